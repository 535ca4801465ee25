import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { PhonebookCreateSchema } from '../../../domain/contacts/contacts.schema.ts';
import { messages } from '../../../domain/core/messages.ts';
import { featureTypeLabels } from '../../../domain/index.ts';
import type { PhonebookListItem } from '../../../domain/send/send-banks.schema.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { useSchemaForm } from '../../ui/form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import * as fieldStyles from '../../ui/text-field.css.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './contacts.css.ts';
import { allOptionsQuery, refreshContacts } from './contacts.queries.ts';

type Props = {
  /** null: a new book; a book: renaming it and choosing its features. */
  book: PhonebookListItem | null;
  onClose: () => void;
  onSaved: (message: string, id: number) => void;
};

/** A phonebook's title and the features its contacts carry. */
export function BookDialog({ book, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const features = useQuery(allOptionsQuery());
  const form = useSchemaForm(PhonebookCreateSchema, { title: book?.title ?? '' });
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set((book?.options ?? []).map((o) => o.id)));
  const { busy, error, run } = useSubmission(form.setErrors);
  const save = () =>
    void run(async () => {
      const body = form.parse({ options: [...chosen] });
      if (!body) return;
      // Either waits in the outbox offline, listed and marked (the id it is saved under, or null while it
      // waits). A new book has no page until the server has made it (no id yet), so its contacts are
      // added once it is online.
      const id = book
        ? await writeOrQueue(
            calls.phonebookUpdateCall,
            { params: { phonebook_id: book.id }, body },
            {
              kind: 'book.edit',
              label: `ویرایش دفترچهٔ «${body.title}»`,
              target: `book ${book.id}`,
              detail: { id: book.id, title: body.title },
            },
          ).then((written) => (written.queued ? null : book.id))
        : await writeOrQueue(
            calls.phonebookCreateCall,
            { body },
            { kind: 'book.add', label: `دفترچهٔ تازه: «${body.title}»`, detail: { title: body.title } },
          ).then((written) => (written.queued ? null : written.data.id));
      if (id === null) {
        onSaved(messages.keptForNetwork, book?.id ?? 0);
        onClose();
        return;
      }
      await refreshContacts(queryClient);
      onSaved(book ? 'دفترچه تلفن ذخیره شد' : `دفترچه تلفن «${body.title}» ساخته شد`, id);
      onClose();
    });
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const options = features.data ?? [];
  return (
    <FormDialog
      onClose={onClose}
      title={book ? 'ویرایش دفترچه تلفن' : 'دفترچه تلفن تازه'}
      busy={busy}
      onSubmit={save}
    >
      <TextField
        label="عنوان دفترچه تلفن"
        value={form.values.title}
        onValueChange={form.set('title')}
        error={form.errors.title}
        autoComplete="off"
      />
      <fieldset className={styles.fieldset}>
        <legend className={fieldStyles.label}>ویژگی‌های مخاطبان این دفترچه</legend>
        {features.status === 'pending' ? <span className={styles.muted}>در حال بارگذاری…</span> : null}
        {features.status === 'success' && options.length === 0 ? (
          <span className={styles.muted}>
            هنوز ویژگی‌ای نساخته‌اید؛ در «ویژگی‌ها» بسازید و اینجا به دفترچه وصل کنید.
          </span>
        ) : null}
        {options.map((o) => (
          <label key={o.id} className={styles.selectAll}>
            <input
              type="checkbox"
              className={styles.check}
              checked={chosen.has(o.id)}
              onChange={() => toggle(o.id)}
            />
            {o.title}{' '}
            <span className={styles.muted}>
              ({featureTypeLabels[o.type]}
              {o.enabled ? '' : '، غیرفعال'})
            </span>
          </label>
        ))}
        {form.errors.options ? <p className={fieldStyles.error}>{form.errors.options}</p> : null}
      </fieldset>
      {error && Object.keys(form.errors).length === 0 ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
