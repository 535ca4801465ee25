import { type ReactNode, useId } from 'react';
import { messages } from '../../domain/core/messages.ts';
import { useOnline } from '../lib/use-online.ts';
import { Button } from './button.tsx';
import * as styles from './confirm-delete-dialog.css.ts';
import { Dialog } from './dialog.tsx';
import { useSubmission } from './use-submission.ts';

type Props = {
  open: boolean;
  title: string;
  /** The question, naming what goes and what follows from it. */
  children: ReactNode;
  onClose: () => void;
  /** Runs the delete; a failure stays in the dialog as its Persian message and the dialog stays open. */
  onConfirm: () => Promise<void>;
  confirmLabel?: string;
  /**
   * A delete that cannot wait in the outbox (a whole phonebook with its contacts): offline the button is
   * disabled with the reason, never queued to happen later unseen.
   */
  needsNetwork?: boolean;
};

/** A delete is confirmed first: what is deleted does not come back. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  onClose,
  onConfirm,
  confirmLabel = 'حذف',
  needsNetwork = false,
}: Props) {
  const { busy, error, setError, run } = useSubmission();
  const online = useOnline();
  const blocked = needsNetwork && !online;
  const reasonId = useId();
  // A failure belongs to the attempt it came from: closed, the dialog opens clean next time.
  if (!open && error) setError('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <div className={styles.actions}>
          <Button
            type="button"
            variant="danger"
            busy={busy}
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => void run(onConfirm)}
          >
            {confirmLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <p className={styles.question}>{children}</p>
      {blocked ? (
        <p id={reasonId} role="status" className={styles.alert}>
          {messages.needsNetwork}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
