// The hand-written row mappers follow the migrated tables: userFromRow reads every column of `users`
// and none it lacks, and CHALLENGE_COLUMNS names every column of `otp_challenges`. A migration that
// adds, drops or renames a column fails here rather than as an undefined field in a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_COLUMNS } from '../../src/server/auth/otp.ts';
import { userFromRow } from '../../src/server/auth/sessions.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function columnsOf(table: string) {
  const rows = await server.db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = current_schema() and table_name = $1 order by column_name`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

describe('the row mappers', () => {
  it('map every column of users, and only those', async () => {
    const read = new Set<string>();
    const row = new Proxy({} as Record<string, unknown>, {
      get: (_, key) => {
        if (typeof key === 'string') read.add(key);
        return null;
      },
    });
    userFromRow(row);
    expect([...read].sort()).toEqual(await columnsOf('users'));
  });

  it('select every column of otp_challenges', async () => {
    const named = CHALLENGE_COLUMNS.split(',').map((part) => part.trim().split(/[\s:]/)[0] ?? '');
    expect(named.sort()).toEqual(await columnsOf('otp_challenges'));
    // And the list is valid SQL against the migrated table.
    await server.db.query(`select ${CHALLENGE_COLUMNS} from otp_challenges limit 0`);
  });
});
