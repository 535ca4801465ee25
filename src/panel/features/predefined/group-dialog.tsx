import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  messages,
  type PredefinedGroupItem,
  PredefinedMessageGroupSchema,
  predefinedMessages,
} from '../../../domain/index.ts';
import { schemaErrors } from '../../ui/form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { refreshPredefined, saveGroup } from './predefined-screen.queries.ts';

type Props = {
  /** null: a new group; else the one renamed. */
  group: PredefinedGroupItem | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function GroupDialog({ group, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(group?.title ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission(setErrors);
  const save = () =>
    void run(async () => {
      const parsed = v.safeParse(PredefinedMessageGroupSchema, { title });
      if (!parsed.success) return setErrors(schemaErrors(parsed.issues));
      const written = await saveGroup(group?.draft_group_id ?? null, parsed.output.title);
      if (written.queued) onSaved(messages.keptForNetwork);
      else {
        await refreshPredefined(queryClient);
        onSaved(group ? predefinedMessages.groupUpdated : predefinedMessages.groupSaved);
      }
      onClose();
    });
  return (
    <FormDialog
      onClose={onClose}
      title={group ? 'تغییر نام گروه' : 'گروه تازه'}
      busy={busy}
      onSubmit={save}
      error={errors.title ? '' : error}
    >
      <TextField
        label="عنوان گروه"
        value={title}
        onValueChange={(next) => {
          setTitle(next);
          setErrors({});
        }}
        error={errors.title}
        autoComplete="off"
      />
    </FormDialog>
  );
}
