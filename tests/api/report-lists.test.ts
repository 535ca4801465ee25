// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The lists of sends over HTTP: report/new_list (the last 30 days), archive_list (older) and
// systemic_list (sent with an API key): each filter, the paging meta, Persian refusals, and only
// the caller's own sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineE164 } from '../../src/domain/index.ts';
import { reportListMessages } from '../../src/domain/reports/report-lists.schema.ts';
import { client } from './helpers/client.ts';
import { fundedUser, send } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let owner: string;
let stranger: string;
let apiKey: string;
let lines: { id: number; number: string }[];
/** The owner's sends: one 31 days old, then five made now (newest last). */
const ids: Record<string, number> = {};
let strangerSend: number;

const DAY = 86_400_000;
const unixNow = () => Math.floor(server.clock.now().getTime() / 1000);
const stored = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

async function quick(token: string, text: string, mobiles: string[], extra: Record<string, unknown> = {}) {
  const answer = await send(api, token, {
    type: 'quick',
    sender_line_id: extra.sender_line_id ?? lines[0]?.id,
    text,
    mobiles,
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`send refused: ${JSON.stringify(answer.meta)}`);
  return answer.data.bulk_id as number;
}

const list = (path: string, body: unknown, token = owner): Promise<any> =>
  api.post(`/report/${path}`, body, token);
const idsOf = (answer: any) => answer.data.map((r: any) => Number(r.messages_outbox_id));

beforeAll(async () => {
  server = await startTestServer({ sendWorker: false });
  api = client(server.url);
  owner = await fundedUser(api, 50_000_000);
  stranger = await fundedUser(api, 5_000_000);
  lines = (await api.get('/number/numbers', owner)).data;
  ids.old = await quick(owner, 'پیام قدیمی ماه پیش', ['09121000001']);
  // Made 31 days ago (moving the clock instead would end the sessions).
  await server.db.query(`update bulks set created_at = created_at - interval '31 days' where id = $1`, [
    ids.old,
  ]);
  ids.first = await quick(owner, 'جشنواره پاییزه آغاز شد', ['09121000002', '09121000003', '09121000004']);
  ids.otherLine = await quick(owner, 'یادآوری نوبت', ['09121000005'], { sender_line_id: lines[1]?.id });
  ids.scheduled = await quick(owner, 'تخفیف ویژه فردا', ['09121000006', '09121000007'], {
    scheduled_at: stored(new Date(server.clock.now().getTime() + 2 * DAY)),
  });
  ids.cancelled = await quick(owner, 'ارسال لغوشده', ['09121000008'], {
    scheduled_at: stored(new Date(server.clock.now().getTime() + DAY)),
  });
  const cancel = await api.post('/send/cancel', { message_outbox_id: ids.cancelled }, owner);
  if (cancel.status !== 200) throw new Error('cancel refused');
  apiKey = (await api.post('/acl/api_key/create', { title: 'فروشگاه' }, owner)).data.key;
  ids.api = await quick(apiKey, 'کد تأیید شما ۱۲۳۴', ['09121000009']);
  strangerSend = await quick(stranger, 'ارسال کاربر دیگر', ['09121000010']);
  // The first send went out whole and was delivered (no worker runs here).
  await server.db.query(
    `update bulks set pending = 0, status_2 = total, status = 'done', finished_at = now() where id = $1`,
    [ids.first],
  );
});
afterAll(async () => {
  await server.close();
});

describe('report/new_list', () => {
  it('lists the last 30 days of the caller’s sends, newest first, with the documented fields', async () => {
    const answer = await list('new_list', {});
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([ids.api, ids.cancelled, ids.scheduled, ids.otherLine, ids.first]);
    const first = answer.data.find((r: any) => Number(r.messages_outbox_id) === ids.first);
    expect(first).toMatchObject({
      number: lineE164(lines[0]?.number ?? ''),
      number_id: String(lines[0]?.id),
      state: 'finish',
      state_id: 6,
      status: 'پایان یافته',
      // The published SMS type: a quick send from the panel is 'normal', one made with an API key 'webservice'.
      type: 'normal',
      rcpts_count: '3',
      exit_count: '3',
      part: '1',
      origin: 'panel',
      valid: 'approve',
      partner_id: null,
    });
    expect(first.message).toContain('جشنواره پاییزه آغاز شد');
    expect(typeof first.cost).toBe('number');
    expect(first.cost).toBeGreaterThan(0);
    expect(Math.abs(Number(first.time) - unixNow())).toBeLessThan(5);
    const cancelled = answer.data.find((r: any) => Number(r.messages_outbox_id) === ids.cancelled);
    expect(cancelled).toMatchObject({ state_id: 7, status: 'لغو شده' });
    expect(cancelled.return).toBe(cancelled.cost);
    expect(answer.meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: 5,
      last_page: 1,
      from: 1,
      to: 5,
      path: expect.stringMatching(/\/v1\/api\/report\/new_list$/),
      message: 'انجام شد',
    });
  });

  it('pages with page and limit (or per_page), the last page read as cheaply from the oldest end', async () => {
    const second = await list('new_list', { page: 2, limit: 2 });
    expect(idsOf(second)).toEqual([ids.scheduled, ids.otherLine]);
    expect(second.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 5,
      last_page: 3,
      from: 3,
      to: 4,
    });
    const last = await list('new_list', { page: 3, per_page: 2 });
    expect(idsOf(last)).toEqual([ids.first]);
    expect(last.meta).toMatchObject({ current_page: 3, last_page: 3, from: 5, to: 5 });
    const fourth = await list('new_list', { page: '4', limit: '1' });
    expect(idsOf(fourth)).toEqual([ids.otherLine]);
    const beyond = await list('new_list', { page: 9, limit: 2 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 5 });
  });

  it('filters by the sender line, E.164 or as stored', async () => {
    const line = lines[1]?.number ?? '';
    expect(idsOf(await list('new_list', { filters: { number: lineE164(line) } }))).toEqual([ids.otherLine]);
    expect(idsOf(await list('new_list', { filters: { number: line } }))).toEqual([ids.otherLine]);
    expect((await list('new_list', { filters: { number: '+98999123456' } })).data).toEqual([]);
  });

  it('filters by the send id, and another user’s id is simply absent', async () => {
    expect(idsOf(await list('new_list', { filters: { messages_outbox_id: String(ids.scheduled) } }))).toEqual(
      [ids.scheduled],
    );
    const theirs = await list('new_list', { filters: { messages_outbox_id: String(strangerSend) } });
    expect(theirs.status).toBe(200);
    expect(theirs.data).toEqual([]);
    expect(theirs.meta.total).toBe(0);
    const mine = await list('new_list', {}, stranger);
    expect(idsOf(mine)).toEqual([strangerSend]);
  });

  it('filters by the creation and the sending time ranges (unix seconds)', async () => {
    const now = unixNow();
    const created = await list('new_list', {
      filters: { create_from_date: String(now - 60), create_to_date: String(now + 60) },
    });
    expect(created.meta.total).toBe(5);
    expect((await list('new_list', { filters: { create_to_date: String(now - 3600) } })).data).toEqual([]);
    const sendingTomorrowOn = await list('new_list', {
      filters: { send_from_date: String(now + 12 * 3600), send_to_date: String(now + 3 * 86_400) },
    });
    expect(idsOf(sendingTomorrowOn)).toEqual([ids.cancelled, ids.scheduled]);
    const dayAfter = await list('new_list', { filters: { send_from_date: now + 36 * 3600 } });
    expect(idsOf(dayAfter)).toEqual([ids.scheduled]);
  });

  it('filters by the exit count range', async () => {
    // What went out: the delivered send's 3; nothing of those waiting, nor of the stopped one.
    expect(idsOf(await list('new_list', { filters: { from_exit_count: 2 } }))).toEqual([ids.first]);
    expect(idsOf(await list('new_list', { filters: { from_exit_count: 3, to_exit_count: 3 } }))).toEqual([
      ids.first,
    ]);
    expect((await list('new_list', { filters: { to_exit_count: '0' } })).meta.total).toBe(4);
  });

  it('filters by the text it contains, % and _ taken literally', async () => {
    expect(idsOf(await list('new_list', { filters: { message: 'پاییزه' } }))).toEqual([ids.first]);
    expect((await list('new_list', { filters: { message: '%' } })).data).toEqual([]);
  });

  it('filters by state 0–9, including the reasons a send stopped', async () => {
    expect(idsOf(await list('new_list', { filters: { state_id: '7' } }))).toEqual([ids.cancelled]);
    expect(idsOf(await list('new_list', { filters: { state_id: 5 } }))).toEqual([
      ids.api,
      ids.scheduled,
      ids.otherLine,
    ]);
    expect(idsOf(await list('new_list', { filters: { state_id: '6' } }))).toEqual([ids.first]);
    expect((await list('new_list', { filters: { state_id: '2' } })).data).toEqual([]);
    await server.db.query(`update bulks set stop_reason = 'insufficient_credit' where id = $1`, [
      ids.cancelled,
    ]);
    try {
      expect((await list('new_list', { filters: { state_id: '7' } })).data).toEqual([]);
      const noCredit = await list('new_list', { filters: { state_id: '8' } });
      expect(noCredit.data.map((r: any) => [Number(r.messages_outbox_id), r.state_id, r.status])).toEqual([
        [ids.cancelled, 8, 'اعتبار ناکافی'],
      ]);
      const byBulk = await api.get(`/report/by_bulk?messages_outbox_id=${ids.cancelled}`, owner);
      expect(byBulk.data).toMatchObject({ state_id: 8, status: 'اعتبار ناکافی' });
    } finally {
      await server.db.query('update bulks set stop_reason = null where id = $1', [ids.cancelled]);
    }
  });

  it('takes username * as everyone the caller may see, and another username matches nothing', async () => {
    expect((await list('new_list', { filters: { username: '*' } })).meta.total).toBe(5);
    expect((await list('new_list', { filters: { username: 'someone-else' } })).data).toEqual([]);
  });

  it('treats empty filters as none, and combines filters', async () => {
    const answer = await list('new_list', {
      filters: { number: '', message: 'تخفیف', state_id: '5', messages_outbox_id: null, to_exit_count: 0 },
    });
    expect(idsOf(answer)).toEqual([ids.scheduled]);
  });

  it('refuses bad filters with 422 and Persian messages', async () => {
    const cases: [unknown, string, string][] = [
      [{ filters: { state_id: '10' } }, 'filters.state_id', reportListMessages.invalidState],
      [{ filters: { state_id: 'sent' } }, 'filters.state_id', reportListMessages.invalidState],
      [
        { filters: { create_from_date: 'yesterday' } },
        'filters.create_from_date',
        reportListMessages.invalidDate,
      ],
      [
        { filters: { create_from_date: '1744102007', create_to_date: '1744000000' } },
        'filters.create_to_date',
        reportListMessages.invalidRange,
      ],
      [
        { filters: { send_from_date: 200, send_to_date: 100 } },
        'filters.send_to_date',
        reportListMessages.invalidRange,
      ],
      [
        { filters: { from_exit_count: 9, to_exit_count: 1 } },
        'filters.to_exit_count',
        reportListMessages.invalidRange,
      ],
      [{ filters: { from_exit_count: -1 } }, 'filters.from_exit_count', reportListMessages.invalidCount],
      [{ filters: { number: 'abc' } }, 'filters.number', reportListMessages.invalidLine],
      [{ page: 0 }, 'page', reportListMessages.invalidPage],
      [{ limit: 1000 }, 'limit', reportListMessages.invalidLimit],
    ];
    for (const [body, field, message] of cases) {
      const answer = await list('new_list', body);
      expect({ body, status: answer.status }).toEqual({ body, status: 422 });
      expect(answer.meta.errors?.[field]).toEqual([message]);
      expect(answer.meta.message).toMatch(/[\u0600-\u06FF]/);
      // A state that is none of a send's is 400-31, as published; any other field 400-2.
      expect({ body, code: answer.meta.message_code }).toEqual({
        body,
        code: field === 'filters.state_id' ? '400-31' : '400-2',
      });
    }
  });

  it('needs a token or an API key', async () => {
    expect((await api.post('/report/new_list', {})).status).toBe(401);
    expect((await list('new_list', {}, apiKey)).meta.total).toBe(5);
  });
});

