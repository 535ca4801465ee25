import { useEffect, useState } from 'react';
import { applyUpdate, onUpdateWaiting } from '../lib/service-worker.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './update-prompt.css.ts';

/** A new version waits for the user's word instead of swapping the panel underneath them. */
export function UpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || dismissed) return null;
  return (
    <div className={styles.root} role="alertdialog" aria-labelledby="update-title">
      <p id="update-title" className={styles.text}>
        نسخه تازه پنل آماده است.
      </p>
      <Button size="medium" onClick={applyUpdate}>
        به‌روزرسانی
      </Button>
      <Button size="medium" variant="ghost" onClick={() => setDismissed(true)}>
        بعداً
      </Button>
    </div>
  );
}
