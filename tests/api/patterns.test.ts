// Patterns over HTTP, under the published calls (docs/pattern): both input forms, the Persian 422s,
// who sees what (own, every one of its account for a colleague with patterns.view, systemic ones for
// all, nobody else's), and the simulated reviewer confirming, rejecting and promoting an edit, heard
// on the live socket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/core/messages.ts';
import { patternRuleMessages } from '../../src/domain/patterns/patterns.messages.ts';
import { patternFindings, reviewComment } from '../../src/domain/patterns/patterns.rules.ts';
import { PATTERN_REVIEWED_EVENT, patternMessages } from '../../src/domain/patterns/patterns.schema.ts';
import { userChanged } from '../../src/server/auth/sessions.ts';
import { DEMO_PATTERN_CODES } from '../../src/server/db/demo-seed-patterns.ts';
import { client, demoLogin, newPerson } from './helpers/client.ts';
import { type LiveSocket, openSocket } from './helpers/socket.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
type Person = { token: string; id: number; socket: LiveSocket };
let owner: Person;
let colleague: Person;
let stranger: Person;
let demoToken: string;

const COMPANY = 'نانوایی سحر';
const SITE = 'https://sahar-bakery.ir';

async function person(companyName: string | null, parentId?: number): Promise<Person> {
  const body = newPerson();
  const token = (await api.register(body)).data.token as string;
  const [row] = await server.db.query<{ id: number }>(
    `update users set company_name = $2, parent_id = $3,
       colleague_status = case when $3::bigint is null then null else 'active' end
     where username = $1 returning id::int as id`,
    [body.username, companyName, parentId ?? null],
  );
  return { token, id: row?.id as number, socket: await openSocket(server.url, token) };
}

beforeAll(async () => {
  server = await startDemoTestServer({
    patternReviewDelayMs: 800,
  });
  api = client(server.url);
  demoToken = await demoLogin(api);
  owner = await person(COMPANY);
  colleague = await person(null, owner.id);
  // The colleague acts on its owner's account with a role that lets it view patterns, not change them.
  const [role] = await server.db.query<{ id: number }>(
    `insert into roles (account_id, title, permissions, created_at, updated_at)
     values ($1, 'الگو', '{patterns.view}', now(), now()) returning id::int as id`,
    [owner.id],
  );
  await server.db.query('insert into colleague_roles (colleague_id, role_id) values ($1, $2)', [
    colleague.id,
    role?.id,
  ]);
  await userChanged(server.db, colleague.id);
  stranger = await person('شرکت دیگر');
  // Seeding the demo's 60 days takes most of a minute on a loaded machine: a bounded allowance of its own.
}, 180_000);
afterAll(async () => {
  for (const p of [owner, colleague, stranger]) p?.socket.ws.close();
  await server.close();
});

const put = (path: string, body: unknown, token: string) => api.call('PUT', path, { body, token });
const del = (path: string, token: string) => api.call('DELETE', path, { token });

type Reviewed = { pattern_code: string; state: string; pattern_status: string; admin_comment: string };
const heard = new Map<string, Reviewed[]>();
/** The next review of `code` the socket hears (others are kept for their own waiters). */
async function reviewed(socket: LiveSocket, code: string): Promise<Reviewed> {
  for (;;) {
    const waiting = heard.get(code);
    if (waiting?.length) return waiting.shift() as Reviewed;
    const event = (await socket.next(PATTERN_REVIEWED_EVENT, 20_000)).data as Reviewed;
    heard.set(event.pattern_code, [...(heard.get(event.pattern_code) ?? []), event]);
  }
}

const good = (overrides: Record<string, unknown> = {}) => ({
  title: 'کد ورود',
  description: 'کد یک‌بار مصرف',
  is_share: false,
  message: `${COMPANY}\nکد ورود شما %code% است.`,
  website: SITE,
  variable: [{ name: 'code', type: 'integer' }],
  ...overrides,
});

async function create(token: string, body: unknown) {
  const answer = await api.post('/user/pattern', body, token);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(200);
  return answer.data;
}

