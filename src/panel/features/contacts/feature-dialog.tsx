import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import {
  OptionCreateSchema,
  type OptionItem,
  OptionUpdateSchema,
} from '../../../domain/contacts/contacts.schema.ts';
import { messages } from '../../../domain/core/messages.ts';
import { FEATURE_TYPES, featureTypeLabels } from '../../../domain/index.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { useSchemaForm } from '../../ui/form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import * as fieldStyles from '../../ui/text-field.css.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './contacts.css.ts';
import { refreshContacts } from './contacts.queries.ts';

type Props = {
  /** null: a new feature; a feature: renaming it (its type stays). */
  feature: OptionItem | null;
  open: boolean;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** A feature: Persian title, Latin title and type (text, date or number); the type is set once. */
export function FeatureDialog({ feature, open, onClose, onSaved }: Props) {
  const typeId = useId();
  const queryClient = useQueryClient();
  const form = useSchemaForm(feature ? OptionUpdateSchema : OptionCreateSchema, {
    title: feature?.title ?? '',
    latin_title: feature?.latin_title ?? '',
    type: feature?.type ?? 'string',
  });
  const { busy, error, run } = useSubmission(form.setErrors);
  const save = () =>
    void run(async () => {
      const latin = form.values.latin_title.trim();
      const body = form.parse(latin ? {} : { latin_title: undefined });
      if (!body) return;
      // Offline a new feature or a renamed one waits in the outbox, listed and marked.
      const title = form.values.title.trim();
      const written = feature
        ? await writeOrQueue(
            calls.optionUpdateCall,
            { params: { option_id: feature.id }, body },
            {
              kind: 'feature.edit',
              target: `feature ${feature.id}`,
              label: `ویرایش ویژگی «${title}»`,
              detail: { id: feature.id },
            },
          )
        : await writeOrQueue(
            calls.optionCreateCall,
            { body: body as never },
            { kind: 'feature.add', label: `ویژگی تازه: «${title}»`, detail: { title } },
          );
      if (written.queued) {
        onSaved(messages.keptForNetwork);
        onClose();
        return;
      }
      await refreshContacts(queryClient);
      onSaved(feature ? 'ویژگی ذخیره شد' : `ویژگی «${form.values.title.trim()}» ساخته شد`);
      onClose();
    });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={feature ? 'ویرایش ویژگی' : 'ویژگی تازه'}
      busy={busy}
      onSubmit={save}
    >
      <TextField
        label="عنوان فارسی"
        value={form.values.title}
        onValueChange={form.set('title')}
        error={form.errors.title}
        autoComplete="off"
      />
      <TextField
        label="عنوان لاتین (اختیاری)"
        value={form.values.latin_title}
        onValueChange={form.set('latin_title')}
        error={form.errors.latin_title}
        hint="حروف انگلیسی، رقم و _ ، مانند birth_date"
        ltr
        autoComplete="off"
      />
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={typeId}>
          نوع
        </label>
        <select
          id={typeId}
          className={fieldStyles.input}
          value={form.values.type}
          disabled={feature !== null}
          onChange={(event) => form.set('type')(event.target.value)}
        >
          {FEATURE_TYPES.map((type) => (
            <option key={type} value={type}>
              {featureTypeLabels[type]}
            </option>
          ))}
        </select>
        {form.errors.type ? <p className={fieldStyles.error}>{form.errors.type}</p> : null}
      </div>
      {error && Object.keys(form.errors).length === 0 ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </FormDialog>
  );
}
