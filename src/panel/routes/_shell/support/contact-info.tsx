import { createFileRoute } from '@tanstack/react-router';
import { ContactInfoScreen } from '../../../features/support/contact-info-screen.tsx';
import { contactQuery } from '../../../features/support/support.queries.ts';

export const Route = createFileRoute('/_shell/support/contact-info')({
  staticData: { title: 'اطلاعات تماس' },
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(contactQuery());
  },
  component: ContactInfoScreen,
});
