// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// Exports and the user's files: an export answers at once with its file (running), is made on the
// server, is announced over the socket, lists in user/files, downloads with a Persian name, and
// deletes. Another user's send, file or export is unknown to the caller (404).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileMessages } from '../../src/domain/files/files.schema.ts';
import { inboxMessages } from '../../src/domain/inbox/inbox.schema.ts';
import { sendMessages } from '../../src/domain/send/send.messages.ts';
import { MAX_ATTEMPTS } from '../../src/server/jobs/job-leases.ts';
import { client, listOf } from './helpers/client.ts';
import { defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
import { openSocket } from './helpers/socket.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let owner: string;
let stranger: string;
let bulkId: number;
const TEXT = '=HYPERLINK("http://x") سلام، دوست';

beforeAll(async () => {
  server = await startTestServer({ sendWorker: false, exportProgressMs: 0 });
  api = client(server.url);
  owner = await fundedUser(api, 10_000_000);
  stranger = await fundedUser(api, 0, 'pending');
  const line = await defaultLine(api, owner);
  const made = await send(api, owner, {
    type: 'quick',
    sender_line_id: line,
    text: TEXT,
    mobiles: numbers(3),
  });
  expect(made.status).toBe(200);
  bulkId = made.data.bulk_id ?? made.data.bulk?.bulk_id ?? made.data.id;
  expect(bulkId).toBeGreaterThan(0);
});
afterAll(async () => {
  await server.close();
});

const idle = () => server.deps.exports.idle();

async function download(id: number, token: string) {
  const response = await fetch(`${server.url}/v1/api/download?id=${id}`, {
    headers: { Authorization: token },
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function exportOf(path: string, body: unknown, token = owner) {
  const started = await api.post(path, body, token);
  expect(started.status, JSON.stringify(started.meta)).toBe(202);
  expect(started.meta.message).toBe(fileMessages.started);
  expect(started.data).toMatchObject({ state: 'running', progress: 0, rows: 0 });
  await idle();
  return started.data as { id: number; name: string };
}

const csvRows = (bytes: Buffer) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
};

describe('exports of a send’s recipients', () => {
  it('make a csv job that announces itself, lists, downloads with a Persian name and escapes formulas', async () => {
    const socket = await openSocket(server.url, owner);
    try {
      const file = await exportOf('/report/download_recipients', { bulk_id: bulkId, format: 'csv' });
      expect(file.name).toBe(
        `گیرندگان ارسال ${String(bulkId).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[+d] as string)}.csv`,
      );
      const progress = await socket.next('export_progress');
      expect(progress.data).toMatchObject({ id: file.id, state: 'running', progress: 99, rows: 3 });
      const ready = await socket.next('export_ready');
      expect(ready.data).toMatchObject({ id: file.id, state: 'ready', progress: 100, rows: 3 });

      const list = await api.get('/user/files', owner);
      expect(list.status).toBe(200);
      expect(list.meta).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
      expect(list.data[0]).toMatchObject({
        id: file.id,
        category: 'recipients',
        category_title: 'گیرندگان ارسال',
        format: 'csv',
        state: 'ready',
        progress: 100,
        rows: 3,
        error: null,
        seen: false,
      });
      expect(list.data[0].size).toBeGreaterThan(100);
      expect(list.data[0].finished_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

      const { response, bytes } = await download(file.id, owner);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toContain(`filename="payamak-${file.id}.csv"`);
      expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1] ?? '')).toBe(file.name);
      const text = csvRows(bytes);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('شماره گیرنده,وضعیت,تعداد بخش,متن پیام,زمان ارسال,زمان وضعیت نهایی');
      // The text holds a line break (the cancel-11 line): each row spans two lines, quoted.
      expect(text).toContain(`"'=HYPERLINK(""http://x"") سلام، دوست\nلغو۱۱"`);
      expect(text.match(/^09120{6}[0-2],/gm)).toHaveLength(3);
    } finally {
      socket.ws.close();
    }
  });

  it('make an xlsx whose rows read back, text never a formula', async () => {
    const file = await exportOf('/report/download_recipients', { bulk_id: bulkId, format: 'xlsx' });
    const { response, bytes } = await download(file.id, owner);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(1).value).toBe('شماره گیرنده');
    const mobiles = [2, 3, 4].map((r) => sheet?.getRow(r).getCell(1).value);
    expect(mobiles.sort()).toEqual(['09120000000', '09120000001', '09120000002']);
    const cell = sheet?.getRow(2).getCell(4);
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.value).toBe(`${TEXT}\nلغو۱۱`);
    expect(sheet?.getRow(2).getCell(3).value).toBe(1);
  });

  it('refuse another user’s send, a bad format and a bad status in Persian', async () => {
    const foreign = await api.post(
      '/report/download_recipients',
      { bulk_id: bulkId, format: 'csv' },
      stranger,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.meta.message).toBe(sendMessages.bulkNotFound);
    const missing = await api.post('/report/download_recipients', { bulk_id: 999_999, format: 'csv' }, owner);
    expect(missing.status).toBe(404);
    const format = await api.post('/report/download_recipients', { bulk_id: bulkId, format: 'pdf' }, owner);
    expect(format.status).toBe(422);
    expect(format.meta.errors).toEqual({ format: [fileMessages.invalidFormat] });
    const status = await api.post('/report/download_recipients', { bulk_id: bulkId, status: 7 }, owner);
    expect(status.status).toBe(422);
    expect(status.meta.errors).toEqual({ status: [fileMessages.invalidStatus] });
    expect(listOf(await api.get('/user/files', stranger)).total).toBe(0);
  });
});

