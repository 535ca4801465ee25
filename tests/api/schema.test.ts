// Drizzle's tables (src/server/db/schema.ts) describe what the SQL migrations create: same tables,
// same columns, same nullability. The migrations stay the source; this catches a description that drifted.
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];

describe('the Drizzle description of the schema', () => {
  it.each(tables.map((table) => [getTableName(table), table] as const))(
    'matches the migrated table %s',
    async (name, table) => {
      const rows = await server.db.query<{ column_name: string; is_nullable: 'YES' | 'NO' }>(
        `select column_name, is_nullable from information_schema.columns
       where table_schema = current_schema() and table_name = $1 order by column_name`,
        [name],
      );
      const migrated = Object.fromEntries(rows.map((row) => [row.column_name, row.is_nullable === 'NO']));
      const described = Object.fromEntries(
        Object.values(getTableColumns(table))
          .map((column) => [column.name, column.notNull] as const)
          .sort(([a], [b]) => (a < b ? -1 : 1)),
      );
      expect(described).toEqual(migrated);
    },
  );
});
