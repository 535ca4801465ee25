import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages, TAG_MAX } from '../../../domain/contacts/contacts.schema.ts';
import { messages } from '../../../domain/core/messages.ts';
import { formatNumber } from '../../../domain/index.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './contacts.css.ts';
import { refreshContacts, tagListQuery } from './contacts.queries.ts';

/** Puts a tag on the chosen contacts or takes it off them; the tags in use are offered as typed. */
export function TagDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: readonly number[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const listId = useId();
  const queryClient = useQueryClient();
  const tags = useQuery(tagListQuery());
  const [tag, setTag] = useState('');
  const [fieldError, setFieldError] = useState('');
  const { busy, error, run } = useSubmission();
  const change = (mode: 'add' | 'remove') =>
    void run(async () => {
      const text = tag.trim();
      if (!text) return setFieldError(contactMessages.tagRequired);
      if (text.length > TAG_MAX) return setFieldError(contactMessages.tagTooLong);
      const written = await writeOrQueue(
        calls.contactTagsCall,
        { body: { number_ids: [...ids], [mode]: [text] } },
        {
          kind: 'contact.tags',
          label: `${mode === 'add' ? 'افزودن' : 'برداشتن'} برچسب «${text}» ${mode === 'add' ? 'به' : 'از'} ${formatNumber(ids.length)} مخاطب`,
          detail: { ids: [...ids], tag: text, mode },
        },
      );
      if (written.queued) onDone(messages.keptForNetwork);
      else {
        await refreshContacts(queryClient);
        onDone(contactMessages.tagged(written.data.count));
      }
      onClose();
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={`برچسب ${formatNumber(ids.length)} مخاطب`}
      actions={
        <div className={styles.actions}>
          <Button busy={busy} onClick={() => change('add')}>
            افزودن برچسب
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => change('remove')}>
            برداشتن برچسب
          </Button>
          <Button variant="ghost" onClick={onClose}>
            انصراف
          </Button>
        </div>
      }
    >
      <TextField
        label="برچسب"
        value={tag}
        onValueChange={(value) => {
          setTag(value);
          setFieldError('');
        }}
        onEnter={() => change('add')}
        error={fieldError}
        list={listId}
        autoComplete="off"
      />
      <datalist id={listId}>
        {(tags.data ?? []).map((t) => (
          <option key={t.tag} value={t.tag} />
        ))}
      </datalist>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
