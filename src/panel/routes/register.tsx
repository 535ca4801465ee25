import { createFileRoute, redirect } from '@tanstack/react-router';
import { RegisterScreen } from '../features/auth/register-screen.tsx';
import { getToken } from '../lib/token.ts';

export const Route = createFileRoute('/register')({
  staticData: { title: 'ثبت‌نام' },
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/dashboard', replace: true });
  },
  component: RegisterScreen,
});
