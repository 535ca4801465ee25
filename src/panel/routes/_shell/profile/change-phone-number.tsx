import { createFileRoute } from '@tanstack/react-router';
import { ChangeMobileScreen } from '../../../features/account/change-mobile.tsx';
import { requireDevice } from '../../../lib/device.ts';

// A phone screen; a desktop opens the same flow as a dialog from the contact information.
export const Route = createFileRoute('/_shell/profile/change-phone-number')({
  staticData: { title: 'تغییر شماره موبایل', device: 'mobile' },
  beforeLoad: () => requireDevice('mobile'),
  component: ChangeMobileScreen,
});
