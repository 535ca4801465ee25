// The API-call log's table in a database of its own (PGlite's, call-log-store.ts) is the table the
// server's migrations leave in its own database (PostgreSQL's): the same columns, types and indexes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { OWN_CALL_LOG_SCHEMA } from '../../src/server/developers/call-log-store.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-server.ts';

let database: TestDatabase;
let migrated: Db;
let own: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  migrated = await openDb(database.target);
  await migrate(migrated);
  own = await openDb({ memory: true });
  await own.exec(OWN_CALL_LOG_SCHEMA);
});
afterAll(async () => {
  await own.close();
  await migrated.close();
  await database.drop();
});

const shape = async (db: Db) => ({
  columns: await db.query(
    `select column_name, data_type, is_nullable, column_default from information_schema.columns
     where table_name = 'api_calls' order by ordinal_position`,
  ),
  indexes: await db.query(
    `select indexname, indexdef from pg_indexes where tablename = 'api_calls' order by indexname`,
  ),
  // Nullability is the columns' (PostgreSQL 18 lists it among the constraints, 15 does not).
  constraints: await db.query(
    `select conname, contype from pg_constraint where conrelid = 'api_calls'::regclass and contype <> 'n' order by conname`,
  ),
});

describe('the API-call log’s own table', () => {
  it('is the migrated one', async () => {
    const [mine, theirs] = [await shape(own), await shape(migrated)];
    expect(mine.indexes.length).toBe(4);
    expect(mine).toEqual(theirs);
  });
});
