import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import {
  messages,
  type PredefinedMessageItem,
  PredefinedMessageSchema,
  predefinedMessages,
} from '../../../domain/index.ts';
import { GroupChips } from '../../lib/predefined-groups.tsx';
import { schemaErrors } from '../../ui/form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SmsTextBox } from '../../ui/sms-text-box.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { refreshPredefined, savePredefined } from './predefined-screen.queries.ts';

type Props = {
  /** null: a new message; else the one edited. */
  item: PredefinedMessageItem | null;
  /** A new message's group: the one the list shows. */
  groupId: number | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** A message's title, group and text, counted in parts as the composer counts it. */
export function MessageDialog({ item, groupId, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item?.title ?? '');
  const [text, setText] = useState(item?.message ?? '');
  const [group, setGroup] = useState<number | null>(item ? item.draft_group_id || null : groupId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, error, run } = useSubmission(setErrors);
  const save = () =>
    void run(async () => {
      // The schema the server checks with: an empty or too long text is refused before it is sent.
      const parsed = v.safeParse(PredefinedMessageSchema, { title, message: text, draft_group_id: group });
      if (!parsed.success) return setErrors(schemaErrors(parsed.issues));
      const written = await savePredefined(item, parsed.output);
      if (written.queued) onSaved(messages.keptForNetwork);
      else {
        await refreshPredefined(queryClient);
        onSaved(item ? predefinedMessages.messageUpdated : predefinedMessages.messageSaved);
      }
      onClose();
    });
  return (
    <FormDialog
      onClose={onClose}
      title={item ? 'ویرایش پیام آماده' : 'پیام آماده تازه'}
      busy={busy}
      onSubmit={save}
      error={Object.keys(errors).length > 0 ? '' : error}
    >
      <TextField
        label="عنوان (اختیاری)"
        value={title}
        onValueChange={(next) => {
          setTitle(next);
          setErrors(({ title: _, ...rest }) => rest);
        }}
        error={errors.title}
        autoComplete="off"
      />
      <GroupChips value={group} onChange={setGroup} noneLabel="بدون گروه" label="گروه" />
      <SmsTextBox
        value={text}
        onChange={(next) => {
          setText(next);
          setErrors(({ message: _, ...rest }) => rest);
        }}
        error={errors.message}
      />
    </FormDialog>
  );
}
