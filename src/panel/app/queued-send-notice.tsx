import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { queuedSends } from '../lib/send-mutation.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './queued-send-notice.css.ts';

/**
 * A send confirmed offline goes out when the network returns, on
 * whatever screen the user is by then. This says it went, politely, until dismissed. The live region
 * is always there, so a screen reader hears the notice when it is added.
 */
export function QueuedSendNotice() {
  const sent = useSyncExternalStore(queuedSends.subscribe, queuedSends.current);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // On the send's own page already (the composer still open when it resumed goes there): said.
  const here = sent.find((s) => path === `/send-sms/success-send/${s.bulkId}`);
  useEffect(() => {
    if (here) queuedSends.dismiss(here.bulkId);
  }, [here]);
  return (
    <div className={styles.region} role="status">
      {sent
        .filter((s) => s !== here)
        .map((s) => (
          <div key={s.bulkId} className={styles.notice}>
            <p className={styles.text}>پیامک صف‌شده فرستاده شد.</p>
            <Link
              className={styles.link}
              to="/send-sms/success-send/$id"
              params={{ id: String(s.bulkId) }}
              onClick={() => queuedSends.dismiss(s.bulkId)}
            >
              مشاهدهٔ ارسال
            </Link>
            <Button variant="ghost" size="small" onClick={() => queuedSends.dismiss(s.bulkId)}>
              بستن
            </Button>
          </div>
        ))}
    </div>
  );
}
