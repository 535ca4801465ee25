// The writes the panel's outbox may send again (after a reload, from a second tab, from the service
// worker): each honours Idempotency-Key, so a write sent twice is done once and answers the same, and an
// edit carries the revision it was made on, refused with 409-2 when the row changed meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account/account.messages.ts';
import { contactMessages } from '../../src/domain/contacts/contacts.schema.ts';
import { predefinedMessages, sendMessages } from '../../src/domain/index.ts';
import { purgeKeys } from '../../src/server/http/idempotency.ts';
import { client, listOf, newPerson } from './helpers/client.ts';
import { defaultLine } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await api.register(newPerson())).data.token;
});
afterAll(async () => {
  await server.close();
});

/** One write as the outbox sends it: its key, and the revision an edit was made on. */
async function write(method: string, path: string, body: unknown, key?: string, ifMatch?: string) {
  const headers: Record<string, string> = { Authorization: token, 'Content-Type': 'application/json' };
  if (key !== undefined) headers['Idempotency-Key'] = key;
  if (ifMatch !== undefined) headers['If-Match'] = ifMatch;
  const response = await fetch(`${server.url}/v1/api${path}`, {
    method,
    headers,
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('Idempotent-Replayed'),
    body: (await response.json()) as { data: unknown; meta: { message: string; message_code: string } },
  };
}

const count = async (sql: string, params: unknown[]) =>
  (await server.db.query<{ n: number }>(sql, params))[0]?.n ?? 0;

describe('a write sent again with its Idempotency-Key', () => {
  it('adds a contact once, and answers the second send with the first answer', async () => {
    const book = (await api.post('/phonebooks', { title: 'میدانی' }, token)).data.id as number;
    const body = { list: [{ number: '09121234567', name: 'علی', phonebook_id: book }] };
    const key = crypto.randomUUID();
    const first = await write('POST', '/phonebooks/numbers/add-list-new', body, key);
    const again = await write('POST', '/phonebooks/numbers/add-list-new', body, key);
    expect(first.status).toBe(201);
    expect([again.status, again.replayed, again.body]).toEqual([201, 'true', first.body]);
    expect(first.replayed).toBeNull();
    expect(
      await count('select count(*)::int as n from phonebook_numbers where phonebook_id = $1', [book]),
    ).toBe(1);
  });

  it('answers one of 20 sends at once and refuses the rest while it runs: one row, never two', async () => {
    const book = (await api.post('/phonebooks', { title: 'همزمان' }, token)).data.id as number;
    const body = { list: [{ number: '09121234568', name: 'مریم', phonebook_id: book }] };
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => write('POST', '/phonebooks/numbers/add-list-new', body, key)),
    );
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    const refused = answers.filter((a) => a.status === 409);
    for (const answer of refused) expect(answer.body.meta.message).toBe(sendMessages.idempotencyInProgress);
    expect(
      await count('select count(*)::int as n from phonebook_numbers where phonebook_id = $1', [book]),
    ).toBe(1);
  });

  it('refuses the key used again for another request, in Persian, and a key too long to keep', async () => {
    const key = crypto.randomUUID();
    const made = await write('POST', '/user/draft', { message: 'سلام' }, key);
    expect(made.status).toBe(200);
    const other = await write('POST', '/user/draft', { message: 'خداحافظ' }, key);
    expect([other.status, other.body.meta.message]).toEqual([422, sendMessages.idempotencyKeyReused]);
    const long = await write('POST', '/user/draft', { message: 'بلند' }, 'k'.repeat(256));
    expect([long.status, long.body.meta.message]).toEqual([400, sendMessages.idempotencyKeyTooLong]);
    const drafts = listOf(await api.get('/user/draft/list?per_page=100', token)).items as {
      message: string;
    }[];
    expect(drafts.map((d) => d.message).filter((m) => m !== 'سلام')).not.toContain('خداحافظ');
    expect(drafts.map((d) => d.message)).not.toContain('بلند');
  });

  it('keeps no key for a refused write: the same key may carry the corrected request', async () => {
    const key = crypto.randomUUID();
    const refused = await write('POST', '/user/draft', { message: '' }, key);
    expect(refused.status).toBe(422);
    const fixed = await write('POST', '/user/draft', { message: 'درست شد' }, key);
    expect(fixed.status).toBe(200);
  });

  it('marks inbox messages read and replies to a ticket once each', async () => {
    const made = await api.post(
      '/ticket',
      { subject: 'خرید پنل', category_id: '1', sub_category_id: '11', description: 'سلام' },
      token,
    );
    const ticketId = made.data.ticket_id as number;
    const reply = { ticket_id: ticketId, description: 'از زیرزمین' };
    const key = crypto.randomUUID();
    expect((await write('POST', '/ticket/interaction', reply, key)).status).toBe(200);
    expect((await write('POST', '/ticket/interaction', reply, key)).replayed).toBe('true');
    const shown = await api.get(`/ticket/show?ticket_id=${ticketId}`, token);
    const replies = (shown.data.interactions as { description: string }[]).filter(
      (i) => i.description === 'از زیرزمین',
    );
    expect(replies).toHaveLength(1);

    const line = await defaultLine(api, token);
    const received = await api.post(
      '/demo/inbox/receive',
      { number_id: line, from: '09351230001', text: 'سلام' },
      token,
    );
    const readKey = crypto.randomUUID();
    const body = { ids: [received.data.id] };
    const read = await write('POST', '/report/messages-inbox/read', body, readKey);
    const readAgain = await write('POST', '/report/messages-inbox/read', body, readKey);
    expect([read.status, read.replayed]).toEqual([200, null]);
    expect([readAgain.status, readAgain.replayed, readAgain.body]).toEqual([200, 'true', read.body]);
  });

  it('keeps another account’s key apart: the same key is a new request for them', async () => {
    const otherToken = (await api.register(newPerson())).data.token as string;
    const key = crypto.randomUUID();
    expect((await write('POST', '/user/draft', { message: 'مال من' }, key)).status).toBe(200);
    const theirs = await fetch(`${server.url}/v1/api/user/draft`, {
      method: 'POST',
      headers: { Authorization: otherToken, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify({ message: 'مال او' }),
    });
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    const their = listOf(await api.get('/user/draft/list?per_page=10', otherToken)).items as {
      message: string;
    }[];
    expect(their.map((d) => d.message)).toEqual(['مال او']);
  });

  it('forgets old keys, answered or left unanswered by a process that died, and keeps a retry running now', async () => {
    const day = 86_400_000;
    const now = server.clock.now().getTime();
    const user = (
      await server.db.query<{ id: number }>('select id::int as id from users order by id limit 1')
    )[0];
    if (!user) throw new Error('no user');
    const rows: [string, number, number, number | null][] = [
      // key, made (days ago), last claimed (days ago), answered with
      ['old-answered', 9, 9, 200],
      ['old-abandoned', 9, 9, null],
      ['old-retry-running', 9, 0, null],
      ['recent-abandoned', 1, 1, null],
    ];
    for (const [key, made, claimed, status] of rows)
      await server.db.query(
        `insert into idempotency_keys (user_id, key, request_hash, created_at, locked_at, response_status)
         values ($1, $2, 'h', $3, $4, $5)`,
        [user.id, `purge-${key}`, new Date(now - made * day), new Date(now - claimed * day), status],
      );
    await purgeKeys(server.db, new Date(now - 8 * day));
    const left = await server.db.query<{ key: string }>(
      "select key from idempotency_keys where key like 'purge-%' order by key",
    );
    expect(left.map((r) => r.key)).toEqual(['purge-old-retry-running', 'purge-recent-abandoned']);
  });
});

