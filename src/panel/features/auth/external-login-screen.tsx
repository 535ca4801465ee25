import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { startSession } from '../../lib/session.ts';
import { removeToken } from '../../lib/token.ts';
import { authApi } from './auth.api.ts';
import * as styles from './auth-card.css.ts';

/**
 * /external-login takes the token the provider's admin panel hands over (query `token`),
 * checks it with the server, keeps the session and opens the dashboard; a bad token goes to /login.
 */
export function ExternalLoginScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        if (!token) throw new Error('no token');
        const signed = await authApi.externalLogin(token);
        await startSession(signed.token);
        await navigate({ to: '/dashboard', replace: true });
      } catch {
        removeToken();
        await navigate({ to: '/login', replace: true });
      }
    })();
  }, [token, navigate]);
  return (
    <main className={styles.page}>
      <p className={styles.status} role="status">
        در حال ورود به پنل…
      </p>
    </main>
  );
}
