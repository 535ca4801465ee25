// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Contacts in and out of files: an import answers at once and runs on the server (added, merged and
// refused counted, feature values stored by their type, the answer announced live), the sample names
// the book's columns in Persian, exports of a book and of a search read back, another user's book is
// unknown (404), and a bad mapping or file is refused in Persian.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_IMPORT_DONE_EVENT,
  contactFileMessages,
} from '../../src/domain/contacts/contacts-files.schema.ts';
import { fileImportMessages } from '../../src/domain/core/file-import/file-import.messages.ts';
import { fileMessages } from '../../src/domain/files/files.schema.ts';
import { contactImportsIdle, IMPORT_BATCH } from '../../src/server/contacts/contact-import.ts';
import { MAX_ATTEMPTS } from '../../src/server/jobs/job-leases.ts';
import { client, newPerson } from './helpers/client.ts';
import { openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let owner: { token: string; id: number };
let stranger: { token: string; id: number };
let book: number;
let other: number;
let features: { city: number; birthday: number; children: number };

async function person() {
  const body = newPerson();
  const token = (await api.register(body)).data.token as string;
  const [row] = await server.db.query<{ id: number }>('select id::int as id from users where username = $1', [
    body.username,
  ]);
  return { token, id: (row as { id: number }).id };
}

async function makeBook(userId: number, title: string) {
  const [row] = await server.db.query<{ id: number }>(
    `insert into phonebooks (user_id, title, created_at, updated_at) values ($1, $2, now(), now()) returning id::int as id`,
    [userId, title],
  );
  return (row as { id: number }).id;
}

async function makeFeature(userId: number, bookId: number, title: string, latin: string, type: string) {
  const [row] = await server.db.query<{ id: number }>(
    `insert into contact_options (user_id, title, latin_title, type, created_at) values ($1, $2, $3, $4, now())
     returning id::int as id`,
    [userId, title, latin, type],
  );
  const id = (row as { id: number }).id;
  await server.db.query('insert into phonebook_options (phonebook_id, option_id) values ($1, $2)', [
    bookId,
    id,
  ]);
  return id;
}

function form(file: Blob, name: string, fields: Record<string, unknown> = {}) {
  const body = new FormData();
  body.append('file', file, name);
  for (const [key, value] of Object.entries(fields))
    body.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  return body;
}

const csv = (text: string) => new Blob([text], { type: 'text/csv' });

async function importInto(bookId: number, body: FormData, token = owner.token) {
  const answer = await api.form(`/phonebooks/${bookId}/import`, body, token);
  await contactImportsIdle(server.db);
  return answer;
}

const last = async (bookId: number, token = owner.token) =>
  (await api.get(`/phonebooks/${bookId}/import/last`, token)).data;

const contacts = (bookId: number) =>
  server.db.query<{ mobile: string; pre: string; name: string; email: string; options: any }>(
    'select mobile, pre, name, email, options from phonebook_numbers where phonebook_id = $1 order by mobile',
    [bookId],
  );

beforeAll(async () => {
  server = await startTestServer({ sendWorker: false, exportProgressMs: 0 });
  api = client(server.url);
  owner = await person();
  stranger = await person();
  book = await makeBook(owner.id, 'مشتریان');
  other = await makeBook(stranger.id, 'دفترچهٔ دیگری');
  features = {
    city: await makeFeature(owner.id, book, 'شهر', 'city', 'string'),
    birthday: await makeFeature(owner.id, book, 'تاریخ تولد', 'birthday', 'date'),
    children: await makeFeature(owner.id, book, 'تعداد فرزندان', 'children', 'int'),
  };
});
afterAll(async () => {
  await server.close();
});

describe('import', () => {
  it('imports a csv with a mapping: added, refused with reasons, feature values by type', async () => {
    const socket = await openSocket(server.url, owner.token);
    const text = [
      'نام,موبایل,شهر,تولد,فرزندان,ایمیل',
      'مریم,09121110001,تهران,1370/01/15,2,maryam@example.com',
      'علی,۰۹۱۲۱۱۱۰۰۰۲,شیراز,1990-05-01,سه,نه-ایمیل',
      'رضا,12345,تبریز,,,',
      'سارا,,اصفهان,,,',
      'مریم دوباره,09121110001,,,,',
      'نیما,+989121110003,,1403/13/01,4,',
    ].join('\n');
    const mapping = {
      number: 1,
      name: 0,
      email: 5,
      features: { [features.city]: 2, [features.birthday]: 3, [features.children]: 4 },
    };
    const answer = await importInto(book, form(csv(text), 'contacts.csv', { mapping, header: '1' }));
    expect(answer.status, JSON.stringify(answer.meta)).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.meta.message).toBe(contactFileMessages.importStarted);
    const job = await last(book);
    expect(job).toMatchObject({ state: 'done', progress: 100, total: 6, added: 3, merged: 0, refused: 3 });
    const reasons = Object.fromEntries(job.refusals.map((r: any) => [r.reason, r.count]));
    expect(reasons).toMatchObject({
      [contactFileMessages.refusedInvalid]: 1,
      [contactFileMessages.refusedEmpty]: 1,
      [contactFileMessages.refusedDuplicate]: 1,
      [contactFileMessages.refusedInt]: 1,
      [contactFileMessages.refusedDate]: 1,
      [contactFileMessages.refusedEmail]: 1,
    });
    expect(job.refused_values).toBe(3);
    const rows = await contacts(book);
    expect(rows.map((r) => r.mobile)).toEqual(['989121110001', '989121110002', '989121110003']);
    expect(rows[0]).toMatchObject({ name: 'مریم', email: 'maryam@example.com' });
    expect(rows[0]?.options).toEqual({
      [features.city]: 'تهران',
      [features.birthday]: '1991-04-04',
      [features.children]: '2',
    });
    expect(rows[1]).toMatchObject({ name: 'علی', email: '' });
    expect(rows[1]?.options).toEqual({ [features.city]: 'شیراز', [features.birthday]: '1990-05-01' });
    expect(rows[2]?.options).toEqual({ [features.children]: '4' });
    const [count] = await server.db.query<{ n: number }>(
      'select member_count as n from phonebooks where id = $1',
      [book],
    );
    expect(count?.n).toBe(3);
    const done = await socket.next(CONTACT_IMPORT_DONE_EVENT);
    expect(done.data).toMatchObject({ phonebook_id: book, state: 'done', added: 3 });
    socket.ws.close();
  });

  it('merges numbers already in the book from an xlsx: non-empty cells update, blank ones keep', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('مخاطبان');
    sheet.addRow(['عنوان', 'شماره موبایل', 'نام', 'شهر']);
    sheet.addRow(['خانم', '09121110001', 'مریم رضایی', '']);
    sheet.addRow(['آقای', '09121110004', 'کاوه', 'رشت']);
    const bytes = await workbook.xlsx.writeBuffer();
    const answer = await importInto(
      book,
      form(new Blob([bytes]), 'contacts.xlsx', {
        mapping: { number: 1, pre: 0, name: 2, features: { [features.city]: 3 } },
      }),
    );
    expect(answer.status).toBe(200);
    expect(await last(book)).toMatchObject({ state: 'done', total: 2, added: 1, merged: 1, refused: 0 });
    const rows = await contacts(book);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({ pre: 'خانم', name: 'مریم رضایی', email: 'maryam@example.com' });
    expect(rows[0]?.options[features.city]).toBe('تهران');
    expect(rows[3]).toMatchObject({ mobile: '989121110004', pre: 'آقای', name: 'کاوه' });
  });

  it('takes a file without a mapping: the number column is found as the file send finds it', async () => {
    const answer = await importInto(book, form(csv('09121110005\n09121110006\n'), 'n.txt'));
    expect(answer.status).toBe(200);
    expect(await last(book)).toMatchObject({ state: 'done', added: 2 });
  });

  it('answers a file that cannot be read with the file send’s Persian message', async () => {
    await importInto(book, form(csv('نام,شهر\nعلی,تهران\nرضا,شیراز\n'), 'bad.csv'));
    expect(await last(book)).toMatchObject({
      state: 'failed',
      error: fileImportMessages['no-mobile-column'],
    });
    await importInto(book, form(new Blob([new Uint8Array([0x50, 0x4b, 1, 2, 3])]), 'x.xlsx'));
    expect(await last(book)).toMatchObject({ state: 'failed', error: fileImportMessages.damaged });
  });

  it('refuses a bad mapping, no file and an empty file in Persian, before anything runs', async () => {
    const before = await last(book);
    const cases: [FormData, string][] = [
      [form(csv('09121110001'), 'a.csv', { mapping: '{bad' }), contactFileMessages.invalidMapping],
      [form(csv('09121110001'), 'a.csv', { mapping: { name: 0 } }), contactFileMessages.numberColumnRequired],
      [
        form(csv('09121110001'), 'a.csv', { mapping: { number: 0, name: 0 } }),
        contactFileMessages.columnTwice,
      ],
      [
        form(csv('09121110001'), 'a.csv', { mapping: { number: 0, features: { 999999: 1 } } }),
        contactFileMessages.unknownFeature,
      ],
      [form(csv('09121110001'), 'a.csv', { header: 'شاید' }), contactFileMessages.invalidHeader],
      [form(csv(''), 'a.csv'), fileImportMessages.empty],
    ];
    for (const [body, message] of cases) {
      const answer = await api.form(`/phonebooks/${book}/import`, body, owner.token);
      expect(answer.status, message).toBe(422);
      expect(answer.meta.message).toBe(message);
    }
    const empty = new FormData();
    empty.append('header', '1');
    const none = await api.form(`/phonebooks/${book}/import`, empty, owner.token);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(contactFileMessages.fileRequired);
    expect((await last(book)).id).toBe(before.id);
  });

  it('knows no other user’s book: 404, nothing imported', async () => {
    const answer = await importInto(other, form(csv('09121110009'), 'a.csv'));
    expect(answer.status).toBe(404);
    expect(answer.meta.message).toBe(contactFileMessages.bookNotFound);
    expect((await api.get(`/phonebooks/${other}/import/last`, owner.token)).status).toBe(404);
    expect((await api.get(`/phonebooks/abc/import/last`, owner.token)).status).toBe(404);
    expect(await contacts(other)).toEqual([]);
  });

  it('takes over an import whose process died once its lease runs out: what it wrote is skipped, the counts the same', async () => {
    const target = await makeBook(owner.id, 'نیمه‌کاره');
    const batch = IMPORT_BATCH[server.db.kind];
    const rows = Math.floor(2.5 * batch);
    const mobiles = Array.from({ length: rows }, (_, i) => `0912${String(3_000_000 + i)}`);
    // What the dead process left: the stored upload, its row, and its first batch written with its
    // record, as one transaction writes them.
    const relative = join('imports', String(owner.id), 'dead.upload');
    mkdirSync(join(server.deps.exports.filesDir, 'imports', String(owner.id)), { recursive: true });
    writeFileSync(join(server.deps.exports.filesDir, relative), `شماره\n${mobiles.join('\n')}\n`);
    const [row] = (await server.db.query<{ id: number }>(
      `insert into contact_imports (user_id, phonebook_id, file_name, state, progress, created_at, lease_until,
         upload_path, header)
       values ($1, $2, 'x.csv', 'running', 50, now(), now() + interval '1 minute', $3, true)
       returning id::int as id`,
      [owner.id, target, relative],
    )) as [{ id: number }];
    await server.db.query(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
       select $1, $2, '98' || substr(m, 2), '', '', '', '{}'::jsonb, now(), now() from unnest($3::text[]) as m`,
      [target, owner.id, mobiles.slice(0, batch)],
    );
    await server.db.query(
      'insert into contact_import_batches (import_id, seq, added, merged) values ($1, 0, $2, 0)',
      [row.id, batch],
    );
    // Another import of the book is refused while it runs, and a process still up leaves it alone.
    const again = await api.form(
      `/phonebooks/${target}/import`,
      form(csv('09121110001'), 'a.csv'),
      owner.token,
    );
    expect(again.status).toBe(409);
    expect(again.meta.message).toBe(contactFileMessages.importRunning);
    await server.deps.leases.tick();
    expect((await last(target)).state).toBe('running');
    // The lease runs out (that process is dead): this one takes the import over and finishes it, the
    // progress the panel sees never going back from where the dead process left it.
    const socket = await openSocket(server.url, owner.token);
    server.clock.advance(61_000);
    await server.deps.leases.tick();
    await contactImportsIdle(server.db);
    const finished = await socket.next(CONTACT_IMPORT_DONE_EVENT);
    socket.ws.close();
    expect(finished.data).toMatchObject({ id: row.id, state: 'done', progress: 100 });
    const shown = socket.messages
      .filter((m) => m.event === 'contact_import_progress')
      .map((m) => (m.data as { progress: number }).progress);
    expect(shown.every((progress) => progress >= 50)).toBe(true);
    expect(await last(target)).toMatchObject({
      state: 'done',
      progress: 100,
      total: rows,
      added: rows,
      merged: 0,
    });
    const members = await server.db.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct mobile)::int as distinct from phonebook_numbers where phonebook_id = $1',
      [target],
    );
    expect(members[0]).toEqual({ n: rows, distinct: rows });
    // What it kept to be taken over is gone with it.
    expect(existsSync(join(server.deps.exports.filesDir, relative))).toBe(false);
    expect(
      await server.db.query('select 1 from contact_import_batches where import_id = $1', [row.id]),
    ).toEqual([]);
  });

  it('fails an import taken over whose upload is gone, or lost too many times, with the reason in Persian', async () => {
    const lost = await makeBook(owner.id, 'بی‌فایل');
    const fatal = await makeBook(owner.id, 'پرتکرار');
    // The one lost too many times has its upload still there: failed, it is removed too.
    const kept = join('imports', String(owner.id), 'fatal.upload');
    mkdirSync(join(server.deps.exports.filesDir, 'imports', String(owner.id)), { recursive: true });
    writeFileSync(join(server.deps.exports.filesDir, kept), '09121110001\n');
    await server.db.query(
      `insert into contact_imports (user_id, phonebook_id, file_name, state, created_at, lease_until, upload_path,
         attempts)
       values ($1, $2, 'x.csv', 'running', now(), now() - interval '1 second', 'imports/none.upload', 0),
              ($1, $3, 'y.csv', 'running', now(), now() - interval '1 second', $5, $4)`,
      [owner.id, lost, fatal, MAX_ATTEMPTS, kept],
    );
    await server.deps.leases.tick();
    await contactImportsIdle(server.db);
    expect(await last(lost)).toMatchObject({ state: 'failed', error: contactFileMessages.importInterrupted });
    expect(await last(fatal)).toMatchObject({
      state: 'failed',
      error: contactFileMessages.importInterrupted,
    });
    expect(existsSync(join(server.deps.exports.filesDir, kept))).toBe(false);
  });
});

describe('sample', () => {
  it('downloads an xlsx naming the book’s columns in Persian, with one example row', async () => {
    const response = await fetch(`${server.url}/v1/api/phonebooks/${book}/import/get-sample`, {
      headers: { Authorization: owner.token },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'شماره موبایل',
      'عنوان',
      'نام',
      'ایمیل',
      'شهر',
      'تاریخ تولد',
      'تعداد فرزندان',
    ]);
    expect(sheet.getRow(2).getCell(1).value).toBe('09121234567');
    expect(sheet.rowCount).toBe(2);
  });

  it('downloads a csv on request; another user’s book is 404', async () => {
    const response = await fetch(`${server.url}/v1/api/phonebooks/${book}/import/get-sample?format=csv`, {
      headers: { Authorization: owner.token },
    });
    const text = (await response.text()).replace(/^\ufeff/, '');
    expect(text.split('\r\n')[0]).toBe('شماره موبایل,عنوان,نام,ایمیل,شهر,تاریخ تولد,تعداد فرزندان');
    const stranger_ = await api.get(`/phonebooks/${other}/import/get-sample`, owner.token);
    expect(stranger_.status).toBe(404);
  });
});

async function readyFile(token = owner.token) {
  await server.deps.exports.idle();
  const files = await api.get('/user/files?category=contacts', token);
  return files.data[0] as { id: number; state: string; rows: number; name: string };
}

async function download(id: number) {
  const response = await fetch(`${server.url}/v1/api/download?id=${id}`, {
    headers: { Authorization: owner.token },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe('export', () => {
  it('exports a book as csv: every contact with its book, tags and features', async () => {
    const [first] = await server.db.query<{ id: number }>(
      `select id::int as id from phonebook_numbers where phonebook_id = $1 and mobile = '989121110001'`,
      [book],
    );
    await server.db.query(
      `insert into contact_tags (user_id, number_id, phonebook_id, tag, created_at, updated_at)
       values ($1, $2, $3, 'وفادار', now(), now())`,
      [owner.id, first?.id, book],
    );
    const answer = await api.get(`/phonebooks/${book}/export?format=csv`, owner.token);
    expect(answer.status).toBe(200);
    expect(answer.data).toBeNull();
    expect(answer.meta.message).toBe(fileMessages.started);
    const file = await readyFile();
    expect(file).toMatchObject({ state: 'ready', rows: 6 });
    const lines = (await download(file.id))
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'شماره موبایل,عنوان,نام,ایمیل,دفترچه تلفن,برچسب‌ها,شهر,تاریخ تولد,تعداد فرزندان,زمان افزودن',
    );
    const maryam = lines.find((l) => l.startsWith('09121110001,'))?.split(',');
    expect(maryam?.slice(0, 9)).toEqual([
      '09121110001',
      'خانم',
      'مریم رضایی',
      'maryam@example.com',
      'مشتریان',
      'وفادار',
      'تهران',
      '1370/01/15',
      '2',
    ]);
  });

  it('exports a search across books as xlsx, filtered by number prefix and name', async () => {
    const answer = await api.get(
      '/phonebooks/numbers/contact-list/export?number=0912111000&name=مریم',
      owner.token,
    );
    expect(answer.status).toBe(200);
    const file = await readyFile();
    expect(file.state).toBe('ready');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(file.id)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('09121110001');
    expect(sheet.getRow(2).getCell(3).value).toBe('مریم رضایی');
  });

  it('exports nothing of another user: their book is 404, a search finds only the caller’s', async () => {
    expect((await api.get(`/phonebooks/${other}/export`, owner.token)).status).toBe(404);
    await server.db.query(
      `insert into phonebook_numbers (phonebook_id, user_id, mobile, created_at, updated_at)
       values ($1, $2, '989121110001', now(), now())`,
      [other, stranger.id],
    );
    await api.get(`/phonebooks/numbers/contact-list/export?phonebook_id=${other}`, owner.token);
    const file = await readyFile();
    expect(file).toMatchObject({ state: 'ready', rows: 0 });
  });

  it('refuses bad filters in Persian', async () => {
    for (const query of ['format=pdf', 'number=abc', 'from_created_at=دیروز', 'phonebook_id=x']) {
      const answer = await api.get(`/phonebooks/numbers/contact-list/export?${query}`, owner.token);
      expect(answer.status, query).toBe(422);
      expect(answer.meta.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
