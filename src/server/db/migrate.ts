import type { Db } from './client.ts';
import { migrations as all, type Migration } from './migrations.ts';

// Any fixed number: it only has to be the same in every server process sharing one database.
const MIGRATION_LOCK = 7_264_225;

/** Applies the pending migrations, each in its own transaction; returns how many are applied in all. */
export async function migrate(db: Db, migrations: Migration[] = all): Promise<number> {
  // `create table if not exists` races under concurrent starts on PostgreSQL: take the lock first.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key, applied_at timestamptz not null default now())`);
  });
  for (const migration of migrations) {
    await db.transaction(async (tx) => {
      // Several processes may start at once on one PostgreSQL: one migrates, the others wait and skip.
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('select 1 from schema_migrations where id = $1', [migration.id]);
      if (done.length > 0) return;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
  return row?.n ?? 0;
}
