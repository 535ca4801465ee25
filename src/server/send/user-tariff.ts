// The published tariff: per range of the user's lines, the price of one part to MCI and to the other
// operators, from the same tariffs every send is priced with.
import {
  FIRST_OPERATOR,
  OFF_FIRST_OPERATOR_EXTRA_PERCENT,
  OPERATORS,
  percentOf,
} from '../../domain/index.ts';
import type { UserTariffRow } from '../../domain/send/send-banks.schema.ts';
import type { Queryable } from '../db/client.ts';
import { loadTariffs } from './send-prepare.ts';
import { senderLines } from './sender-lines.ts';

/** Rials as the published API writes them: "1330.0". */
const written = (rials: number) => rials.toFixed(1);

export async function userTariff(db: Queryable, userId: number): Promise<UserTariffRow[]> {
  const tariffs = await loadTariffs(db);
  const ranges = [...new Set((await senderLines(db, userId)).map((line) => line.operator_id))];
  // The others' row is what a part costs at most off the first operator, surcharge included.
  const other = (encoding: 'ucs2' | 'gsm7') =>
    Math.max(
      ...OPERATORS.filter((op) => op !== FIRST_OPERATOR).map((op) => {
        const tariff = tariffs[op][encoding];
        return tariff + percentOf(tariff, OFF_FIRST_OPERATOR_EXTRA_PERCENT, 'up');
      }),
    );
  const mci = tariffs[FIRST_OPERATOR];
  return ranges.flatMap((range) => {
    const name = `${range}000`;
    return [
      { operator_id: range, name, persian_mci: written(mci.ucs2), english_mci: written(mci.gsm7) },
      {
        operator_id: range,
        name,
        persian_other: written(other('ucs2')),
        english_other: written(other('gsm7')),
      },
    ];
  });
}
