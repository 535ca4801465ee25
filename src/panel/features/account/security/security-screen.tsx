import { ChangePasswordCard } from './change-password-card.tsx';
import * as styles from './security.css.ts';
import { SessionsCard } from './sessions-card.tsx';
import { TwoStepCard } from './two-step-card.tsx';

/** The account's security: the password, two-step login, recovery codes and the active sessions. */
export function SecurityScreen() {
  return (
    <div className={styles.screen}>
      <ChangePasswordCard />
      <TwoStepCard />
      <div className={styles.wide}>
        <SessionsCard />
      </div>
    </div>
  );
}
