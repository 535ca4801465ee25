import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatJalali, messages, parseJalali } from '../../../domain/index.ts';
import { isPayableAmount, transferQuote } from '../../../domain/wallet/wallet-money.rules.ts';
import { DatePicker } from '../../ui/date-picker.tsx';
import type { FieldErrors } from '../../ui/form.ts';
import { Form } from '../../ui/form-element.tsx';
import { OnlineSubmit } from '../../ui/online-submit.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import { AmountField } from './amount-field.tsx';
import { amountValue } from './amount-text.ts';
import { Breakdown } from './breakdown.tsx';
import { CardField, cardState } from './card-field.tsx';
import { CardOwnerLine, useCardOwner } from './card-owner.tsx';
import { MethodList } from './method-list.tsx';
import * as styles from './wallet.css.ts';
import {
  createBankSlip,
  createCardTransfer,
  paymentMethodsQuery,
  resultPageUrl,
  walletKeys,
} from './wallet.queries.ts';

type Kind = 'card' | 'slip';

const now = () => formatJalali(new Date(), true, { digits: 'latin' });

/**
 * A transfer made outside the panel, told to the provider: card to card (the payer's card, its owner
 * shown before sending) or a bank slip. It waits as pending until the provider approves it; the wallet
 * then gets the amount less 10%.
 */
export function TransferForm({ kind }: { kind: Kind }) {
  const queryClient = useQueryClient();
  const name = useId();
  const methods = useQuery(paymentMethodsQuery());
  const targets = (methods.data ?? []).filter((m) => m.kind === (kind === 'card' ? 'card' : 'account'));
  const [chosen, setChosen] = useState<number | null>(null);
  const target = targets.find((m) => m.id === chosen) ?? (targets.length === 1 ? targets[0] : undefined);
  const [card, setCard] = useState('');
  const [digits, setDigits] = useState('');
  const [time, setTime] = useState(now);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const { busy, error, setError, run } = useSubmission(setErrors);
  const owner = useCardOwner(card, kind === 'card' && cardState(card) === 'valid');
  const amount = amountValue(digits);
  const quote = amount && isPayableAmount(amount) ? transferQuote(amount) : null;
  const edit = (key: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setDone(false);
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!target) found.target = kind === 'card' ? 'کارت مقصد را انتخاب کنید' : 'حساب مقصد را انتخاب کنید';
    if (kind === 'card' && cardState(card) !== 'valid') found.source_card = messages.wrongCardNumber;
    if (amount === null) found.amount = messages.required;
    else if (!isPayableAmount(amount)) found.amount = messages.minPayment;
    if (!parseJalali(time)) found.submitted_at = messages.invalidDate;
    if (!reference) found.reference_code = messages.required;
    return found;
  };
  const submit = () =>
    void run(async () => {
      const found = check();
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      // The owner's name is shown before anything is sent: a wrong card is caught by the payer.
      if (kind === 'card' && owner.status !== 'success') {
        setError('صبر کنید تا نام دارنده کارت نمایش داده شود.');
        return;
      }
      const submittedAt = (parseJalali(time) as Date).toISOString();
      const common = {
        amount: amount as number,
        reference_code: reference,
        submitted_at: submittedAt,
        ui_callback: resultPageUrl(),
      };
      const key = crypto.randomUUID();
      if (kind === 'card')
        await createCardTransfer({ ...common, source_card: card, target: target?.number ?? '' }, key);
      else await createBankSlip({ ...common, target: target?.sheba ?? target?.number ?? '' }, key);
      setDone(true);
      setCard('');
      setDigits('');
      setReference('');
      setTime(now());
      // A transfer sent refreshes the transactions list too, beside the pending transfers.
      void queryClient.invalidateQueries({ queryKey: walletKeys.pending() });
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
    });
  return (
    <Form className={styles.form} onSubmit={submit}>
      <div className={styles.form}>
        <p className={styles.muted}>
          {kind === 'card'
            ? 'مبلغ را به یکی از این کارت‌ها منتقل کنید، سپس مشخصات انتقال را ثبت کنید.'
            : 'مبلغ را به این حساب واریز کنید، سپس شماره فیش را ثبت کنید.'}
        </p>
        <MethodList methods={targets} chosen={target?.id ?? null} onChoose={setChosen} name={name} />
        {errors.target ? <p className={styles.alert}>{errors.target}</p> : null}
      </div>
      {kind === 'card' ? (
        <div className={styles.form}>
          <CardField
            label="شماره کارت مبدأ"
            digits={card}
            onDigits={edit('source_card', setCard)}
            error={errors.source_card}
          />
          <CardOwnerLine owner={owner} />
        </div>
      ) : null}
      <div className={styles.twoColumns}>
        <AmountField
          label="مبلغ واریزی (ریال)"
          digits={digits}
          onDigits={edit('amount', setDigits)}
          error={errors.amount}
        />
        <DatePicker
          label={kind === 'card' ? 'زمان انتقال' : 'زمان واریز'}
          value={time}
          onChange={edit('submitted_at', setTime)}
          withTime
          error={errors.submitted_at}
        />
      </div>
      <TextField
        label={kind === 'card' ? 'شماره پیگیری' : 'شماره فیش'}
        kind="numeric"
        autoComplete="off"
        value={reference}
        onValueChange={edit('reference_code', setReference)}
        error={errors.reference_code}
      />
      {quote ? (
        <Breakdown
          lines={[
            { term: 'مبلغ واریزی', rials: quote.amount },
            { term: 'کسر ۱۰٪', rials: quote.deduction },
            { term: 'افزایش اعتبار پس از تأیید', rials: quote.credited, strong: true },
          ]}
        />
      ) : (
        <p className={styles.muted}>
          {messages.minPayment}؛ پس از تأیید، مبلغ با کسر ۱۰٪ به کیف پول اضافه می‌شود.
        </p>
      )}
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className={styles.notice} role="status">
          {messages.transferSubmitted}
        </p>
      ) : null}
      <OnlineSubmit size="large" busy={busy}>
        {kind === 'card' ? 'ثبت کارت به کارت' : 'ثبت فیش واریزی'}
      </OnlineSubmit>
    </Form>
  );
}
