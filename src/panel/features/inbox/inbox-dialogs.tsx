import { useState } from 'react';
import type { InboxItem } from '../../../domain/inbox/inbox.schema.ts';
import { formatJalali, formatNumber } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './inbox.css.ts';
import { dateOf, lineNumber, localNumber } from './inbox-rows.tsx';

/** One message in full (opening it has read it). */
export function MessageDialog({
  message,
  onClose,
  onDelete,
}: {
  message: InboxItem | null;
  onClose: () => void;
  onDelete: (message: InboxItem) => void;
}) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title="پیام دریافتی"
      actions={
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            بستن
          </Button>
          <Button type="button" variant="danger" onClick={() => message && onDelete(message)}>
            حذف
          </Button>
        </div>
      }
    >
      {message ? (
        <>
          <dl className={styles.facts}>
            <dt className={styles.muted}>فرستنده</dt>
            <dd>
              <bdi dir="ltr">{localNumber(message.from)}</bdi>
            </dd>
            <dt className={styles.muted}>خط دریافت</dt>
            <dd>
              <bdi dir="ltr">{lineNumber(message.number)}</bdi>
            </dd>
            <dt className={styles.muted}>زمان دریافت</dt>
            <dd>
              <bdi dir="ltr">{formatJalali(dateOf(message), true)}</bdi>
            </dd>
          </dl>
          <p className={styles.full}>{message.message}</p>
        </>
      ) : null}
    </Dialog>
  );
}

/** Deleting is confirmed first: a deleted message does not come back. */
export function DeleteDialog({
  count,
  onClose,
  onConfirm,
}: {
  count: number;
  onClose: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { busy, error, run } = useSubmission();
  return (
    <Dialog
      open={count > 0}
      onClose={onClose}
      title="حذف پیام‌ها"
      actions={
        <div className={styles.actions}>
          <Button type="button" variant="danger" busy={busy} onClick={() => void run(onConfirm)}>
            حذف
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <p>{formatNumber(count)} پیام حذف شود؟ پیام حذف‌شده بازنمی‌گردد.</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

/** The senders of the filtered list, each once, as a new phonebook under a title the user gives. */
export function SaveSendersDialog({
  open,
  total,
  onClose,
  onSave,
}: {
  open: boolean;
  total: number;
  onClose: () => void;
  onSave: (title: string) => Promise<void>;
}) {
  const [title, setTitle] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission(setFieldErrors);
  const close = () => {
    setTitle('');
    setFieldErrors({});
    onClose();
  };
  const save = () =>
    void run(async () => {
      await onSave(title);
      setTitle('');
    });
  return (
    <Dialog
      open={open}
      onClose={close}
      title="ذخیرهٔ فرستندگان در دفترچه تلفن"
      actions={
        <div className={styles.actions}>
          <Button type="submit" form="save-senders" busy={busy}>
            ذخیره
          </Button>
          <Button type="button" variant="secondary" onClick={close}>
            انصراف
          </Button>
        </div>
      }
    >
      <form
        id="save-senders"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>
          فرستندگان {formatNumber(total)} پیامِ این فهرست (هر شماره یک بار) در دفترچه تلفنی تازه ذخیره می‌شوند
          تا بتوانید به آن‌ها پیامک بفرستید.
        </p>
        <TextField
          label="عنوان دفترچه تلفن"
          value={title}
          onValueChange={setTitle}
          error={fieldErrors.title}
          autoComplete="off"
        />
      </form>
      {error && !fieldErrors.title ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
