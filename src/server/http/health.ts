import type { HealthData } from '../../domain/core/envelope.ts';
import type { Db } from '../db/client.ts';

export async function health(db: Db): Promise<HealthData> {
  const [row] = await db.query<{ n: number; now: string }>(
    `select count(*)::int as n, to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS') as now
     from schema_migrations`,
  );
  return { status: 'ok', database: db.kind, migrations: row?.n ?? 0, time: row?.now ?? '' };
}
