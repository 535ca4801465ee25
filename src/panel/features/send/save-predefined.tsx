import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { PredefinedMessageSchema, predefinedMessages } from '../../../domain/index.ts';
import { createPredefined, predefinedKeys } from '../../lib/predefined.queries.ts';
import { GroupChips } from '../../lib/predefined-groups.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './predefined-picker.css.ts';

/** Saves the composer's text as a predefined message, with an optional title and group. */
export function SavePredefined({ text }: { text: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const save = useMutation({
    mutationFn: createPredefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: predefinedKeys.all }),
  });
  const submit = () => {
    // The same schema the server validates with: an empty or too long text never leaves the phone.
    const parsed = v.safeParse(PredefinedMessageSchema, { title, message: text, draft_group_id: groupId });
    if (!parsed.success) return setError(parsed.issues[0].message);
    setError(undefined);
    save.mutate(parsed.output, {
      onSuccess: () => {
        setOpen(false);
        setTitle('');
        setNotice(predefinedMessages.messageSaved);
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        disabled={text.trim() === ''}
        onClick={() => {
          setNotice(undefined);
          setError(undefined);
          setOpen(true);
        }}
      >
        ذخیره به‌عنوان پیام آماده
      </Button>
      {notice ? (
        <p className={styles.status} role="status">
          {notice}
        </p>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="ذخیره به‌عنوان پیام آماده"
        actions={
          <Button variant="primary" busy={save.isPending} onClick={submit}>
            ذخیره
          </Button>
        }
      >
        {open ? (
          <div className={styles.body}>
            <p className={styles.itemText}>{text}</p>
            <TextField label="عنوان (اختیاری)" value={title} onValueChange={setTitle} onEnter={submit} />
            <GroupChips value={groupId} onChange={setGroupId} noneLabel="بدون گروه" label="گروه" />
            {error ? (
              <p className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
