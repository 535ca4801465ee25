// Many rows in one `insert … values (…), (…)`: the seeds write hundreds of rows at a time.
import type { Queryable } from './client.ts';

/**
 * Inserts `rows` (each a value per column, in `columns`' order) into `table`, in chunks small enough
 * for PostgreSQL's 65,535 parameters; answers the rows `returning` asks for, in the rows' order.
 */
export async function insertRows<T extends object = Record<string, never>>(
  db: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  returning?: string,
): Promise<T[]> {
  const out: T[] = [];
  const chunk = Math.max(1, Math.floor(60_000 / columns.length));
  for (let k = 0; k < rows.length; k += chunk) {
    const part = rows.slice(k, k + chunk);
    const values = part.map(
      (_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    out.push(
      ...(await db.query<T>(
        `insert into ${table} (${columns.join(', ')}) values ${values.join(', ')}${returning ? ` returning ${returning}` : ''}`,
        part.flat(),
      )),
    );
  }
  return out;
}
