// A user's predefined messages and their groups over HTTP, under the published API's draft calls,
// each user's kept to that user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messages,
  PREDEFINED_GROUPS_MAX,
  PREDEFINED_MESSAGES_MAX,
  PREDEFINED_TEXT_MAX,
  predefinedMessages,
} from '../../src/domain/index.ts';
import { seedDemoIfEmpty } from '../../src/server/db/demo-seed.ts';
import type { ServerDeps } from '../../src/server/http/context.ts';
import { client, demoLogin, listOf, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let demoToken: string;
let deps: ServerDeps;

beforeAll(async () => {
  server = await startTestServer({
    prepare: async (d) => {
      deps = d;
      await seedDemoIfEmpty(d);
    },
  });
  api = client(server.url);
  demoToken = await demoLogin(api);
});
afterAll(async () => {
  await server.close();
});

const newUser = async (): Promise<string> => (await api.register(newPerson())).data.token;
const put = (path: string, body: unknown, token?: string) =>
  api.call('PUT', path, { body, ...(token === undefined ? {} : { token }) });
type Item = {
  draft_id: number;
  draft_group_id: number;
  user_id: number;
  title: string | null;
  message: string;
  group_title: string | null;
};
type Group = { draft_group_id: number; title: string; count: number };
const texts = (items: Item[]) => items.map((m) => m.message);
const groupsOf = async (token: string): Promise<Group[]> =>
  (await api.get('/user/draft/group/list?per_page=100', token)).data;
/** Makes a group and answers its id (the create answers no data, as documented). */
async function makeGroup(token: string, title: string): Promise<number> {
  const made = await api.post('/user/draft/group', { title }, token);
  expect(made.status).toBe(200);
  return (await groupsOf(token)).find((g) => g.title === title.trim())?.draft_group_id as number;
}
/** The newest of the user's messages, as the list shows it. */
const newestDraft = async (token: string): Promise<Item> =>
  listOf(await api.get('/user/draft/list?per_page=1', token)).items[0];

/** Saves a message and answers it as the list shows it (the newest). */
async function makeDraft(token: string, body: Record<string, unknown>): Promise<Item> {
  const made = await api.post('/user/draft', body, token);
  expect(made.status).toBe(200);
  return newestDraft(token);
}

describe('the demo account', () => {
  it('has predefined messages in two groups and one ungrouped, newest first', async () => {
    const groups = await api.get('/user/draft/group/list', demoToken);
    expect(groups.status).toBe(200);
    expect(listOf(groups)).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(groups.data).toEqual([
      expect.objectContaining({ title: 'مناسبت‌ها', count: 3 }),
      expect.objectContaining({ title: 'اطلاع‌رسانی به مشتریان', count: 3 }),
    ]);
    const [first] = groups.data;
    expect(first).toMatchObject({ draft_group_id: expect.any(Number), user_id: expect.any(Number) });
    expect(Number.isInteger(first.time)).toBe(true);
    expect(first.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // time is created_at in unix seconds.
    expect(first.time).toBe(Date.parse(`${first.created_at.replace(' ', 'T')}Z`) / 1000);

    const list = await api.get('/user/draft/list', demoToken);
    expect(listOf(list)).toMatchObject({ total: 7, page: 1, limit: 10 });
    expect(listOf(list).items[0]).toMatchObject({
      title: null,
      draft_group_id: 0,
      group_title: null,
      type: 'normal',
      user_id: first.user_id,
    });
    expect(listOf(list).items.at(-1)).toMatchObject({
      title: 'تبریک نوروز',
      group_title: 'مناسبت‌ها',
      draft_group_id: first.draft_group_id,
    });
    expect(listOf(list).items[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('POST user/draft', () => {
  it('saves a message with an optional title and group, answering no data', async () => {
    const token = await newUser();
    const groupId = await makeGroup(token, 'تخفیف‌ها');
    const created = await api.post(
      '/user/draft',
      { title: ' حراج ', message: ' حراج پاییزه\r\nتا ۳۰٪ تخفیف ', draft_group_id: groupId },
      token,
    );
    expect(created).toMatchObject({ status: 200, data: null });
    expect(created.meta.message).toBe(predefinedMessages.messageSaved);
    const bare = await makeDraft(token, { message: 'سلام', title: '' });
    expect(bare).toMatchObject({ title: null, draft_group_id: 0, message: 'سلام' });
    const list = listOf(await api.get('/user/draft/list', token)).items;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      title: 'حراج',
      message: 'حراج پاییزه\nتا ۳۰٪ تخفیف',
      draft_group_id: groupId,
      group_title: 'تخفیف‌ها',
    });
  });

  it('refuses an empty or too long text, and another user’s group, with Persian messages', async () => {
    const token = await newUser();
    const empty = await api.post('/user/draft', { message: '   ' }, token);
    expect(empty.status).toBe(422);
    expect(empty.meta.errors).toEqual({ message: [messages.textRequired] });
    const missing = await api.post('/user/draft', {}, token);
    expect(missing.meta.errors).toEqual({ message: [messages.textRequired] });
    const long = await api.post('/user/draft', { message: 'پ'.repeat(PREDEFINED_TEXT_MAX + 1) }, token);
    expect(long.status).toBe(422);
    expect(long.meta.errors?.message).toEqual([predefinedMessages.textTooLong]);
    const longest = await api.post('/user/draft', { message: 'پ'.repeat(PREDEFINED_TEXT_MAX) }, token);
    expect(longest.status).toBe(200);
    const demoGroup = (await groupsOf(demoToken))[0]?.draft_group_id;
    const foreign = await api.post('/user/draft', { message: 'سلام', draft_group_id: demoGroup }, token);
    expect(foreign.status).toBe(404);
    expect(foreign.meta.errors).toEqual({ draft_group_id: [predefinedMessages.groupNotFound] });
    const badGroup = await api.post('/user/draft', { message: 'سلام', draft_group_id: 'x' }, token);
    expect(badGroup.status).toBe(422);
    expect((await api.get('/user/draft/group/count', token)).data.count).toBe(1);
    expect((await api.post('/user/draft', { message: 'سلام' })).status).toBe(401);
  });

  it(`keeps at most ${PREDEFINED_MESSAGES_MAX} messages a user`, async () => {
    const token = await newUser();
    const { user_id } = await makeDraft(token, { message: 'اولین' });
    // The rest straight into the table: the rule under test is the create call's count.
    await deps.db.query(
      `insert into predefined_messages (user_id, text, created_at)
       select $1, 'پیام ' || n, now() from generate_series(2, $2::int) n`,
      [user_id, PREDEFINED_MESSAGES_MAX],
    );
    const full = await api.post('/user/draft', { message: 'یکی بیشتر' }, token);
    expect(full.status).toBe(422);
    expect(full.meta.errors).toEqual({ message: [predefinedMessages.messagesFull] });
    expect((await api.get('/user/draft/group/count', token)).data.count).toBe(PREDEFINED_MESSAGES_MAX);
    await api.post('/user/draft/delete', { draft_ids: [(await newestDraft(token)).draft_id] }, token);
    expect((await api.post('/user/draft', { message: 'دوباره جا هست' }, token)).status).toBe(200);
  });
});

describe('PUT user/draft', () => {
  it('changes the text, and the title and group only when sent', async () => {
    const token = await newUser();
    const groupId = await makeGroup(token, 'یادآوری');
    const { draft_id } = await makeDraft(token, {
      message: 'نسخه اول',
      title: 'عنوان',
      draft_group_id: groupId,
    });
    const updated = await put('/user/draft', { draft_id, message: ' نسخه دوم ' }, token);
    expect(updated).toMatchObject({ status: 200, data: null });
    expect(updated.meta.message).toBe(predefinedMessages.messageUpdated);
    const read = async () => listOf(await api.get('/user/draft/list', token)).items[0];
    expect(await read()).toMatchObject({
      draft_id,
      message: 'نسخه دوم',
      title: 'عنوان',
      draft_group_id: groupId,
    });
    await put('/user/draft', { draft_id, message: 'نسخه سوم', title: '', draft_group_id: null }, token);
    expect(await read()).toMatchObject({ message: 'نسخه سوم', title: null, draft_group_id: 0 });
  });

  it('refuses another user’s message or group, and a missing id or text, in Persian', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { draft_id } = await makeDraft(owner, { message: 'پیام خصوصی' });
    const foreign = await put('/user/draft', { draft_id, message: 'دستکاری' }, other);
    expect(foreign.status).toBe(404);
    expect(foreign.meta.errors).toEqual({ draft_id: [predefinedMessages.messageNotFound] });
    const otherGroup = await makeGroup(other, 'گروه دیگری');
    const intoForeign = await put(
      '/user/draft',
      { draft_id, message: 'x', draft_group_id: otherGroup },
      owner,
    );
    expect(intoForeign.status).toBe(404);
    const missing = await put('/user/draft', {}, owner);
    expect(missing.status).toBe(422);
    expect(missing.meta.errors).toEqual({
      draft_id: [messages.required],
      message: [messages.textRequired],
    });
    expect(listOf(await api.get('/user/draft/list', owner)).items[0].message).toBe('پیام خصوصی');
  });
});

describe('GET user/draft/list', () => {
  let token: string;
  let groupId: number;
  beforeAll(async () => {
    token = await newUser();
    groupId = await makeGroup(token, 'یادآوری');
    // 12 messages, one a minute, every third in the group.
    for (let i = 1; i <= 12; i++) {
      server.clock.advance(60_000);
      await api.post(
        '/user/draft',
        { message: `پیام شماره ${i}`, draft_group_id: i % 3 === 0 ? groupId : null },
        token,
      );
    }
    await api.post('/user/draft', { title: 'Yalda', message: 'شب يلدا مبارك، ۵۰% تخفیف' }, token);
  });

  it('pages newest first with page and per_page (or limit), and says how many there are', async () => {
    const first = await api.get('/user/draft/list?page=1&per_page=5', token);
    expect(listOf(first)).toMatchObject({ total: 13, page: 1, limit: 5 });
    expect(texts(listOf(first).items)).toEqual([
      'شب يلدا مبارك، ۵۰% تخفیف',
      'پیام شماره 12',
      'پیام شماره 11',
      'پیام شماره 10',
      'پیام شماره 9',
    ]);
    const last = await api.get('/user/draft/list?page=3&limit=5', token);
    expect(texts(listOf(last).items)).toEqual(['پیام شماره 3', 'پیام شماره 2', 'پیام شماره 1']);
    const beyond = await api.get('/user/draft/list?page=4&limit=5', token);
    expect(listOf(beyond)).toMatchObject({ items: [], total: 13 });
  });

  it('filters by draft_group_id, and searches title and text across Arabic letters and digit scripts', async () => {
    const inGroup = await api.get(`/user/draft/list?draft_group_id=${groupId}`, token);
    expect(texts(listOf(inGroup).items)).toEqual([
      'پیام شماره 12',
      'پیام شماره 9',
      'پیام شماره 6',
      'پیام شماره 3',
    ]);
    expect(listOf(inGroup).items[0]).toMatchObject({ group_title: 'یادآوری', draft_group_id: groupId });
    // draft_group_id 0: the ungrouped ones, as they answer it.
    const ungrouped = listOf(await api.get('/user/draft/list?draft_group_id=0&per_page=100', token));
    expect(ungrouped.total).toBe(9);
    expect(ungrouped.items.every((m: { draft_group_id: number }) => m.draft_group_id === 0)).toBe(true);
    const search = (q: string, extra = '') =>
      api.get(`/user/draft/list?q=${encodeURIComponent(q)}${extra}`, token).then(listOf);
    expect((await search('شماره ۱')).total).toBe(4); // 1, 10, 11, 12
    expect((await search('شماره 1', `&draft_group_id=${groupId}`)).total).toBe(1);
    expect((await search('شماره ۱', '&draft_group_id=0')).total).toBe(3); // 1, 10, 11
    expect((await search('شب يلدا', '&draft_group_id=٠')).total).toBe(1);
    expect(texts((await search('یلدا')).items)).toEqual(['شب يلدا مبارك، ۵۰% تخفیف']);
    expect((await search('yalda')).total).toBe(1);
    expect((await search('مبارک')).total).toBe(1);
    expect((await search('50%')).total).toBe(1);
    expect((await search('%')).total).toBe(1);
    expect((await search('_')).total).toBe(0);
    expect((await search('نیست')).total).toBe(0);
    expect((await search('   ')).total).toBe(13);
  });

  it('keeps each user to their own: another user sees none of them, nor filters by their group', async () => {
    const other = await newUser();
    expect(listOf(await api.get('/user/draft/list', other))).toMatchObject({ items: [], total: 0 });
    const foreign = await api.get(`/user/draft/list?draft_group_id=${groupId}`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.meta.message).toBe(predefinedMessages.groupNotFound);
  });

  it('refuses a bad page, limit or group in Persian', async () => {
    const page = await api.get('/user/draft/list?page=0', token);
    expect(page.status).toBe(422);
    expect(page.meta.errors).toEqual({ page: [messages.invalidPage] });
    expect((await api.get('/user/draft/list?limit=101', token)).meta.errors).toEqual({
      limit: [messages.invalidLimit],
    });
    expect((await api.get('/user/draft/list?draft_group_id=abc', token)).status).toBe(422);
    expect((await api.get('/user/draft/list')).status).toBe(401);
  });
});

describe('POST user/draft/delete', () => {
  it('deletes the user’s own messages, all or none', async () => {
    const owner = await newUser();
    const other = await newUser();
    const a = await makeDraft(owner, { message: 'پیام خصوصی' });
    const b = await makeDraft(owner, { message: 'پیام دوم' });
    const c = await makeDraft(owner, { message: 'پیام سوم' });
    const mine = await makeDraft(other, { message: 'پیام دیگری' });
    const refused = await api.post('/user/draft/delete', { draft_ids: [a.draft_id] }, other);
    expect(refused.status).toBe(404);
    expect(refused.meta.message).toBe(predefinedMessages.messageNotFound);
    // One id that is not the owner's keeps every one of them.
    const mixed = await api.post('/user/draft/delete', { draft_ids: [a.draft_id, mine.draft_id] }, owner);
    expect(mixed.status).toBe(404);
    expect(listOf(await api.get('/user/draft/list', owner)).total).toBe(3);
    const deleted = await api.post(
      '/user/draft/delete',
      { draft_ids: [a.draft_id, b.draft_id, a.draft_id] },
      owner,
    );
    expect(deleted).toMatchObject({ status: 200, data: null });
    expect(deleted.meta.message).toBe(predefinedMessages.messageDeleted);
    expect(texts(listOf(await api.get('/user/draft/list', owner)).items)).toEqual([c.message]);
    expect((await api.post('/user/draft/delete', { draft_ids: [a.draft_id] }, owner)).status).toBe(404);
    for (const body of [{}, { draft_ids: [] }, { draft_ids: ['x'] }]) {
      const missing = await api.post('/user/draft/delete', body, owner);
      expect(missing.status).toBe(422);
      expect(Object.values(missing.meta.errors ?? {}).flat()).toEqual([messages.required]);
    }
  });
});

describe('user/draft/group', () => {
  it('creates groups once per title, renames, counts their messages, and deletes one with its messages', async () => {
    const token = await newUser();
    const a = await makeGroup(token, ' مشتریان ');
    expect((await groupsOf(token))[0]).toMatchObject({ draft_group_id: a, title: 'مشتریان', count: 0 });
    const again = await api.post('/user/draft/group', { title: 'مشتریان' }, token);
    expect(again.status).toBe(409);
    expect(again.meta.errors).toEqual({ title: [predefinedMessages.groupExists] });
    const empty = await api.post('/user/draft/group', { title: ' ' }, token);
    expect(empty.status).toBe(422);
    expect(empty.meta.errors).toEqual({ title: [messages.required] });
    const b = await makeGroup(token, 'همکاران');
    // Another user may use the same title.
    expect((await api.post('/user/draft/group', { title: 'مشتریان' }, await newUser())).status).toBe(200);
    for (const draft_group_id of [a, a, b, null])
      await api.post('/user/draft', { message: 'متن', draft_group_id }, token);

    expect(
      (await groupsOf(token)).map(({ draft_group_id, title, count }) => ({ draft_group_id, title, count })),
    ).toEqual([
      { draft_group_id: a, title: 'مشتریان', count: 2 },
      { draft_group_id: b, title: 'همکاران', count: 1 },
    ]);
    expect((await api.get('/user/draft/group/count', token)).data).toEqual({ count: 4 });
    expect((await api.get(`/user/draft/group/count?draft_group_id=${a}`, token)).data).toEqual({ count: 2 });

    const renamed = await put('/user/draft/group', { draft_group_id: b, title: 'همکاران فروش' }, token);
    expect(renamed).toMatchObject({ status: 200, data: null });
    expect(renamed.meta.message).toBe(predefinedMessages.groupUpdated);
    const clash = await put('/user/draft/group', { draft_group_id: b, title: 'مشتریان' }, token);
    expect(clash.status).toBe(409);
    expect(clash.meta.errors).toEqual({ title: [predefinedMessages.groupExists] });
    expect((await put('/user/draft/group', { draft_group_id: b }, token)).meta.errors).toEqual({
      title: [messages.required],
    });

    const other = await newUser();
    expect((await api.post('/user/draft/group/delete', { draft_group_id: a }, other)).status).toBe(404);
    expect((await put('/user/draft/group', { draft_group_id: a, title: 'ربوده' }, other)).status).toBe(404);
    expect((await api.get(`/user/draft/group/count?draft_group_id=${a}`, other)).status).toBe(404);
    expect((await api.get('/user/draft/group/list', other)).data).toEqual([]);

    const deleted = await api.post('/user/draft/group/delete', { draft_group_id: a }, token);
    expect(deleted).toMatchObject({ status: 200, data: null });
    expect(deleted.meta.message).toBe(predefinedMessages.groupDeleted);
    expect((await groupsOf(token)).map((g) => [g.draft_group_id, g.title, g.count])).toEqual([
      [b, 'همکاران فروش', 1],
    ]);
    // The group's messages went with it; the others stay.
    expect(listOf(await api.get('/user/draft/list', token)).total).toBe(2);
    expect((await api.post('/user/draft/group/delete', { draft_group_id: a }, token)).status).toBe(404);
    expect((await api.post('/user/draft/group/delete', {}, token)).meta.errors).toEqual({
      draft_group_id: [messages.required],
    });
  });

  it(`keeps at most ${PREDEFINED_GROUPS_MAX} groups a user, and pages them`, async () => {
    const token = await newUser();
    for (let i = 1; i <= PREDEFINED_GROUPS_MAX; i++)
      expect((await api.post('/user/draft/group', { title: `گروه ${i}` }, token)).status).toBe(200);
    const full = await api.post('/user/draft/group', { title: 'یکی بیشتر' }, token);
    expect(full.status).toBe(422);
    expect(full.meta.errors).toEqual({ title: [predefinedMessages.groupsFull] });
    const second = await api.get('/user/draft/group/list?page=2&per_page=15', token);
    expect(listOf(second)).toMatchObject({ total: PREDEFINED_GROUPS_MAX, page: 2, limit: 15 });
    expect(second.data.map((g: Group) => g.title)).toEqual([
      'گروه 16',
      'گروه 17',
      'گروه 18',
      'گروه 19',
      'گروه 20',
    ]);
  });
});
