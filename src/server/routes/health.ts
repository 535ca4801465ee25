import { Hono } from 'hono';
import type { HealthData } from '../../domain/index.ts';
import type { Db } from '../db/client.ts';
import { ok } from '../services/respond.ts';

export function healthRoutes(db: Db) {
  return new Hono().get('/health', async (c) => {
    const [row] = await db.query<{ n: number; now: string }>(
      `select count(*)::int as n, to_char(now() at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS') as now
       from schema_migrations`,
    );
    const data: HealthData = {
      status: 'ok',
      database: db.kind,
      migrations: row?.n ?? 0,
      time: row?.now ?? '',
    };
    return ok(c, data);
  });
}
