import { createFileRoute } from '@tanstack/react-router';
import { requireDevice } from '../../../lib/device.ts';
import { EmptyArea } from '../../../ui/empty-area.tsx';

export const Route = createFileRoute('/_shell/profile/address-info')({
  staticData: { title: 'اطلاعات نشانی', device: 'mobile' },
  beforeLoad: () => requireDevice('mobile'),
  component: Screen,
});

function Screen() {
  return <EmptyArea title="اطلاعات نشانی" description="نشانی و کد پستی خود را تکمیل کنید." />;
}
