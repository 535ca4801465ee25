import { createFileRoute } from '@tanstack/react-router';
import { canonicalSearch, listSearch } from '../../../../lib/list-search.ts';
import { EmptyArea } from '../../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/developers/api-calls/')({
  staticData: { title: 'فراخوانی‌های API' },
  validateSearch: listSearch(0),
  beforeLoad: canonicalSearch,
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea title="فراخوانی‌ای نیست" description="فراخوانی‌های وب‌سرویس با کلیدهای شما اینجا ثبت می‌شوند." />
  );
}
