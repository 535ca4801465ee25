import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/change-phone-number')({
  staticData: { title: 'تغییر شماره موبایل', device: 'mobile' },
  beforeLoad: () => requireDevice('mobile'),
  component: Screen,
});

function Screen() {
  return (
    <EmptyArea
      title="تغییر شماره موبایل"
      description="برای تغییر شماره موبایل، کد تأیید به شماره فعلی ارسال می‌شود."
    />
  );
}