describe('create and review', () => {
  it('takes the documented %name% form, answers it pending, and the reviewer confirms it live', async () => {
    const made = await create(owner.token, good());
    expect(made).toMatchObject({
      pattern_message: `${COMPANY}\nکد ورود شما %code% است.`,
      delimiter: '%',
      pattern_status: 'pending',
      pattern_status_id: 0,
      state: 'not_confirmed',
      readonly: false,
      pattern_type: 'normal',
      type: 'sms',
      website: SITE,
      user_id: String(owner.id),
      variable: [{ name: 'code', type: 'integer', len: 20 }],
      revision: { pattern_message: null, pattern_status_id: null },
    });
    expect(made.pattern_code).toMatch(/^[a-z0-9]{18}$/);
    const event = await reviewed(owner.socket, made.pattern_code);
    expect(event).toEqual({
      pattern_code: made.pattern_code,
      state: 'confirmed',
      pattern_status: 'active',
      admin_comment: 'متن الگو مورد تأیید است.',
    });
    const shown = (await api.get(`/patterns/${made.pattern_code}`, owner.token)).data;
    expect(shown).toMatchObject({
      pattern_status: 'active',
      pattern_status_fa: 'فعال',
      pattern_status_id: 1,
      state: 'confirmed',
      admin_comment: 'متن الگو مورد تأیید است.',
    });
  });

  it('takes the panel’s {{name}} form, stores %name%, and keeps given lengths and the date type', async () => {
    const made = await create(
      owner.token,
      good({
        message: `${COMPANY}: نوبت {{ patient_name }} روز {{visit_date}} کد {{code}}`,
        variable: [
          { name: 'patient_name', type: 'string', len: 30 },
          { name: 'visit_date', type: 'date', len: 10 },
          { name: 'code', type: 'number' },
        ],
      }),
    );
    expect(made.pattern_message).toBe(`${COMPANY}: نوبت %patient_name% روز %visit_date% کد %code%`);
    expect(made.variable).toEqual([
      { name: 'patient_name', type: 'string', len: 30 },
      { name: 'visit_date', type: 'date', len: 10 },
      { name: 'code', type: 'integer', len: 20 },
    ]);
    await reviewed(owner.socket, made.pattern_code);
  });

  it('accepts a pattern breaking the content rules, then the reviewer rejects it with every reason in Persian', async () => {
    const body = {
      description: 'خبر ارسال',
      is_share: false,
      message: 'سفارش شما ارسال شد: %x1% www.other-site.com/{{x1}}',
      variable: [{ name: 'x1', type: 'string' }],
    };
    const made = await create(owner.token, body);
    expect(made.pattern_status).toBe('pending');
    const event = await reviewed(owner.socket, made.pattern_code);
    const expected = reviewComment(
      patternFindings({
        text: made.pattern_message,
        delimiter: '%',
        variables: body.variable,
        website: null,
        companyName: COMPANY,
      }),
    );
    expect(event).toEqual({
      pattern_code: made.pattern_code,
      state: 'rejected',
      pattern_status: 'inactive',
      admin_comment: expected,
    });
    const lines = expected.split('\n');
    expect(lines).toContain('لطفاً نام مجموعه را در متن الگو درج نمایید تا گیرنده متوجه مرجع پیام باشد.');
    expect(lines).toContain('لطفاً آدرس سایت را در الگو درج نمایید تا الگو قابل بررسی باشد.');
    expect(lines.length).toBe(4);
    const shown = (await api.get(`/patterns/${made.pattern_code}`, owner.token)).data;
    expect(shown).toMatchObject({
      pattern_status: 'inactive',
      pattern_status_fa: 'رد شده',
      state: 'rejected',
    });
    expect(shown.admin_comment).toBe(expected);

    // Fixed and sent again: replaced, pending, and confirmed.
    const fixed = await put(
      `/patterns/normal/${made.pattern_code}`,
      good({
        message: `${COMPANY}: سفارش شما ارسال شد. کد رهگیری {{tracking_code}}`,
        variable: [{ name: 'tracking_code' }],
      }),
      owner.token,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.data).toMatchObject({
      pattern_status: 'pending',
      admin_comment: null,
      state: 'not_confirmed',
    });
    expect((await reviewed(owner.socket, made.pattern_code)).state).toBe('confirmed');
  });
});

