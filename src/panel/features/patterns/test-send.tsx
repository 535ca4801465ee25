import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber, toLocalMobile, toPersianDigits } from '../../../domain/index.ts';
import { patternTestSendCall } from '../../../domain/patterns/pattern-send.calls.ts';
import { checkPatternValue, type PatternTestSendData } from '../../../domain/patterns/pattern-send.schema.ts';
import type { PatternVariableOut } from '../../../domain/patterns/patterns.schema.ts';
import { accountKeys } from '../../lib/account.queries.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import type { FieldErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './patterns.css.ts';

type Props = {
  code: string;
  variables: readonly PatternVariableOut[];
  /** Only a confirmed version can be sent; otherwise this says why not yet. */
  sendable: boolean;
};

const placeholders: Record<PatternVariableOut['type'], string> = {
  string: '',
  integer: '12345',
  date: '1403/07/15',
};

/**
 * "Test send": one value per variable, checked as a pattern send checks it, sent to the user's own
 * mobile; the text the phone received is shown, with the send's report.
 */
export function TestSend({ code, variables, sendable }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<PatternTestSendData | null>(null);
  const { busy, error, run } = useSubmission(setErrors);

  const send = () => {
    const found: FieldErrors = {};
    const params: Record<string, string> = {};
    for (const variable of variables) {
      const result = checkPatternValue(variable, values[variable.name] ?? '');
      if (result.ok) params[variable.name] = result.value;
      else found[`params.${variable.name}`] = result.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void run(async () => {
      setSent(null);
      const answer = await call(patternTestSendCall, { params: { pattern_code: code }, body: { params } });
      setSent(answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.credit() });
    });
  };

  return (
    <section className={styles.card} aria-labelledby="test-send-title">
      <h2 id="test-send-title" className={styles.cardTitle}>
        ارسال آزمایشی
      </h2>
      {!sendable ? (
        <p className={styles.muted}>پس از تأیید الگو می‌توانید آن را آزمایشی به موبایل خودتان بفرستید.</p>
      ) : (
        <Form className={styles.form} onSubmit={send}>
          <p className={styles.muted}>
            الگو با مقدارهایی که می‌نویسید به شمارهٔ موبایل حساب شما فرستاده می‌شود و هزینهٔ یک پیامک دارد.
          </p>
          {variables.map((variable) => (
            <TextField
              key={variable.name}
              label={`مقدار ${variable.name}`}
              kind={variable.type === 'integer' ? 'numeric' : 'text'}
              ltr={variable.type !== 'string'}
              maxLength={variable.len}
              placeholder={placeholders[variable.type]}
              hint={`حداکثر ${formatNumber(variable.len)} نویسه`}
              value={values[variable.name] ?? ''}
              onValueChange={(value) => setValues((current) => ({ ...current, [variable.name]: value }))}
              error={errors[`params.${variable.name}`]}
            />
          ))}
          {error ? (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" size="large" busy={busy}>
              ارسال آزمایشی به موبایل من
            </Button>
          </div>
        </Form>
      )}
      {sent ? <Delivered sent={sent} /> : null}
    </section>
  );
}

function Delivered({ sent }: { sent: PatternTestSendData }) {
  return (
    <div className={styles.form} role="status">
      <p className={styles.notice}>
        فرستاده شد به <bdi dir="ltr">{toPersianDigits(toLocalMobile(sent.mobile) ?? sent.mobile)}</bdi>؛ متنی
        که گیرنده دریافت می‌کند:
      </p>
      <p className={styles.delivered} data-testid="delivered-text">
        {sent.text}
      </p>
      <Link to="/reports/$id" params={{ id: String(sent.bulk_id) }} className={styles.link}>
        گزارش این ارسال
      </Link>
    </div>
  );
}
