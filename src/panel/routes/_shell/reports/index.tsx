import { createFileRoute } from '@tanstack/react-router';
import { reportFilterSearch } from '../../../features/reports/report-lists.queries.ts';
import { ReportsList } from '../../../features/reports/reports-list.tsx';
import { canonicalSearch, listSearch } from '../../../lib/list-search.ts';

export const Route = createFileRoute('/_shell/reports/')({
  staticData: { title: 'گزارش‌ها' },
  validateSearch: listSearch(3, reportFilterSearch),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return <ReportsList search={Route.useSearch()} />;
}
