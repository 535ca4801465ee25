import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { KeywordPage } from '../../../features/send/keyword-page.tsx';
import { keywordSearch } from '../../../features/send/keyword-search.ts';

export const Route = createFileRoute('/_shell/send-sms/keyword')({
  staticData: { title: 'ارسال کلیدواژه‌ای' },
  validateSearch: keywordSearch,
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
