// spec 7 (Predefined messages; Sending: user/draft/list): a user's predefined messages and their
// groups over HTTP, each user's kept to that user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, predefinedMessages, SMS_TEXT_MAX } from '../../src/domain/index.ts';
import { seedDemoIfEmpty } from '../../src/server/db/demo-seed.ts';
import { client, newPerson } from './helpers/client.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let demoToken: string;

beforeAll(async () => {
  server = await startTestServer({ prepare: async (deps) => void (await seedDemoIfEmpty(deps)) });
  api = client(server.url);
  demoToken = (await api.post('/acl/auth/login', { username: 'demo', password: 'Payamak@1404' })).data.token;
});
afterAll(async () => {
  await server.close();
});

const newUser = async (): Promise<string> => (await api.post('/user/register', newPerson())).data.token;
type Item = {
  id: number;
  title: string | null;
  text: string;
  group_id: number | null;
  group_title: string | null;
};
const texts = (items: Item[]) => items.map((m) => m.text);

describe('the demo account', () => {
  it('has predefined messages in two groups and one ungrouped, newest first', async () => {
    const groups = await api.get('/user/draft/group/list', demoToken);
    expect(groups.status).toBe(200);
    expect(groups.data).toEqual([
      { id: expect.any(Number), title: 'مناسبت‌ها', count: 3 },
      { id: expect.any(Number), title: 'اطلاع‌رسانی به مشتریان', count: 3 },
    ]);
    const list = await api.get('/user/draft/list', demoToken);
    expect(list.data).toMatchObject({ total: 7, page: 1, limit: 10 });
    expect(list.data.items[0]).toMatchObject({ title: null, group_id: null, group_title: null });
    expect(list.data.items.at(-1)).toMatchObject({ title: 'تبریک نوروز', group_title: 'مناسبت‌ها' });
    expect(list.data.items[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});

describe('user/draft/create', () => {
  it('saves a text with an optional title and group, and answers it as the list shows it', async () => {
    const token = await newUser();
    const group = await api.post('/user/draft/group/create', { title: 'تخفیف‌ها' }, token);
    expect(group.status).toBe(201);
    expect(group.data).toEqual({ id: expect.any(Number), title: 'تخفیف‌ها', count: 0 });
    const created = await api.post(
      '/user/draft/create',
      { title: ' حراج ', text: ' حراج پاییزه\r\nتا ۳۰٪ تخفیف ', group_id: group.data.id },
      token,
    );
    expect(created.status).toBe(201);
    expect(created.meta.message).toBe(predefinedMessages.messageSaved);
    expect(created.data).toMatchObject({
      title: 'حراج',
      text: 'حراج پاییزه\nتا ۳۰٪ تخفیف',
      group_id: group.data.id,
      group_title: 'تخفیف‌ها',
    });
    const bare = await api.post('/user/draft/create', { text: 'سلام', title: '' }, token);
    expect(bare.data).toMatchObject({ title: null, group_id: null });
    const list = await api.get('/user/draft/list', token);
    expect(list.data.items).toEqual([bare.data, created.data]);
  });

  it('refuses an empty or too long text, and another user’s group, with Persian messages', async () => {
    const token = await newUser();
    const empty = await api.post('/user/draft/create', { text: '   ' }, token);
    expect(empty.status).toBe(422);
    expect(empty.meta.errors).toEqual({ text: [messages.textRequired] });
    const missing = await api.post('/user/draft/create', {}, token);
    expect(missing.meta.errors).toEqual({ text: [messages.textRequired] });
    const long = await api.post('/user/draft/create', { text: 'پ'.repeat(SMS_TEXT_MAX + 1) }, token);
    expect(long.status).toBe(422);
    expect(long.meta.errors?.text).toEqual([predefinedMessages.textTooLong]);
    const longest = await api.post('/user/draft/create', { text: 'پ'.repeat(SMS_TEXT_MAX) }, token);
    expect(longest.status).toBe(201);
    const demoGroup = (await api.get('/user/draft/group/list', demoToken)).data[0].id;
    const foreign = await api.post('/user/draft/create', { text: 'سلام', group_id: demoGroup }, token);
    expect(foreign.status).toBe(404);
    expect(foreign.meta.errors).toEqual({ group_id: [predefinedMessages.groupNotFound] });
    const badGroup = await api.post('/user/draft/create', { text: 'سلام', group_id: 'x' }, token);
    expect(badGroup.status).toBe(422);
    expect((await api.get('/user/draft/group/count', token)).data.count).toBe(1);
    expect((await api.post('/user/draft/create', { text: 'سلام' })).status).toBe(401);
  });
});

describe('user/draft/list', () => {
  let token: string;
  let groupId: number;
  beforeAll(async () => {
    token = await newUser();
    groupId = (await api.post('/user/draft/group/create', { title: 'یادآوری' }, token)).data.id;
    // 12 messages, one a minute, every third in the group.
    for (let i = 1; i <= 12; i++) {
      server.clock.advance(60_000);
      await api.post(
        '/user/draft/create',
        { text: `پیام شماره ${i}`, group_id: i % 3 === 0 ? groupId : null },
        token,
      );
    }
    await api.post('/user/draft/create', { title: 'Yalda', text: 'شب يلدا مبارك، ۵۰% تخفیف' }, token);
  });

  it('pages newest first with page and limit, and says how many there are', async () => {
    const first = await api.get('/user/draft/list?page=1&limit=5', token);
    expect(first.data).toMatchObject({ total: 13, page: 1, limit: 5 });
    expect(texts(first.data.items)).toEqual([
      'شب يلدا مبارك، ۵۰% تخفیف',
      'پیام شماره 12',
      'پیام شماره 11',
      'پیام شماره 10',
      'پیام شماره 9',
    ]);
    const last = await api.get('/user/draft/list?page=3&limit=5', token);
    expect(texts(last.data.items)).toEqual(['پیام شماره 3', 'پیام شماره 2', 'پیام شماره 1']);
    const beyond = await api.get('/user/draft/list?page=4&limit=5', token);
    expect(beyond.data).toMatchObject({ items: [], total: 13 });
  });

  it('filters by group, and searches title and text across Arabic letters and digit scripts', async () => {
    const inGroup = await api.get(`/user/draft/list?group_id=${groupId}`, token);
    expect(texts(inGroup.data.items)).toEqual([
      'پیام شماره 12',
      'پیام شماره 9',
      'پیام شماره 6',
      'پیام شماره 3',
    ]);
    expect(inGroup.data.items[0].group_title).toBe('یادآوری');
    const search = (q: string, extra = '') =>
      api.get(`/user/draft/list?q=${encodeURIComponent(q)}${extra}`, token).then((a) => a.data);
    expect((await search('شماره ۱')).total).toBe(4); // 1, 10, 11, 12
    expect((await search('شماره 1', `&group_id=${groupId}`)).total).toBe(1);
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
    expect((await api.get('/user/draft/list', other)).data).toMatchObject({ items: [], total: 0 });
    const foreign = await api.get(`/user/draft/list?group_id=${groupId}`, other);
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
    expect((await api.get('/user/draft/list?group_id=abc', token)).status).toBe(422);
    expect((await api.get('/user/draft/list')).status).toBe(401);
  });
});

describe('user/draft/delete', () => {
  it('deletes the user’s own message and no one else’s', async () => {
    const owner = await newUser();
    const other = await newUser();
    const { id } = (await api.post('/user/draft/create', { text: 'پیام خصوصی' }, owner)).data;
    const refused = await api.post('/user/draft/delete', { id }, other);
    expect(refused.status).toBe(404);
    expect(refused.meta.message).toBe(predefinedMessages.messageNotFound);
    expect((await api.get('/user/draft/list', owner)).data.total).toBe(1);
    const deleted = await api.post('/user/draft/delete', { id }, owner);
    expect(deleted.status).toBe(200);
    expect(deleted.meta.message).toBe(predefinedMessages.messageDeleted);
    expect((await api.get('/user/draft/list', owner)).data.total).toBe(0);
    expect((await api.post('/user/draft/delete', { id }, owner)).status).toBe(404);
    const missing = await api.post('/user/draft/delete', {}, owner);
    expect(missing.status).toBe(422);
    expect(missing.meta.errors).toEqual({ id: [messages.required] });
  });
});

describe('user/draft/group', () => {
  it('creates groups once per title, counts their messages, and deletes one keeping its messages', async () => {
    const token = await newUser();
    const a = (await api.post('/user/draft/group/create', { title: ' مشتریان ' }, token)).data;
    expect(a.title).toBe('مشتریان');
    const again = await api.post('/user/draft/group/create', { title: 'مشتریان' }, token);
    expect(again.status).toBe(409);
    expect(again.meta.errors).toEqual({ title: [predefinedMessages.groupExists] });
    const empty = await api.post('/user/draft/group/create', { title: ' ' }, token);
    expect(empty.status).toBe(422);
    expect(empty.meta.errors).toEqual({ title: [messages.required] });
    const b = (await api.post('/user/draft/group/create', { title: 'همکاران' }, token)).data;
    // Another user may use the same title.
    expect((await api.post('/user/draft/group/create', { title: 'مشتریان' }, await newUser())).status).toBe(
      201,
    );
    for (const group_id of [a.id, a.id, b.id, null])
      await api.post('/user/draft/create', { text: 'متن', group_id }, token);

    expect((await api.get('/user/draft/group/list', token)).data).toEqual([
      { id: a.id, title: 'مشتریان', count: 2 },
      { id: b.id, title: 'همکاران', count: 1 },
    ]);
    expect((await api.get('/user/draft/group/count', token)).data).toEqual({ count: 4 });
    expect((await api.get(`/user/draft/group/count?group_id=${a.id}`, token)).data).toEqual({ count: 2 });

    const other = await newUser();
    expect((await api.post('/user/draft/group/delete', { id: a.id }, other)).status).toBe(404);
    expect((await api.get(`/user/draft/group/count?group_id=${a.id}`, other)).status).toBe(404);
    expect((await api.get('/user/draft/group/list', other)).data).toEqual([]);

    const deleted = await api.post('/user/draft/group/delete', { id: a.id }, token);
    expect(deleted.status).toBe(200);
    expect(deleted.meta.message).toBe(predefinedMessages.groupDeleted);
    expect((await api.get('/user/draft/group/list', token)).data).toEqual([
      { id: b.id, title: 'همکاران', count: 1 },
    ]);
    const list = (await api.get('/user/draft/list', token)).data;
    expect(list.total).toBe(4);
    expect(list.items.filter((m: Item) => m.group_id === null)).toHaveLength(3);
    expect((await api.post('/user/draft/group/delete', { id: a.id }, token)).status).toBe(404);
  });
});