describe('malformed input: 422 in Persian, by field', () => {
  const refused = async (body: unknown, field: string, message: string) => {
    const answer = await api.post('/user/pattern', body, owner.token);
    expect(answer.status).toBe(422);
    expect(answer.meta.message_code).toBe('400-2');
    expect(answer.meta.errors?.[field]).toContain(message);
  };

  it('refuses a name that is not Latin, a wrong type, a length out of range', async () => {
    await refused(
      good({ message: `${COMPANY} %نام%`, variable: [{ name: 'نام کاربر' }] }),
      'variable.0.name',
      patternRuleMessages.patternVariableName,
    );
    await refused(
      good({ variable: [{ name: 'code', type: 'boolean' }] }),
      'variable.0.type',
      patternRuleMessages.patternVariableType,
    );
    await refused(
      good({ variable: [{ name: 'code', len: 0 }] }),
      'variable.0.len',
      patternRuleMessages.patternVariableLength,
    );
    await refused(
      good({ variable: [{ name: 'code', len: 101 }] }),
      'variable.0.len',
      patternMessages.variableLengthMax,
    );
  });

  it('refuses a text over 2,700 characters, a blank one, and tags that are not the variables', async () => {
    await refused(
      good({ message: `${COMPANY} %code% ${'ب'.repeat(2700)}` }),
      'message',
      patternRuleMessages.patternTextTooLong,
    );
    await refused(good({ message: '  ' }), 'message', messages.textRequired);
    await refused(
      good({ message: `${COMPANY} %code% و %other%` }),
      'message',
      patternRuleMessages.patternTagsMismatch,
    );
    await refused(
      good({ message: `${COMPANY} بدون متغیر` }),
      'message',
      patternRuleMessages.patternTagsMismatch,
    );
    await refused(
      good({ variable: [{ name: 'code' }, { name: 'code' }] }),
      'variable',
      patternRuleMessages.patternVariableDuplicate,
    );
  });
});

