// A form in a dialog (the contacts' and the predefined messages' edit dialogs): save and cancel stay in
// the dialog's footer, in reach at the foot of a phone's drawer however long the form is.
import { type ReactNode, useId } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import * as styles from './form-dialog.css.ts';

type Props = {
  open?: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  onSubmit: () => void;
  /** The call's failure, shown above the buttons; nothing typed is lost. */
  error?: string;
  submitLabel?: string;
  children: ReactNode;
};

export function FormDialog({
  open = true,
  onClose,
  title,
  busy,
  onSubmit,
  error,
  submitLabel = 'ذخیره',
  children,
}: Props) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <div className={styles.actions}>
          <Button type="submit" form={formId} busy={busy}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
