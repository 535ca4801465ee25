import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, outboxStateLabels, toPersianDigits } from '../../../domain/index.ts';
import { useMay } from '../../lib/permissions.ts';
import { senderLinesQuery } from '../../lib/sender-lines.queries.ts';
import { Button } from '../../ui/button.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import type { ReportSearch } from './report-lists.queries.ts';
import { REPORT_FILTER_KEYS } from './report-lists.queries.ts';
import * as styles from './reports-list.css.ts';

/**
 * The documented new_list filters, bound to the URL: line, send id, date ranges, count, text, state;
 * behind a button that says how many are in use.
 */
export function ReportFilters({ search }: { search: ReportSearch }) {
  // The lines are the sender's list: a colleague who may not send types the line instead of picking it.
  const mayPickLine = useMay()('send.sms');
  const lines = useQuery({ ...senderLinesQuery(), enabled: mayPickLine });
  const active = REPORT_FILTER_KEYS.filter((key) => (search[key] ?? '') !== '').length;
  // Folded until wanted, so the list is what the screen opens on; open while filters are in use.
  const [chosen, setOpen] = useState<boolean | null>(null);
  const open = chosen ?? active > 0;
  const filters: FilterDef[] = [
    mayPickLine
      ? {
          type: 'options',
          key: 'line',
          title: 'خط ارسال',
          options: (lines.data ?? []).map((line) => ({
            value: line.number,
            label: `${line.title} (${toPersianDigits(line.number.replace(/^\+98/, ''))})`,
          })),
        }
      : { type: 'search', key: 'line', title: 'خط ارسال' },
    { type: 'search', key: 'id', title: 'شناسهٔ ارسال' },
    { type: 'search', key: 'text', title: 'متن پیام' },
    {
      type: 'options',
      key: 'state',
      title: 'وضعیت',
      options: outboxStateLabels.map((label, id) => ({ value: String(id), label })),
    },
    { type: 'date_range', key: 'created', title: 'تاریخ ایجاد', from: 'created_from', to: 'created_to' },
    { type: 'date_range', key: 'sent', title: 'تاریخ ارسال', from: 'sent_from', to: 'sent_to' },
    {
      type: 'search_range',
      key: 'count',
      title: 'تعداد گیرندگان ارسال‌شده',
      from: 'count_from',
      to: 'count_to',
    },
  ];
  return (
    <div className={styles.filters}>
      <Button
        variant="secondary"
        size="large"
        className={styles.filterToggle}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {active > 0 ? `فیلترها (${formatNumber(active)})` : 'فیلترها'}
      </Button>
      {open ? <FilterBar filters={filters} /> : null}
    </div>
  );
}
