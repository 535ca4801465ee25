import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { senderLineDialled, toPersianDigits } from '../../../domain/index.ts';
import { senderLinesQuery } from '../../lib/sender-lines.queries.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { LineAgreements } from './line-agreements.tsx';
import * as styles from './send.css.ts';
import { sendKeys, setDefaultLine } from './send.queries.ts';

type Props = { value: string; onChange: (lineId: string) => void; error?: string | undefined };

/** The sender line, preselected to the account's default, which can be changed here. */
export function SenderLine({ value, onChange, error }: Props) {
  const queryClient = useQueryClient();
  const lines = useQuery(senderLinesQuery());
  const list = lines.data ?? [];
  const fallback = String(list.find((l) => l.is_default)?.id ?? list[0]?.id ?? '');
  useEffect(() => {
    if (!value && fallback) onChange(fallback);
  }, [value, fallback, onChange]);
  const makeDefault = useMutation({
    mutationFn: setDefaultLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendKeys.lines() }),
  });
  const isDefault = list.some((l) => String(l.id) === value && l.is_default);
  return (
    <div className={styles.row}>
      <div className={styles.grow}>
        <Select
          label="خط ارسال"
          value={value ? [value] : []}
          onChange={(next) => onChange(next[0] ?? '')}
          options={list.map((l) => ({
            value: String(l.id),
            label: `${toPersianDigits(senderLineDialled(l.number))}${l.title ? ` · ${l.title}` : ''}${l.is_default ? ' (پیش‌فرض)' : ''}`,
          }))}
        />
        {error ? <p className={styles.error}>{error}</p> : null}
        {lines.isError ? <p className={styles.error}>{lines.error.message}</p> : null}
        {value ? <LineAgreements key={value} lineId={value} /> : null}
      </div>
      {value && !isDefault ? (
        <Button
          variant="ghost"
          busy={makeDefault.isPending}
          onClick={() => makeDefault.mutate(Number(value))}
        >
          خط پیش‌فرض شود
        </Button>
      ) : null}
    </div>
  );
}
