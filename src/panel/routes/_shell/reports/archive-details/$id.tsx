import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { prefetchReportDetails } from '../../../../features/reports/report-details.queries.ts';
import { ReportDetailsScreen } from '../../../../features/reports/report-details-screen.tsx';
import { recipientFilters, reportDetailsSearch } from '../../../../features/reports/report-details-search.ts';
import { ExportButton } from '../../../../lib/export-button.tsx';

export const Route = createFileRoute('/_shell/reports/archive-details/$id')({
  staticData: { title: 'جزئیات بایگانی' },
  validateSearch: reportDetailsSearch,
  loaderDeps: ({ search }) => recipientFilters(search),
  // Started on link intent, never awaited: offline, a paused fetch must not hold what saved data shows.
  loader: ({ context: { queryClient }, params: { id }, deps }) =>
    prefetchReportDetails(queryClient, id, true, deps),
  component: Screen,
});

// The screen reads its params through the route's id, not the Route object: a split-off screen that
// imported Route would pull this file out of the first visit's chunk into one of its own.
const route = getRouteApi('/_shell/reports/archive-details/$id');

function Screen() {
  const { id } = route.useParams();
  const filters = recipientFilters(route.useSearch());
  const status = filters.message_status === undefined ? undefined : Number(filters.message_status);
  return (
    <ReportDetailsScreen
      id={id}
      archived
      filters={filters}
      tools={
        <ExportButton target={{ kind: 'recipients', bulkId: Number(id), status }} label="خروجی گیرندگان" />
      }
    />
  );
}
