import { useId, useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { formatNumber, messages, parsePastedNumbers, toPersianDigits } from '../../../domain/index.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as boxStyles from '../../ui/number-entry.css.ts';
import { ToggleChips } from '../../ui/toggle-chips.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './contacts.css.ts';

/** What an entry blocks: sends to the number, its messages to the inbox, or both. */
export type BlacklistKind = 'send' | 'receive' | 'both';
export const BLACKLIST_KINDS: readonly { value: BlacklistKind; label: string }[] = [
  { value: 'send', label: 'ارسال' },
  { value: 'receive', label: 'دریافت' },
  { value: 'both', label: 'ارسال و دریافت' },
];
/** An entry's kind from its two flags. */
export const kindOf = (e: { is_send_blacklist: boolean; is_receive_blacklist: boolean }): BlacklistKind =>
  e.is_send_blacklist && e.is_receive_blacklist ? 'both' : e.is_receive_blacklist ? 'receive' : 'send';
const KIND_HINTS: Record<BlacklistKind, string> = {
  send: 'پیامکی به این شماره‌ها فرستاده نمی‌شود.',
  receive: 'پیامک‌های این شماره‌ها به صندوق دریافت نمی‌رسد و دور ریخته می‌شود.',
  both: 'پیامکی به این شماره‌ها فرستاده نمی‌شود و پیامک‌هایشان هم به صندوق دریافت نمی‌رسد.',
};

/**
 * Numbers typed or pasted (one per line or comma separated, any digit script) go on the blacklist.
 * The ones that are not mobiles are shown back and stay in the box; the text is kept if the call fails.
 */
export function BlacklistAddDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (message: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [kind, setKind] = useState<BlacklistKind>('send');
  const { busy, error, setError, run } = useSubmission();
  const parsed = parsePastedNumbers(text);
  const close = () => {
    setError('');
    onClose();
  };
  const add = () =>
    void run(async () => {
      if (parsed.valid.length === 0) throw new Error(messages.noNumberEntered);
      const body = {
        numbers: parsed.valid,
        is_send_blacklist: kind !== 'receive',
        is_receive_blacklist: kind !== 'send',
      };
      // Offline the numbers wait in the outbox (the list shows them at once, marked); what is not a
      // mobile stays in the box for the user to correct either way.
      const written = await writeOrQueue(
        calls.blacklistAddCall,
        { body },
        {
          kind: 'blacklist.add',
          label: `افزودن ${formatNumber(parsed.valid.length)} شماره به لیست سیاه`,
          detail: { numbers: parsed.valid },
        },
      );
      if (written.queued) {
        onAdded(messages.keptForNetwork);
        setText(parsed.invalid.join('\n'));
        if (parsed.invalid.length === 0) close();
        else setError(`${formatNumber(parsed.invalid.length)} مورد شمارهٔ موبایل معتبر نیست و افزوده نشد`);
        return;
      }
      const result = written.data;
      const refused = result.refused.map((r) => r.number);
      const parts = [contactMessages.blacklisted(result.added)];
      if (result.existences > 0)
        parts.push(`${formatNumber(result.existences)} شماره از پیش در لیست بود و نوعش به‌روز شد`);
      onAdded(parts.join('؛ '));
      // What was not taken stays for the user to correct; the rest is done.
      const left = [...parsed.invalid, ...refused];
      setText(left.join('\n'));
      if (left.length === 0) close();
      else setError(`${formatNumber(left.length)} مورد شمارهٔ موبایل معتبر نیست و افزوده نشد`);
    });
  return (
    <Dialog
      open={open}
      onClose={close}
      title="افزودن به لیست سیاه"
      actions={
        <div className={styles.actions}>
          <Button busy={busy} disabled={parsed.valid.length === 0} onClick={add}>
            افزودن {formatNumber(parsed.valid.length)} شماره
          </Button>
          <Button variant="secondary" onClick={close}>
            انصراف
          </Button>
        </div>
      }
    >
      <p className={styles.cardTitle}>مسدود شدن</p>
      <ToggleChips label="مسدود شدن" options={BLACKLIST_KINDS} value={kind} onChange={setKind} />
      <p className={styles.muted}>{KIND_HINTS[kind]}</p>
      <label htmlFor={id}>شماره‌ها (هر خط یک شماره، یا جدا با ویرگول)</label>
      <textarea
        id={id}
        className={boxStyles.textarea}
        dir="ltr"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {parsed.overflow > 0 ? <p className={boxStyles.warning}>{messages.tooManyPastedNumbers}</p> : null}
      {parsed.invalid.length > 0 ? (
        <div>
          <h3 className={boxStyles.boxTitle}>شماره‌های نامعتبر ({formatNumber(parsed.invalid.length)})</h3>
          <ul className={boxStyles.box} aria-label="شماره‌های نامعتبر">
            {parsed.invalid.map((item) => (
              <li key={item}>
                <bdi dir="ltr">{toPersianDigits(item)}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
