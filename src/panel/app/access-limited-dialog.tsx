import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../domain/index.ts';
import { onAccessLimited } from '../lib/api.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import * as styles from './access-limited-dialog.css.ts';

/**
 * The one answer to a call the colleague's role forbids (message_code 403-8), whichever screen made it:
 * a link typed by hand, a tab left open before the owner narrowed the role, a button the role lacks.
 * A screen says it once: once closed, the same screen's other refused calls (and their retries) keep
 * quiet until another screen opens.
 */
export function AccessLimitedDialog() {
  const [open, setOpen] = useState(false);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const here = useRef(path);
  const dismissedOn = useRef<string | null>(null);
  here.current = path;
  useEffect(() => {
    onAccessLimited(() => {
      if (dismissedOn.current !== here.current) setOpen(true);
    });
    return () => onAccessLimited(() => {});
  }, []);
  const close = () => {
    dismissedOn.current = here.current;
    setOpen(false);
  };
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
