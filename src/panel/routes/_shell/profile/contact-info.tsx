import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../features/account/profile.queries.ts';
import { ProfileForms } from '../../../features/account/profile-forms.tsx';

export const Route = createFileRoute('/_shell/profile/contact-info')({
  staticData: { title: 'اطلاعات تماس' },
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQuery()),
  component: Screen,
});

function Screen() {
  return <ProfileForms sections={['contact']} />;
}
