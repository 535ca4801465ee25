import { createFileRoute, redirect } from '@tanstack/react-router';

// An empty path redirects to the dashboard.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard', replace: true });
  },
});
