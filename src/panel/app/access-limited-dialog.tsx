import { useEffect, useState } from 'react';
import { messages } from '../../domain/index.ts';
import { onAccessLimited } from '../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import * as styles from './access-limited-dialog.css.ts';

/**
 * The one answer to a call the colleague's role forbids (message_code 403-8), whichever screen made it:
 * a link typed by hand, a tab left open before the owner narrowed the role, a button the role lacks.
 */
export function AccessLimitedDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    onAccessLimited(() => setOpen(true));
    return () => onAccessLimited(() => {});
  }, []);
  const close = () => setOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="دسترسی محدود"
      actions={
        <Button type="button" onClick={close}>
          متوجه شدم
        </Button>
      }
    >
      <p className={styles.text}>{messages.accessLimited}</p>
    </Dialog>
  );
}
