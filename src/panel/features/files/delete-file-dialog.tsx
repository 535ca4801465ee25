import type { UserFile } from '../../../domain/files/files.schema.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './files.css.ts';
import { deleteFiles } from './files.queries.ts';

/** Deleting a file is confirmed; one still being made stops. */
export function DeleteFileDialog({
  file,
  onClose,
  onDeleted,
}: {
  file: UserFile | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { busy, error, run } = useSubmission();
  const remove = () =>
    void run(async () => {
      await deleteFiles([file?.id ?? 0]);
      onDeleted();
      onClose();
    });
  return (
    <Dialog
      open={file !== null}
      onClose={onClose}
      title="حذف فایل"
      actions={
        <div className={styles.actions}>
          <Button type="button" variant="danger" busy={busy} onClick={remove}>
            حذف
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <p>فایل «{file?.name}» حذف شود؟</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
