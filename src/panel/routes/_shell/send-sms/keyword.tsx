import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { KEYWORD_TARGETS, KeywordPage } from '../../../features/send/keyword-page.tsx';

// `to`: whom the page sends to, a file's rows (the default) or those who texted a keyword.
const search = v.object({ to: v.fallback(v.optional(v.picklist(KEYWORD_TARGETS)), undefined) });

export const Route = createFileRoute('/_shell/send-sms/keyword')({
  staticData: { title: 'ارسال کلیدواژه‌ای' },
  validateSearch: search,
  component: Screen,
});

const route = getRouteApi('/_shell/send-sms/keyword');

function Screen() {
  const { to } = route.useSearch();
  const navigate = useNavigate({ from: '/send-sms/keyword' });
  return (
    <KeywordPage
      target={to ?? 'file'}
      onTarget={(next) => void navigate({ search: next === 'file' ? {} : { to: next }, replace: true })}
    />
  );
}
