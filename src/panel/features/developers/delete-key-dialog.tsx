import { useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../domain/developers/developers.calls.ts';
import type { ApiKeyItem } from '../../../domain/developers/developers.schema.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './api-keys.css.ts';
import { apiKeyKeys } from './api-keys.queries.ts';

/** Deleting a key is confirmed: programs using it are refused from then on. */
export function DeleteKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { busy, error, run } = useSubmission();
  const remove = () =>
    void run(async () => {
      await call(calls.apiKeyDeleteCall, { body: { id: apiKey?.id ?? 0 } });
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      onClose();
    });
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      title="حذف کلید API"
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
      <p>کلید «{apiKey?.title}» حذف شود؟ برنامه‌هایی که با این کلید کار می‌کنند دیگر پذیرفته نمی‌شوند.</p>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
