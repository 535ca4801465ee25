import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../features/account/profile.queries.ts';
import { ProfileForms } from '../../../features/account/profile-forms.tsx';
import { requireDevice } from '../../../lib/device.ts';

// A phone screen; a desktop edits the address on /profile/account-info.
export const Route = createFileRoute('/_shell/profile/address-info')({
  staticData: { title: 'اطلاعات نشانی', device: 'mobile' },
  beforeLoad: () => requireDevice('mobile'),
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQuery()),
  component: Screen,
});

function Screen() {
  return <ProfileForms sections={['address']} />;
}
