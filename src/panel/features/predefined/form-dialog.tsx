import { type ReactNode, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as styles from './predefined.css.ts';

type Props = {
  onClose: () => void;
  title: string;
  busy: boolean;
  onSubmit: () => void;
  /** The call's failure, shown above the buttons; nothing typed is lost. */
  error: string;
  submitLabel?: string;
  children: ReactNode;
};

/** A form in a dialog: save and cancel stay in its footer, in reach at the foot of a phone's drawer. */
export function FormDialog({
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
      open
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
