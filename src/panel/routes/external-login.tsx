import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExternalLoginScreen } from '../features/auth/external-login-screen.tsx';

// Impersonation, outside the login area: reachable with or without a stored token.
export const Route = createFileRoute('/external-login')({
  staticData: { title: 'ورود' },
  validateSearch: v.object({ token: v.fallback(v.optional(v.string(), ''), '') }),
  component: ExternalLogin,
});

// Read through the route's id, not the Route object, so this file stays in the first visit's chunk.
const route = getRouteApi('/external-login');

function ExternalLogin() {
  return <ExternalLoginScreen token={route.useSearch().token} />;
}
