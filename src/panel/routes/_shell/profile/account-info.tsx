import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../features/account/profile.queries.ts';
import { AccountInfoScreen } from '../../../features/account/profile-forms.tsx';

// A desktop edits every section on this page; a phone picks a section's page from it.
export const Route = createFileRoute('/_shell/profile/account-info')({
  staticData: { title: 'اطلاعات حساب' },
  // Started on link intent, never awaited: offline, the saved profile paints at once.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(profileQuery()),
  component: AccountInfoScreen,
});
