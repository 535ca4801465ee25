import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { SMS_TEXT_MAX } from '../../../../domain/index.ts';
import { QuickSend } from '../../../features/send/quick-send.tsx';

// `text` hands a message over (a predefined message's «ارسال این پیام»); a bad one is ignored.
const search = v.object({
  text: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(SMS_TEXT_MAX))), undefined),
});

export const Route = createFileRoute('/_shell/send-sms/quick')({
  staticData: { title: 'ارسال سریع' },
  validateSearch: search,
  component: Screen,
});

const route = getRouteApi('/_shell/send-sms/quick');

function Screen() {
  const { text } = route.useSearch();
  const navigate = useNavigate({ from: '/send-sms/quick' });
  // Once in the draft the text leaves the address: a reload keeps what was typed after it.
  useEffect(() => {
    if (text !== undefined) void navigate({ search: {}, replace: true });
  }, [text, navigate]);
  return <QuickSend text={text} />;
}
