import { createFileRoute } from '@tanstack/react-router';
import { ContactInfoScreen } from '../../../features/support/contact-info-screen.tsx';

export const Route = createFileRoute('/_shell/support/contact-info')({
  staticData: { title: 'اطلاعات تماس' },
  component: ContactInfoScreen,
});