describe('list, filters and paging', () => {
  it('lists the user’s own, newest first, paged, with the documented filters', async () => {
    const me = await person('کافه باران');
    const mine = [];
    for (const [i, title] of ['اول', 'دوم', 'سوم'].entries())
      mine.push(
        await create(
          me.token,
          good({
            title: `الگوی ${title}`,
            is_share: i === 1,
            message: `کافه باران %code%`,
            website: 'cafe-baran.ir',
          }),
        ),
      );
    const page1 = await api.get('/patterns?page=1&per_page=2', me.token);
    expect(page1.data.map((p: { title: string }) => p.title)).toEqual(['الگوی سوم', 'الگوی دوم']);
    expect(page1.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    const page2 = await api.get('/patterns?page=2&per_page=2', me.token);
    expect(page2.data.map((p: { title: string }) => p.title)).toEqual(['الگوی اول']);

    const codes = async (query: string) =>
      (await api.get(`/patterns?${query}`, me.token)).data.map(
        (p: { pattern_code: string }) => p.pattern_code,
      );
    expect(await codes(`filter[code]=${mine[0].pattern_code}`)).toEqual([mine[0].pattern_code]);
    expect(await codes(`filter[title]=${encodeURIComponent('دوم')}`)).toEqual([mine[1].pattern_code]);
    expect(await codes('filter[is_share]=true')).toEqual([mine[1].pattern_code]);
    expect(await codes('filter[is_share]=false')).toHaveLength(2);
    expect(await codes('filter[type]=normal')).toHaveLength(3);
    // Once reviewed, all three are confirmed: the documented status and the panel's state alike.
    for (const p of mine) await reviewed(me.socket, p.pattern_code);
    expect(await codes('filter[state]=active')).toHaveLength(3);
    expect(await codes('filter[state]=confirmed')).toHaveLength(3);
    for (const state of ['pending', 'inactive', 'not_confirmed', 'rejected', 'edited'])
      expect(await codes(`filter[state]=${state}`)).toEqual([]);

    const tooMany = await api.get('/patterns?per_page=101', me.token);
    expect(tooMany.status).toBe(422);
    expect((await api.get('/patterns?filter[type]=other', me.token)).meta.message).toBe(
      patternMessages.invalidTypeFilter,
    );
    me.socket.ws.close();
  });

  it('lists the provider’s systemic patterns, read only, which nobody can change or delete', async () => {
    const list = await api.get('/patterns?filter[type]=systemic', stranger.token);
    expect(list.data.map((p: { pattern_code: string }) => p.pattern_code).sort()).toEqual([
      'sys-appointment',
      'sys-delivery',
      'sys-login-code',
      'sys-order-confirm',
    ]);
    for (const p of list.data)
      expect(p).toMatchObject({
        pattern_type: 'systemic',
        readonly: true,
        user_id: null,
        pattern_status: 'active',
      });
    const one = await api.get('/patterns/sys-login-code', stranger.token);
    expect(one.data).toMatchObject({ readonly: true, pattern_type: 'systemic', state: 'confirmed' });
    const changed = await put('/patterns/normal/sys-login-code', good(), stranger.token);
    expect(changed.status).toBe(403);
    expect(changed.meta.message).toBe(patternRuleMessages.patternSystemicReadonly);
    expect((await del('/patterns/normal/sys-login-code', stranger.token)).status).toBe(403);
  });
});

describe('who sees a pattern', () => {
  it('keeps another user’s pattern unreachable: get, update and delete are 404', async () => {
    const made = await create(owner.token, good({ title: 'خصوصی' }));
    for (const answer of [
      await api.get(`/patterns/${made.pattern_code}`, stranger.token),
      await put(`/patterns/normal/${made.pattern_code}`, good(), stranger.token),
      await del(`/patterns/normal/${made.pattern_code}`, stranger.token),
      await api.get('/patterns/no-such-code', owner.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.meta.message).toBe(patternRuleMessages.patternNotFound);
    }
    const strangers = (await api.get('/patterns?per_page=100', stranger.token)).data;
    expect(strangers.map((p: { pattern_code: string }) => p.pattern_code)).not.toContain(made.pattern_code);
    await reviewed(owner.socket, made.pattern_code);
  });

  it('shows every pattern of the account to a colleague allowed to view them, changed only with patterns.edit, and no one else', async () => {
    const shared = await create(owner.token, good({ title: 'اشتراکی', is_share: true }));
    const unshared = await create(owner.token, good({ title: 'فقط مدیر', is_share: false }));
    const colleagues = (await api.get('/patterns?per_page=100', colleague.token)).data;
    const seen = colleagues.map((p: { pattern_code: string }) => p.pattern_code);
    expect(seen).toContain(shared.pattern_code);
    expect(seen).toContain(unshared.pattern_code);
    expect((await api.get(`/patterns/${unshared.pattern_code}`, colleague.token)).status).toBe(200);
    const change = await put(`/patterns/normal/${shared.pattern_code}`, good(), colleague.token);
    expect(change.status).toBe(403);
    expect(change.meta.message_code).toBe('403-8');
    expect((await del(`/patterns/normal/${shared.pattern_code}`, colleague.token)).status).toBe(403);
    expect((await api.get(`/patterns/${shared.pattern_code}`, stranger.token)).status).toBe(404);
    expect((await api.get('/patterns?filter[is_share]=true', stranger.token)).data).toEqual([]);
    // The owner's own view is not read only.
    expect((await api.get(`/patterns/${shared.pattern_code}`, owner.token)).data.readonly).toBe(false);
    await reviewed(owner.socket, shared.pattern_code);
    await reviewed(owner.socket, unshared.pattern_code);
  });
});

describe('an edit made on an older copy (If-Match)', () => {
  it('is refused with 409-2 once the pattern changed, by an edit or its review, and saved on the current one', async () => {
    const made = await create(owner.token, good({ title: 'نسخه‌ها' }));
    const path = `/patterns/normal/${made.pattern_code}`;
    const edit = (title: string, revision: string) =>
      api.call('PUT', path, { body: good({ title }), token: owner.token, headers: { 'If-Match': revision } });
    // Its review changes it too (confirmed): an edit made on the copy before is refused.
    expect((await reviewed(owner.socket, made.pattern_code)).state).toBe('confirmed');
    const stale = await edit('نسخهٔ دیر', made.updated_at);
    expect([stale.status, stale.meta.message_code, stale.meta.message]).toEqual([
      409,
      '409-2',
      patternMessages.patternChanged,
    ]);
    const now = (await api.get(path.replace('/normal', ''), owner.token)).data;
    expect(now.title).toBe('نسخه‌ها');
    // On the current copy it is saved (the new version goes to review).
    const saved = await edit('نسخهٔ تازه', now.updated_at);
    expect(saved.status).toBe(200);
    expect(saved.data.updated_at).not.toBe(now.updated_at);
    expect((await edit('دوباره بر همان', now.updated_at)).status).toBe(409);
  });
});

describe('an edit of a confirmed pattern', () => {
  it('keeps the live version while the second is reviewed, then makes it live', async () => {
    const made = await create(owner.token, good({ title: 'تأیید سفارش' }));
    expect((await reviewed(owner.socket, made.pattern_code)).state).toBe('confirmed');
    const next = good({
      title: 'تأیید سفارش ۲',
      message: `${COMPANY}: سفارش %order_id% ثبت شد.`,
      variable: [{ name: 'order_id', type: 'string', len: 12 }],
    });
    const edited = await put(`/patterns/normal/${made.pattern_code}`, next, owner.token);
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      title: 'تأیید سفارش',
      pattern_message: made.pattern_message,
      pattern_status: 'active',
      admin_comment: 'متن الگو مورد تأیید است.',
      state: 'edited',
      pattern_state_revision: 'pending',
      pattern_message_revision: `${COMPANY}: سفارش %order_id% ثبت شد.`,
      pattern_variable_revision: [{ name: 'order_id', type: 'string', len: 12 }],
      pattern_delimiter_revision: '%',
      pattern_type_revision: 'normal',
      revision: {
        type: 'normal',
        pattern_status_id: 0,
        pattern_status: 'pending',
        pattern_message: `${COMPANY}: سفارش %order_id% ثبت شد.`,
        title: 'تأیید سفارش ۲',
        admin_comment: null,
      },
    });
    expect((await reviewed(owner.socket, made.pattern_code)).state).toBe('confirmed');
    const live = (await api.get(`/patterns/${made.pattern_code}`, owner.token)).data;
    expect(live).toMatchObject({
      title: 'تأیید سفارش ۲',
      pattern_message: `${COMPANY}: سفارش %order_id% ثبت شد.`,
      variable: [{ name: 'order_id', type: 'string', len: 12 }],
      pattern_status: 'active',
      state: 'confirmed',
      pattern_message_revision: null,
      pattern_state_revision: null,
      revision: { pattern_message: null, pattern_status: null },
    });
  });

  it('keeps a rejected second version beside the live one, with its comment', async () => {
    const made = await create(owner.token, good({ title: 'یادآوری' }));
    await reviewed(owner.socket, made.pattern_code);
    await put(
      `/patterns/normal/${made.pattern_code}`,
      good({ message: 'بدون نام مجموعه %code%' }),
      owner.token,
    );
    const event = await reviewed(owner.socket, made.pattern_code);
    expect(event).toMatchObject({ state: 'edited', pattern_status: 'inactive' });
    const shown = (await api.get(`/patterns/${made.pattern_code}`, owner.token)).data;
    expect(shown).toMatchObject({
      pattern_message: made.pattern_message,
      pattern_status: 'active',
      state: 'edited',
      pattern_state_revision: 'inactive',
      revision: {
        pattern_status: 'inactive',
        pattern_status_fa: 'رد شده',
        admin_comment: patternRuleMessages.patternReviewCompanyName,
      },
    });
    // Deleted, it is gone.
    expect((await del(`/patterns/normal/${made.pattern_code}`, owner.token)).status).toBe(200);
    expect((await api.get(`/patterns/${made.pattern_code}`, owner.token)).status).toBe(404);
  });
});

describe('the demo account', () => {
  it('has a confirmed, a rejected and an edited pattern', async () => {
    const list = (await api.get('/patterns?per_page=100', demoToken)).data as {
      pattern_code: string;
      state: string;
      admin_comment: string;
    }[];
    const byCode = new Map(list.map((p) => [p.pattern_code, p]));
    expect(byCode.get(DEMO_PATTERN_CODES.confirmed)).toMatchObject({
      state: 'confirmed',
      admin_comment: 'متن الگو مورد تأیید است.',
    });
    expect(byCode.get(DEMO_PATTERN_CODES.rejected)?.state).toBe('rejected');
    expect(byCode.get(DEMO_PATTERN_CODES.rejected)?.admin_comment).toContain(
      patternRuleMessages.patternReviewCompanyName,
    );
    expect(byCode.get(DEMO_PATTERN_CODES.edited)).toMatchObject({
      state: 'edited',
      pattern_state_revision: 'pending',
    });
  });
});
