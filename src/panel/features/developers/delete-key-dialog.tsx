import { useQueryClient } from '@tanstack/react-query';
import * as calls from '../../../domain/developers/developers.calls.ts';
import type { ApiKeyItem } from '../../../domain/developers/developers.schema.ts';
import { call } from '../../lib/api.ts';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { apiKeyKeys } from './api-keys.queries.ts';

/** Deleting a key is confirmed: programs using it are refused from then on. */
export function DeleteKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = async () => {
    await call(calls.apiKeyDeleteCall, { body: { id: apiKey?.id ?? 0 } });
    await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    onClose();
  };
  return (
    <ConfirmDeleteDialog open={apiKey !== null} onClose={onClose} title="حذف کلید API" onConfirm={remove}>
      کلید «{apiKey?.title}» حذف شود؟ برنامه‌هایی که با این کلید کار می‌کنند دیگر پذیرفته نمی‌شوند.
    </ConfirmDeleteDialog>
  );
}