describe('report/archive_list and report/systemic_list', () => {
  it('keeps sends older than 30 days in the archive, with the same rows and filters', async () => {
    const archive = await list('archive_list', {});
    expect(idsOf(archive)).toEqual([ids.old]);
    expect(archive.data[0]).toMatchObject({ rcpts_count: '1', state_id: 5, type: 'normal' });
    expect(archive.meta).toMatchObject({ total: 1, path: expect.stringMatching(/\/report\/archive_list$/) });
    expect((await list('archive_list', { filters: { message: 'جشنواره' } })).data).toEqual([]);
    expect((await list('archive_list', {}, stranger)).data).toEqual([]);
  });

  it('lists the sends made with an API key as systemic', async () => {
    const systemic = await list('systemic_list', {});
    expect(idsOf(systemic)).toEqual([ids.api]);
    expect(systemic.data[0]).toMatchObject({ type: 'webservice', origin: 'api', state_id: 5 });
    expect((await list('systemic_list', { filters: { state_id: '7' } })).data).toEqual([]);
    expect((await list('systemic_list', {}, stranger)).data).toEqual([]);
    expect((await list('systemic_list', { filters: { state_id: '11' } })).status).toBe(422);
  });
});

describe('report/recipients paged by number and by status', () => {
  it('pages all recipients by their number and one status from the send’s counts', async () => {
    const all = await api.get(`/report/recipients?bulk_id=${ids.scheduled}&per_page=1&page=2`, owner);
    expect(all.data.map((r: any) => r.recipient)).toEqual(['+989121000007']);
    expect(all.meta).toMatchObject({ total: 2, last_page: 2, from: 2, to: 2 });
    const waiting = await api.get(`/report/recipients?bulk_id=${ids.scheduled}&message_status=0`, owner);
    expect(waiting.data.map((r: any) => r.recipient)).toEqual(['+989121000006', '+989121000007']);
    expect(waiting.meta).toMatchObject({ total: 2 });
    const last = await api.get(
      `/report/recipients?bulk_id=${ids.scheduled}&message_status=0&per_page=1&page=2`,
      owner,
    );
    expect(last.data.map((r: any) => r.recipient)).toEqual(['+989121000007']);
    const delivered = await api.get(`/report/recipients?bulk_id=${ids.scheduled}&message_status=2`, owner);
    expect(delivered.data).toEqual([]);
    expect(delivered.meta).toMatchObject({ total: 0 });
    const bad = await api.get(`/report/recipients?bulk_id=${ids.scheduled}&message_status=5`, owner);
    expect(bad.status).toBe(422);
    expect(bad.meta.errors?.message_status).toEqual(['وضعیت گیرنده نامعتبر است']);
    expect((await api.get(`/report/recipients?bulk_id=${ids.scheduled}`, stranger)).status).toBe(404);
  });
});
