import { createFileRoute } from '@tanstack/react-router';
import { ReportDetailsScreen } from '../../../../features/reports/report-details-screen.tsx';
import { recipientFilters, reportDetailsSearch } from '../../../../features/reports/report-details-search.ts';

export const Route = createFileRoute('/_shell/reports/archive-details/$id')({
  staticData: { title: 'جزئیات بایگانی' },
  validateSearch: reportDetailsSearch,
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  return <ReportDetailsScreen id={id} archived filters={recipientFilters(search)} />;
}
