import { afterEach, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { migrations } from '../../src/server/db/migrations.ts';
import { apiDb, createTestDatabase, type TestDatabase } from './helpers/test-server.ts';

let database: TestDatabase;
const open: Db[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
  await database.drop();
});

// Each test builds the whole schema from nothing (three times over in the last), which on a loaded
// machine outlasts the lane's 30 s default; the work is bounded, so a longer allowance hides nothing.
describe('migrations', { timeout: 120_000 }, () => {
  it('apply once, and a second start applies nothing again', async () => {
    database = await createTestDatabase();
    const db = await openDb(database.target);
    open.push(db);
    expect(await migrate(db)).toBe(migrations.length);
    expect(await migrate(db)).toBe(migrations.length);
    const rows = await db.query<{ id: string }>('select id from schema_migrations order by id');
    expect(rows.map((row) => row.id)).toEqual(migrations.map((m) => m.id));
  });

  it('roll back a failing migration whole', async () => {
    database = await createTestDatabase();
    const db = await openDb(database.target);
    open.push(db);
    const broken = [
      ...migrations,
      { id: '9999_broken', sql: 'create table half_done (id int); select no_such_function();' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const tables = await db.query("select 1 from information_schema.tables where table_name = 'half_done'");
    expect(tables).toHaveLength(0);
  });

  it('let several processes start at once on one database', async () => {
    database = await createTestDatabase();
    // PostgreSQL: three pools, as three server processes would have. PGlite is one process's
    // embedded database: three concurrent starts on the same handle.
    const first = await openDb(database.target);
    const others = apiDb() === 'postgres' ? await Promise.all([1, 2].map(() => openDb(database.target))) : [];
    open.push(first, ...others);
    const dbs = apiDb() === 'postgres' ? [first, ...others] : [first, first, first];
    const counts = await Promise.all(dbs.map((db) => migrate(db)));
    expect(counts).toEqual([migrations.length, migrations.length, migrations.length]);
  });
});
