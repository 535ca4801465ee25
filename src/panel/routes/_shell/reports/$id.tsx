import { createFileRoute } from '@tanstack/react-router';
import { ExportButton } from '../../../features/files/export-button.tsx';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/reports/$id')({
  staticData: { title: 'جزئیات ارسال' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return (
    <>
      <ExportButton target={{ kind: 'recipients', bulkId: Number(id) }} label="خروجی گیرندگان" />
      <EmptyArea title="گیرنده‌ای نیست" description="برای این ارسال گیرنده‌ای ثبت نشده است." />
    </>
  );
}
