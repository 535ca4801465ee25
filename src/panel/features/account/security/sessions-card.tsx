import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../../domain/account/security.calls.ts';
import type { SessionItem } from '../../../../domain/account/security.schema.ts';
import { call } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { JalaliDate } from '../../../ui/jalali-date.tsx';
import { TableState } from '../../../ui/table-state.tsx';
import { useSubmission } from '../../../ui/use-submission.ts';
import * as styles from './security.css.ts';
import { securityKeys, sessionsQuery } from './security.queries.ts';

function SessionRow({ session, onEnd, busy }: { session: SessionItem; onEnd: () => void; busy: boolean }) {
  const label = `${session.device}، ${session.browser}`;
  return (
    <li className={styles.row} aria-label={session.current ? `${label} (همین نشست)` : label}>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>
          {label}
          {session.current ? ' (همین نشست)' : ''}
          {session.impersonated ? ' (پشتیبانی)' : ''}
        </span>
        <span className={styles.state}>
          آی‌پی <bdi dir="ltr">{session.address}</bdi>، محل: {session.place}
        </span>
        <span className={styles.state}>
          ورود: <JalaliDate value={session.created_at} withTime />
        </span>
        <span className={styles.state}>
          آخرین استفاده: <JalaliDate value={session.last_used_at} withTime />
        </span>
      </span>
      {session.current ? null : (
        <Button type="button" size="small" variant="ghost" busy={busy} onClick={onEnd}>
          پایان این نشست
        </Button>
      )}
    </li>
  );
}

/** The user's active sessions: each other one can be ended, or all of them at once. */
export function SessionsCard() {
  const sessions = useQuery(sessionsQuery());
  const queryClient = useQueryClient();
  const { busy, error, run } = useSubmission();
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() });
  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <div className={styles.header}>
        <h2 id="sessions-title" className={styles.cardTitle}>
          نشست‌های فعال
        </h2>
        <Button
          type="button"
          size="small"
          variant="secondary"
          disabled={others === 0}
          busy={busy}
          onClick={() =>
            void run(async () => {
              await call(calls.sessionEndOthersCall);
              await refresh();
            })
          }
        >
          پایان همهٔ نشست‌های دیگر
        </Button>
      </div>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      {sessions.data === undefined ? (
        <TableState status={sessions.status} empty={false} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className={styles.sessions}>
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy}
              onEnd={() =>
                void run(async () => {
                  await call(calls.sessionEndCall, { body: { id: session.id } });
                  await refresh();
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
