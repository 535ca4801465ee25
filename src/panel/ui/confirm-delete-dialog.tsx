import type { ReactNode } from 'react';
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
};

/** A delete is confirmed first: what is deleted does not come back. */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  onClose,
  onConfirm,
  confirmLabel = 'حذف',
}: Props) {
  const { busy, error, setError, run } = useSubmission();
  // A failure belongs to the attempt it came from: closed, the dialog opens clean next time.
  if (!open && error) setError('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <div className={styles.actions}>
          <Button type="button" variant="danger" busy={busy} onClick={() => void run(onConfirm)}>
            {confirmLabel}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <p className={styles.question}>{children}</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