describe('the user’s files', () => {
  it('are unreachable by another user: list, download, delete and seen', async () => {
    const mine = (await api.get('/user/files', owner)).data[0];
    expect((await download(mine.id, stranger)).response.status).toBe(404);
    const json = JSON.parse((await download(mine.id, stranger)).bytes.toString('utf8'));
    expect(json.meta.message).toBe(fileMessages.notFound);
    const del = await api.post('/user/files/delete', { ids: [mine.id] }, stranger);
    expect(del.status).toBe(404);
    expect((await download(mine.id, owner)).response.status).toBe(200);
  });

  it('count by category, list the unseen once they are told, and delete with their file', async () => {
    const categories = await api.get('/user/files/categories', owner);
    expect(categories.data).toEqual([
      { key: 'recipients', title: 'گیرندگان ارسال', count: 2 },
      { key: 'systemic', title: 'ارسال‌های سیستمی', count: 0 },
      { key: 'inbox', title: 'صندوق دریافت', count: 0 },
      { key: 'contacts', title: 'مخاطبان', count: 0 },
      { key: 'financial', title: 'تراکنش‌های مالی', count: 0 },
    ]);
    const unseen = await api.get('/user/files?unseen=1', owner);
    expect(listOf(unseen).total).toBe(2);
    const ids = unseen.data.map((f: any) => f.id);
    expect((await api.post('/user/files/seen', { ids }, owner)).status).toBe(200);
    expect(listOf(await api.get('/user/files?unseen=1', owner)).total).toBe(0);
    expect(listOf(await api.get('/user/files?category=inbox', owner)).total).toBe(0);
    expect((await api.get('/user/files?category=x', owner)).status).toBe(422);

    const userDir = join(
      server.deps.exports.filesDir,
      readdirSync(server.deps.exports.filesDir)[0] as string,
    );
    expect(readdirSync(userDir)).toHaveLength(2);
    const gone = await api.post('/user/files/delete', { ids: [ids[0]] }, owner);
    expect(gone.status).toBe(200);
    expect(gone.meta.message).toBe(fileMessages.deleted);
    expect(readdirSync(userDir)).toHaveLength(1);
    expect((await download(ids[0], owner)).response.status).toBe(404);
    expect(listOf(await api.get('/user/files', owner)).total).toBe(1);
    expect((await api.post('/user/files/delete', { ids: [] }, owner)).meta.errors).toEqual({
      ids: [fileMessages.invalidIds],
    });
  });

  it('left running by a process that died are written by a process still up once their lease runs out', async () => {
    const [{ id: userId }] = (await server.db.query<{ id: number }>(
      'select user_id::int as id from bulks where id = $1',
      [bulkId],
    )) as [{ id: number }];
    // Another process, alive, holds it for a minute more: no one else takes it.
    const [row] = await server.db.query<{ id: number }>(
      `insert into user_files (user_id, category, format, name, params, state, progress, row_count, created_at,
         lease_until)
       values ($1, 'recipients', 'csv', 'نیمه‌کاره.csv', $2, 'running', 40, 1, now(), now() + interval '1 minute')
       returning id::int as id`,
      [userId, JSON.stringify({ bulk_id: bulkId, format: 'csv' })],
    );
    const id = row?.id as number;
    // What that process had written so far, under the export's id.
    const partial = join(server.deps.exports.filesDir, String(userId), `${id}-deadbeef.csv`);
    writeFileSync(partial, 'نیمه');
    expect((await download(id, owner)).response.status).toBe(409);
    await server.deps.leases.tick();
    expect((await api.get('/user/files?state=running', owner)).data).toMatchObject([{ id, progress: 40 }]);
    // That process died: its lease is not renewed, and runs out; this one's next sweep takes it over.
    server.clock.advance(61_000);
    await server.deps.leases.tick();
    await idle();
    const [ready] = (await api.get('/user/files?state=ready', owner)).data.filter((f: any) => f.id === id);
    expect(ready).toMatchObject({ id, state: 'ready', progress: 100, rows: 3 });
    expect(existsSync(partial)).toBe(false);
    const lines = csvRows((await download(id, owner)).bytes)
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    const [attempts] = await server.db.query<{ attempts: number }>(
      'select attempts::int as attempts from user_files where id = $1',
      [id],
    );
    expect(attempts?.attempts).toBe(1);
    await api.post('/user/files/delete', { ids: [id] }, owner);
  });

  it('taken over and lost again MAX_ATTEMPTS times, or whose send is gone, are failed in Persian', async () => {
    const [{ id: userId }] = (await server.db.query<{ id: number }>(
      'select user_id::int as id from bulks where id = $1',
      [bulkId],
    )) as [{ id: number }];
    const made = async (params: unknown, attempts: number) =>
      (
        (await server.db.query<{ id: number }>(
          `insert into user_files (user_id, category, format, name, params, state, created_at, lease_until,
             attempts)
           values ($1, 'recipients', 'csv', 'x.csv', $2, 'running', now(), now() - interval '1 second', $3)
           returning id::int as id`,
          [userId, JSON.stringify(params), attempts],
        )) as [{ id: number }]
      )[0].id;
    // One that took its process down every time it ran.
    const fatal = await made({ bulk_id: bulkId, format: 'csv' }, MAX_ATTEMPTS);
    // One of a send that is no longer there (not the user's: 404 when opened again).
    const orphan = await made({ bulk_id: 999_999_999, format: 'csv' }, 0);
    await server.deps.leases.tick();
    await idle();
    const failed = (await api.get('/user/files?state=failed', owner)).data;
    expect(failed.find((f: any) => f.id === fatal)).toMatchObject({
      state: 'failed',
      error: fileMessages.interrupted,
    });
    expect(failed.find((f: any) => f.id === orphan)).toMatchObject({
      state: 'failed',
      error: sendMessages.bulkNotFound,
    });
    expect((await download(fatal, owner)).response.status).toBe(409);
    await api.post('/user/files/delete', { ids: [fatal, orphan] }, owner);
  });
});

