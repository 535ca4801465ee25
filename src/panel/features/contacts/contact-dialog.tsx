import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { messages } from '../../../domain/core/messages.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { contactShown } from '../../lib/outbox/server-copies.ts';
import type { FieldErrors } from '../../ui/form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import * as fieldStyles from '../../ui/text-field.css.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { type ContactDraft, checkDraft, contactBody, emptyDraft } from './contact-form.ts';
import { localNumber } from './contact-format.ts';
import * as styles from './contacts.css.ts';
import { allOptionsQuery, bookChoicesQuery, refreshContacts } from './contacts.queries.ts';
import { type FeatureType, FeatureValueField } from './feature-value-field.tsx';

type Props = {
  /**
   * Editing this contact (its id, its values as the form shows them, and the revision they are of: an
   * edit the server sees made on an older one is a conflict the user settles); a new one when absent.
   */
  editing?: { id: number; draft: ContactDraft; revision: string };
  /** A new contact starts in this book. */
  bookId?: number;
  onClose: () => void;
  onSaved: (message: string) => void;
};

function NativeSelect({
  label,
  value,
  onChange,
  options,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <p className={fieldStyles.error}>{error}</p> : null}
    </div>
  );
}

const titles = [
  { value: '', label: 'بدون عنوان' },
  { value: 'آقای', label: 'آقای' },
  { value: 'خانم', label: 'خانم' },
];

/** Adds a contact to a book or edits one: number, title, name, email, book and its features' values. */
export function ContactDialog({ editing, bookId, onClose, onSaved }: Props) {
  const queryClient = useQueryClient();
  const books = useQuery(bookChoicesQuery());
  const features = useQuery(allOptionsQuery());
  const [draft, setDraft] = useState<ContactDraft>(
    editing?.draft ?? { ...emptyDraft, book: bookId ? String(bookId) : '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const { busy, error, run } = useSubmission(setErrors);
  const set = (key: Exclude<keyof ContactDraft, 'options'>) => (value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors(({ [key === 'book' ? 'phonebook_id' : key]: _gone, ...rest }) => rest);
  };
  const enabled = new Set((features.data ?? []).filter((f) => f.enabled).map((f) => f.id));
  const book = (books.data ?? []).find((b) => String(b.id) === draft.book);
  // The chosen book's features, the ones switched on; their values are what the form offers.
  const bookFeatures = (book?.options ?? []).filter((o) => enabled.has(o.id));

  const save = () =>
    void run(async () => {
      const found = checkDraft(draft, bookFeatures);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const body = contactBody(draft, bookFeatures);
      const shown = contactShown(body);
      const who = body.name || localNumber(body.number);
      // Offline (or the request could not reach the server) it waits in the outbox, shown at once.
      const written = editing
        ? await writeOrQueue(
            calls.contactUpdateCall,
            { params: { contact_id: editing.id }, body },
            {
              kind: 'contact.edit',
              label: `ویرایش مخاطب ${who}`,
              target: `contact ${editing.id}`,
              ifMatch: editing.revision,
              detail: { contact_id: editing.id, shown },
            },
          )
        : await writeOrQueue(
            calls.contactAddCall,
            { body: { list: [body] } },
            {
              kind: 'contact.add',
              label: `مخاطب تازه: ${who}`,
              detail: {
                phonebook_id: body.phonebook_id,
                number: body.number,
                name: body.name,
                pre: body.pre,
              },
            },
          );
      if (written.queued) {
        onSaved(messages.keptForNetwork);
        onClose();
        return;
      }
      if (!editing && (written.data as { added: number }).added === 0)
        throw new Error(contactMessages.contactsRequired);
      await refreshContacts(queryClient);
      onSaved(editing ? 'مخاطب ذخیره شد' : contactMessages.added(1));
      onClose();
    });
  // The server names a field of the one contact sent as list.0.number: it belongs to the same field here.
  const errorOf = (key: string) => errors[key] ?? errors[`list.0.${key}`];
  const fieldErrorShown = [
    'number',
    'phonebook_id',
    'pre',
    'name',
    'email',
    ...bookFeatures.map((f) => `options.${f.id}`),
  ].some((key) => errorOf(key));
  return (
    <FormDialog onClose={onClose} title={editing ? 'ویرایش مخاطب' : 'مخاطب تازه'} busy={busy} onSubmit={save}>
      <div className={styles.twoColumns}>
        <TextField
          label="شماره موبایل"
          kind="tel"
          value={draft.number}
          onValueChange={set('number')}
          error={errorOf('number')}
          autoComplete="off"
        />
        <NativeSelect
          label="دفترچه تلفن"
          value={draft.book}
          onChange={set('book')}
          error={errorOf('phonebook_id')}
          options={[
            { value: '', label: books.status === 'pending' ? 'در حال بارگذاری…' : 'انتخاب کنید' },
            ...(books.data ?? []).map((b) => ({ value: String(b.id), label: b.title })),
          ]}
        />
        <NativeSelect
          label="عنوان"
          value={draft.pre}
          onChange={set('pre')}
          options={titles}
          error={errorOf('pre')}
        />
        <TextField
          label="نام"
          value={draft.name}
          onValueChange={set('name')}
          error={errorOf('name')}
          autoComplete="off"
        />
        <TextField
          label="ایمیل"
          kind="email"
          ltr
          value={draft.email}
          onValueChange={set('email')}
          error={errorOf('email')}
          autoComplete="off"
        />
      </div>
      {bookFeatures.length > 0 ? (
        <fieldset className={styles.featureFields}>
          <legend className={fieldStyles.label}>ویژگی‌ها</legend>
          {bookFeatures.map((f) => (
            <FeatureValueField
              key={f.id}
              title={f.title}
              type={f.type as FeatureType}
              value={draft.options[f.id] ?? ''}
              error={errorOf(`options.${f.id}`)}
              onChange={(value) => {
                setDraft((current) => ({ ...current, options: { ...current.options, [f.id]: value } }));
                setErrors(({ [`options.${f.id}`]: _gone, ...rest }) => rest);
              }}
            />
          ))}
        </fieldset>
      ) : null}
      {book && bookFeatures.length === 0 ? (
        <p className={styles.muted}>این دفترچه ویژگی فعالی ندارد؛ ویژگی‌ها را در ویرایش دفترچه وصل کنید.</p>
      ) : null}
      {error && !fieldErrorShown ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
