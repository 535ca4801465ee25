import { createFileRoute } from '@tanstack/react-router';
import { ExportButton } from '../../../features/files/export-button.tsx';
import { ReportDetailsScreen } from '../../../features/reports/report-details-screen.tsx';
import { recipientFilters, reportDetailsSearch } from '../../../features/reports/report-details-search.ts';

export const Route = createFileRoute('/_shell/reports/$id')({
  staticData: { title: 'جزئیات ارسال' },
  validateSearch: reportDetailsSearch,
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  const filters = recipientFilters(Route.useSearch());
  const status = filters.message_status === undefined ? undefined : Number(filters.message_status);
  return (
    <ReportDetailsScreen
      id={id}
      archived={false}
      filters={filters}
      tools={
        <ExportButton target={{ kind: 'recipients', bulkId: Number(id), status }} label="خروجی گیرندگان" />
      }
    />
  );
}
