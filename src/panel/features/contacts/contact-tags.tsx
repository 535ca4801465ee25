import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages, TAG_MAX } from '../../../domain/contacts/contacts.schema.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './contacts.css.ts';
import { refreshContacts } from './contacts.queries.ts';

/** One contact's tags: each removable, a new one added by typing it. */
export function ContactTags({
  contactId,
  tags,
  onDone,
}: {
  contactId: number;
  tags: readonly string[];
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [tag, setTag] = useState('');
  const [fieldError, setFieldError] = useState('');
  const { busy, error, run } = useSubmission();
  const change = (mode: 'add' | 'remove', text: string) =>
    void run(async () => {
      const value = text.trim();
      if (!value) return setFieldError(contactMessages.tagRequired);
      if (value.length > TAG_MAX) return setFieldError(contactMessages.tagTooLong);
      await call(calls.contactTagsCall, { body: { number_ids: [contactId], [mode]: [value] } });
      if (mode === 'add') setTag('');
      await refreshContacts(queryClient);
      onDone(mode === 'add' ? `برچسب «${value}» افزوده شد` : `برچسب «${value}» برداشته شد`);
    });
  return (
    <section className={styles.card} aria-labelledby="contact-tags">
      <h2 id="contact-tags" className={styles.cardTitle}>
        برچسب‌ها
      </h2>
      {tags.length === 0 ? <p className={styles.muted}>برچسبی ندارد.</p> : null}
      <ul className={styles.chips}>
        {tags.map((t) => (
          <li key={t} className={styles.chip}>
            {t}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`برداشتن برچسب ${t}`}
              disabled={busy}
              onClick={() => change('remove', t)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form
        className={styles.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          change('add', tag);
        }}
      >
        <TextField
          label="برچسب تازه"
          value={tag}
          onValueChange={(value) => {
            setTag(value);
            setFieldError('');
          }}
          error={fieldError}
          autoComplete="off"
        />
        <Button type="submit" size="medium" variant="secondary" busy={busy} className={styles.alignEnd}>
          افزودن برچسب
        </Button>
      </form>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
