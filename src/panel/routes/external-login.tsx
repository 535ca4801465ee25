import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExternalLoginScreen } from '../features/auth/external-login-screen.tsx';

// Impersonation, outside the login area: reachable with or without a stored token.
export const Route = createFileRoute('/external-login')({
  staticData: { title: 'ورود' },
  validateSearch: v.object({ token: v.fallback(v.optional(v.string(), ''), '') }),
  component: function ExternalLogin() {
    return <ExternalLoginScreen token={Route.useSearch().token} />;
  },
});
