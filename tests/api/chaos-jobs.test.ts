// A process killed in the middle of a big contact import and an export loses neither. On PostgreSQL,
// two server processes share one database and one files folder (DATA_DIR, as a deployment shares a
// volume); one is asked for a 200,000-row import into a book and an export of a 50,000-contact book,
// and is killed with SIGKILL (no drain, no cleanup) while both are under way. Once its lease runs
// out the other takes both over from what their rows keep (the stored upload, the batches written, the
// export's params) and finishes them: every contact imported once, the counts those of one clean run,
// the file whole, and the panel's progress at 100%.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { client, newPerson } from './helpers/client.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { createTestDatabase } from './helpers/test-server.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 60_000 });

const CONTACTS = 200_000;
/** The exported book: a few seconds of writing, the import still under way when it starts. */
const EXPORTED = 50_000;
/** Short, so that the test waits seconds for the takeover, not the production minute. */
const LEASE_MS = 3_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms = 120_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await sleep(20);
  }
}

// Several processes need a database they share: only the PostgreSQL lane runs this file (vitest.config.ts).
describe('a process killed in the middle of a 200,000-row import and an export', () => {
  it('leaves both to the other, which finishes each once, from what their rows keep', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const url = 'url' in database.target ? database.target.url : '';
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    cleanups.push(() => db.end());
    const dataDir = mkdtempSync(join(tmpdir(), 'payamak-chaos-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));

    const env = { DATA_DIR: dataDir, JOB_LEASE_MS: String(LEASE_MS) };
    const [doomed, survivor] = await Promise.all([
      startServerProcess(url, cleanups, env),
      startServerProcess(url, cleanups, env),
    ]);
    const person = newPerson();
    const token = (await client(survivor.url).register(person)).data.token as string;
    const [user] = (
      await db.query<{ id: number }>('select id::int as id from users where username = $1', [person.username])
    ).rows;
    const book = async (title: string) =>
      (
        await db.query<{ id: number }>(
          `insert into phonebooks (user_id, title, created_at, updated_at) values ($1, $2, now(), now())
           returning id::int as id`,
          [user?.id, title],
        )
      ).rows[0]?.id as number;
    const full = await book('مشتریان تهران');
    const target = await book('نمایشگاه پاییز');
    await db.query(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
       select $1, $2, '98912' || lpad(i::text, 7, '0'), '', 'مشتری ' || i, '', '{}'::jsonb, now(), now()
       from generate_series(1, $3) as i`,
      [full, user?.id, EXPORTED],
    );

    // The import first; the export once the import is writing; the kill once both are.
    const doomedApi = client(doomed.url);
    const mobiles = Array.from({ length: CONTACTS }, (_, i) => `0935${String(1_000_000 + i)}`);
    const upload = new FormData();
    upload.append('file', new Blob([`شماره\n${mobiles.join('\n')}\n`], { type: 'text/csv' }), 'نمایشگاه.csv');
    upload.append('header', 'true');
    const asked = Date.now();
    const imported = await doomedApi.form(`/phonebooks/${target}/import`, upload, token);
    expect(imported.status, JSON.stringify(imported.meta)).toBe(200);
    type ImportState = { id: number; state: string; batches: number };
    const job = async () =>
      (
        await db.query<ImportState>(
          `select i.id::int as id, i.state,
             (select count(*)::int from contact_import_batches b where b.import_id = i.id) as batches
           from contact_imports i where i.phonebook_id = $1`,
          [target],
        )
      ).rows[0] as ImportState;
    await until('the import writing', job, (j) => j.batches >= 1);
    const importWriting = Date.now() - asked;

    const exported = await doomedApi.get(`/phonebooks/${full}/export?format=csv`, token);
    expect(exported.status, JSON.stringify(exported.meta)).toBeLessThan(300);
    type FileState = { id: number; state: string; progress: number; row_count: number; attempts: number };
    const file = async () =>
      (
        await db.query<FileState>(
          `select id::int as id, state, progress::int as progress, row_count::int as row_count,
             attempts::int as attempts from user_files where user_id = $1`,
          [user?.id],
        )
      ).rows[0] as FileState;
    await until('the export writing', file, (f) => f.row_count > 0);
    console.log(`import writing after ${importWriting} ms; export writing after ${Date.now() - asked} ms`);

    const killedAt = Date.now();
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBeNull();
    // Both were under way when it died.
    const atKill = { file: await file(), job: await job() };
    expect(atKill.file.state).toBe('running');
    expect(atKill.job.state).toBe('running');

    // The survivor takes both over once the lease runs out, and finishes them.
    const survivorApi = client(survivor.url);
    const last = await until(
      'the import done',
      async () => (await survivorApi.get(`/phonebooks/${target}/import/last`, token)).data,
      (j) => j?.state !== 'running',
    );
    const importDoneMs = Date.now() - killedAt;
    expect(last).toMatchObject({ state: 'done', progress: 100, total: CONTACTS, added: CONTACTS, merged: 0 });
    const members = (
      await db.query<{ n: number; distinct: number; count: number }>(
        `select count(*)::int as n, count(distinct mobile)::int as distinct,
           (select member_count from phonebooks where id = $1) as count
         from phonebook_numbers where phonebook_id = $1`,
        [target],
      )
    ).rows[0];
    expect(members).toEqual({ n: CONTACTS, distinct: CONTACTS, count: CONTACTS });
    expect((await db.query('select 1 from contact_import_batches')).rows).toEqual([]);

    const done = await until('the export done', file, (f) => f.state !== 'running');
    const exportDoneMs = Date.now() - killedAt;
    expect(done).toMatchObject({ state: 'ready', progress: 100, row_count: EXPORTED, attempts: 1 });
    const listed = (await survivorApi.get('/user/files', token)).data;
    expect(listed).toMatchObject([{ id: done.id, state: 'ready', progress: 100, rows: EXPORTED }]);
    const response = await fetch(`${survivor.url}/v1/api/download?id=${done.id}`, {
      headers: { Authorization: token },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split('\r\n');
    // The header, then every contact once.
    expect(lines).toHaveLength(EXPORTED + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(EXPORTED);
    console.log(
      `chaos (jobs): killed with the export at ${atKill.file.row_count} of ${EXPORTED} rows and the import ` +
        `at ${atKill.job.batches} batches written; the other process finished both ` +
        `${(importDoneMs / 1000).toFixed(1)} s (import) and ${(exportDoneMs / 1000).toFixed(1)} s (export) ` +
        `after the kill, with a lease of ${LEASE_MS / 1000} s`,
    );
  });
});
