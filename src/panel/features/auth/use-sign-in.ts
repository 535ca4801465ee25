import { useNavigate } from '@tanstack/react-router';
import { startSession } from '../../lib/session.ts';

/** After any successful login: keep the token and open the dashboard. */
export function useSignIn() {
  const navigate = useNavigate();
  return async (token: string) => {
    await startSession(token);
    await navigate({ to: '/dashboard', replace: true });
  };
}