describe('exports of lists', () => {
  it('systemic sends: those made with an API key only, with new_list’s filters', async () => {
    await server.db.query(`update bulks set origin = 'api' where id = $1`, [bulkId]);
    const file = await exportOf('/report/systemic_list/export', { format: 'csv', filters: { state_id: 5 } });
    const lines = csvRows((await download(file.id, owner)).bytes).split('\r\n');
    expect(lines[0]).toBe(
      'شناسهٔ ارسال,خط ارسال,نوع ارسال,وضعیت,زمان ثبت,زمان ارسال,تعداد گیرندگان,تعداد ارسال‌شده,تعداد بخش,هزینه (ریال),متن پیام',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${bulkId},\\d+,ارسال سریع,در صف ارسال,\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2},`),
    );
    const none = await exportOf('/report/systemic_list/export', {
      format: 'xlsx',
      filters: { state_id: '6' },
    });
    expect((await api.get('/user/files', owner)).data.find((f: any) => f.id === none.id).rows).toBe(0);
    const bad = await api.post('/report/systemic_list/export', { filters: { state_id: 12 } }, owner);
    expect(bad.status).toBe(422);
    expect(bad.meta.errors).toEqual({ 'filters.state_id': [fileMessages.invalidState_id] });
    const stranger_ = await exportOf('/report/systemic_list/export', { format: 'csv' }, stranger);
    const strangerLines = csvRows((await download(stranger_.id, stranger)).bytes).split('\r\n');
    expect(strangerLines.filter(Boolean)).toHaveLength(1);
  });

  it('inbox: the received messages with the inbox filters', async () => {
    const line = await defaultLine(api, owner);
    for (const text of ['=cmd|calc', 'لغو', 'سفارش ۱۲'])
      expect(
        (await api.post('/demo/inbox/receive', { number_id: line, from: '09351112233', text }, owner)).status,
      ).toBe(200);
    const all = await exportOf('/report/messages-inbox/export', { format: 'csv' });
    const text = csvRows((await download(all.id, owner)).bytes);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('شناسهٔ پیام,فرستنده,خط دریافت,متن پیام,زمان دریافت,وضعیت');
    expect(lines).toHaveLength(4);
    expect(text).toContain(`,09351112233,`);
    expect(text).toContain(`,'=cmd|calc,`);
    expect(text).toContain(',خوانده‌نشده');
    const some = await exportOf('/report/messages-inbox/export', {
      format: 'xlsx',
      filters: { text: 'سفارش', seen: '0', sender: '0935' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(some.id, owner)).bytes as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBe(2);
    expect(book.worksheets[0]?.getRow(2).getCell(4).value).toBe('سفارش ۱۲');
    const read = await exportOf('/report/messages-inbox/export', { filters: { seen: true } });
    expect((await api.get('/user/files', owner)).data.find((f: any) => f.id === read.id).rows).toBe(0);
    const bad = await api.post('/report/messages-inbox/export', { filters: { from_date: 'دیروز' } }, owner);
    expect(bad.status).toBe(422);
    expect(bad.meta.errors).toEqual({ 'filters.from_date': [inboxMessages.invalidDate] });
    expect(existsSync(server.deps.exports.filesDir)).toBe(true);
  });
});
