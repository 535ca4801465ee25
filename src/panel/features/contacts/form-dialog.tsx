// The contacts area's edit dialogs (a book, a feature, a contact): a form in a dialog whose save and
// cancel stay in the dialog's footer, in reach on a phone's drawer however long the form is.
import { type ReactNode, useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as styles from './contacts.css.ts';

type Props = {
  open?: boolean;
  onClose: () => void;
  title: string;
  busy: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

export function FormDialog({ open = true, onClose, title, busy, onSubmit, children }: Props) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <div className={styles.actions}>
          <Button type="submit" form={formId} busy={busy}>
            ذخیره
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
      </form>
    </Dialog>
  );
}
