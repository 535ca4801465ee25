import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../features/account/profile.queries.ts';
import { ProfileForms } from '../../../features/account/profile-forms.tsx';

export const Route = createFileRoute('/_shell/profile/personal-info')({
  staticData: { title: 'اطلاعات هویتی' },
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQuery()),
  component: Screen,
});

function Screen() {
  return <ProfileForms sections={['personal']} />;
}
