import { useQuery } from '@tanstack/react-query';
import { formatRials, toPersianDigits } from '../../../domain/index.ts';
import type { UserTariffRow } from '../../../domain/send/send-banks.schema.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { userTariffQuery } from './user-tariff.queries.ts';

/** One range of lines: its two published rows (to MCI, to the others) side by side. */
type Range = {
  id: number;
  name: string;
  persianMci: string;
  englishMci: string;
  persianOther: string;
  englishOther: string;
};

function ranges(rows: readonly UserTariffRow[]): Range[] {
  const byId = new Map<number, Range>();
  for (const row of rows) {
    const range = byId.get(row.operator_id) ?? {
      id: row.operator_id,
      name: row.name,
      persianMci: '',
      englishMci: '',
      persianOther: '',
      englishOther: '',
    };
    if ('persian_mci' in row)
      Object.assign(range, { persianMci: row.persian_mci, englishMci: row.english_mci });
    else Object.assign(range, { persianOther: row.persian_other, englishOther: row.english_other });
    byId.set(row.operator_id, range);
  }
  return [...byId.values()];
}

const price = (written: string) => (written === '' ? '—' : formatRials(Number(written)));

const columns: readonly Column<Range>[] = [
  // A range's name is a line prefix (3000), not an amount: Persian digits, no grouping.
  { key: 'name', title: 'خطوط', cell: (r) => <bdi dir="ltr">{toPersianDigits(r.name)}</bdi> },
  { key: 'persian-mci', title: 'فارسی به همراه اول', cell: (r) => price(r.persianMci) },
  { key: 'english-mci', title: 'انگلیسی به همراه اول', cell: (r) => price(r.englishMci) },
  { key: 'persian-other', title: 'فارسی به سایر اپراتورها', cell: (r) => price(r.persianOther) },
  { key: 'english-other', title: 'انگلیسی به سایر اپراتورها', cell: (r) => price(r.englishOther) },
];

/** The price of one SMS part by the user's line ranges, as user/get_tariff answers it. */
export function TariffTable() {
  const tariff = useQuery(userTariffQuery());
  return (
    <DataTable
      caption="تعرفهٔ هر بخش پیامک"
      columns={columns}
      rows={tariff.data ? ranges(tariff.data) : undefined}
      rowKey={(r) => r.id}
      status={tariff.status}
      onRetry={() => void tariff.refetch()}
    />
  );
}
