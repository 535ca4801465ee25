import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { getToken } from '../lib/token.ts';

// /login is shown only when no token exists; with one, it goes to the dashboard.
export const Route = createFileRoute('/login')({
  staticData: { title: 'ورود' },
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/dashboard', replace: true });
  },
  component: LoginScreen,
});
