import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as v from 'valibot';
import { QuickSend } from '../../../features/send/quick-send.tsx';

// `text` hands a message over (a predefined message's «ارسال این پیام»); anything but text is ignored,
// and the composer checks the text as it checks a typed one.
const search = v.object({ text: v.fallback(v.optional(v.string()), undefined) });

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
