import { createFileRoute } from '@tanstack/react-router';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/developers/plugins')({
  staticData: { title: 'افزونه‌ها' },
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="افزونه‌ای نیست"
      description="افزونه‌های اتصال فروشگاه و سایت شما به پنل اینجا فهرست می‌شوند."
    />
  );
}
