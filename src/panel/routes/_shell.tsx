import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '../features/shell/app-shell.tsx';
import { ErrorFallback } from '../features/shell/error-fallback.tsx';
import { getToken } from '../lib/token.ts';

// Every page inside the shell needs a stored login token; without one, the login page.
export const Route = createFileRoute('/_shell')({
  beforeLoad: () => {
    if (!getToken()) throw redirect({ to: '/login', replace: true });
  },
  component: AppShell,
  // Inside the shell, so the menus stay usable while one screen fails.
  errorComponent: ErrorFallback,
});
