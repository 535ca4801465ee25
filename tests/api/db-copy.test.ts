// Db.copyRows writes what a multi-row insert would, whatever the text holds: COPY's own delimiters
// (tab, newline, backslash, its \N), Persian and other scripts, nulls, numbers and times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../src/server/db/client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-server.ts';

let database: TestDatabase;
let db: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDb(database.target);
  await db.exec('create table copied (id int, body text, at timestamptz, n bigint, ok boolean)');
});
afterAll(async () => {
  await db.close();
  await database.drop();
});

describe('Db.copyRows', () => {
  it('keeps every value as it was, delimiters and all', async () => {
    const at = new Date('2026-11-27T10:15:30.123Z');
    const bodies = [
      'tab\there',
      'line\nbreak and\r\nreturn',
      'back\\slash \\N \\t literal',
      '\\N',
      '{\n  "message": "انجام شد",\n  "mobile": "۰۹۱۲۳۴۵۶۷۸۹"\n}',
      '\u200f\u00a0ك ي 😀',
      '',
      null,
    ];
    await db.copyRows(
      'copied',
      ['id', 'body', 'at', 'n', 'ok'],
      bodies.map((body, i) => [i, body, at, 9_007_199_254_740_991 - i, i % 2 === 0]),
    );
    const rows = await db.query<{ id: number; body: string | null; at: Date; n: string; ok: boolean }>(
      'select id, body, at, n::text as n, ok from copied order by id',
    );
    expect(rows.map((r) => r.body)).toEqual(bodies);
    expect(rows.every((r) => new Date(r.at).getTime() === at.getTime())).toBe(true);
    expect(rows[0]?.n).toBe('9007199254740991');
    expect(rows.map((r) => r.ok)).toEqual(bodies.map((_, i) => i % 2 === 0));
  });

  it('writes nothing for no rows', async () => {
    await db.copyRows('copied', ['id'], []);
    const [row] = await db.query<{ n: number }>('select count(*)::int as n from copied');
    expect(row?.n).toBe(8);
  });
});
