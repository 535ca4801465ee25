import type { UserFile } from '../../../domain/files/files.schema.ts';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
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
  const remove = async () => {
    await deleteFiles([file?.id ?? 0]);
    onDeleted();
    onClose();
  };
  return (
    <ConfirmDeleteDialog open={file !== null} onClose={onClose} title="حذف فایل" onConfirm={remove}>
      فایل «{file?.name}» حذف شود؟
    </ConfirmDeleteDialog>
  );
}
