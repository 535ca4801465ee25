import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import * as calls from '../../../domain/developers/developers.calls.ts';
import { ApiKeySchema } from '../../../domain/developers/developers.schema.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Form } from '../../ui/form-element.tsx';
import { OnlineSubmit } from '../../ui/online-submit.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './api-keys.css.ts';
import { apiKeyKeys } from './api-keys.queries.ts';
import { KeyReveal } from './key-reveal.tsx';

/** Addresses typed one per line or separated by commas or spaces. */
const splitIps = (text: string) => text.split(/[\s,،]+/).filter(Boolean);

/** A new key: title and allowed IPs, then the whole key shown this once. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [ips, setIps] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [made, setMade] = useState<string | null>(null);
  const { busy, error, run } = useSubmission();
  const close = () => {
    setTitle('');
    setIps('');
    setErrors({});
    setMade(null);
    onClose();
  };
  const submit = () => {
    const parsed = v.safeParse(ApiKeySchema, { title, ips: splitIps(ips) });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.issues) {
        const field = String(issue.path?.[0]?.key ?? 'title');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    void run(async () => {
      const key = await call(calls.apiKeyCreateCall, { body: parsed.output });
      setMade(key.key);
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
    });
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={made ? 'کلید API ساخته شد' : 'ساخت کلید API'}
      actions={
        made ? (
          <Button type="button" onClick={close}>
            کلید را ذخیره کردم
          </Button>
        ) : undefined
      }
    >
      {made ? (
        <div className={styles.form}>
          <p>
            این کلید را اکنون کپی و نگهداری کنید؛ پس از این فقط با کد تأیید پیامکی دوباره نمایش داده می‌شود.
          </p>
          <KeyReveal value={made} />
        </div>
      ) : (
        <Form className={styles.form} onSubmit={submit}>
          <TextField label="عنوان" value={title} onValueChange={setTitle} error={errors.title} />
          <TextField
            label="آی‌پی‌های مجاز"
            value={ips}
            onValueChange={setIps}
            error={errors.ips}
            ltr
            hint="اختیاری؛ چند آی‌پی را با ویرگول جدا کنید. خالی: از هر آی‌پی"
          />
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <OnlineSubmit busy={busy}>ساخت کلید</OnlineSubmit>
        </Form>
      )}
    </Dialog>
  );
}