describe('an edit made on an older copy', () => {
  it('saves a draft edited on its current revision, and refuses one edited on an older with 409-2', async () => {
    await api.post('/user/draft', { message: 'نسخه ۱' }, token);
    const listed = listOf(await api.get('/user/draft/list?per_page=1', token)).items[0] as {
      draft_id: number;
      revision: string;
    };
    expect(listed.revision).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const mine = await write(
      'PUT',
      '/user/draft',
      { draft_id: listed.draft_id, message: 'نسخه ۲' },
      undefined,
      listed.revision,
    );
    expect(mine.status).toBe(200);
    // The same old revision again: the message changed since (to نسخه ۲).
    const stale = await write(
      'PUT',
      '/user/draft',
      { draft_id: listed.draft_id, message: 'نسخه ۳' },
      undefined,
      `"${listed.revision}"`,
    );
    expect([stale.status, stale.body.meta.message_code, stale.body.meta.message]).toEqual([
      409,
      '409-2',
      predefinedMessages.messageChanged,
    ]);
    const now = listOf(await api.get('/user/draft/list?per_page=1', token)).items[0] as {
      message: string;
      revision: string;
    };
    expect(now.message).toBe('نسخه ۲');
    expect(now.revision).not.toBe(listed.revision);
    // Without a revision the edit is the published API's: it applies.
    expect((await write('PUT', '/user/draft', { draft_id: listed.draft_id, message: 'نسخه ۴' })).status).toBe(
      200,
    );
  });

  it('refuses a contact edited on an older revision, and saves it on the current one', async () => {
    const book = (await api.post('/phonebooks', { title: 'نسخه‌ها' }, token)).data.id as number;
    await api.post(
      '/phonebooks/numbers/add-list-new',
      { list: [{ number: '09121230000', name: 'الف', phonebook_id: book }] },
      token,
    );
    const contact = (await api.get(`/phonebooks/numbers/contact-list?phonebook_id=${book}`, token))
      .data[0] as {
      id: number;
      revision: string;
    };
    const path = `/phonebooks/numbers/update-new/${contact.id}`;
    expect((await write('PUT', path, { name: 'ب' }, undefined, contact.revision)).status).toBe(200);
    const stale = await write('PUT', path, { name: 'پ' }, undefined, contact.revision);
    expect([stale.status, stale.body.meta.message_code, stale.body.meta.message]).toEqual([
      409,
      '409-2',
      contactMessages.contactChanged,
    ]);
    const shown = await api.get(`/phonebooks/numbers/contact-list/${contact.id}`, token);
    expect(shown.data.name).toBe('ب');
  });

  it('refuses a profile saved on an older revision, and saves it on the current one', async () => {
    const shown = (await api.get('/user/show_profile', token)).data as Record<string, string>;
    const body = (first_name: string) => ({
      person_type: 'real',
      first_name,
      last_name: shown.last_name,
      national_code: shown.national_code,
    });
    const revision = shown.revision as string;
    const saved = await write('POST', '/user/update_profile', body('مریم'), undefined, revision);
    expect(saved.status).toBe(200);
    const stale = await write('POST', '/user/update_profile', body('زهرا'), undefined, revision);
    expect([stale.status, stale.body.meta.message_code, stale.body.meta.message]).toEqual([
      409,
      '409-2',
      accountMessages.profileChanged,
    ]);
    expect((await api.get('/user/show_profile', token)).data.first_name).toBe('مریم');
  });
});
