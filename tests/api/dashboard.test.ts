// News, quick-access links and banners over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, demoLogin, listOf, newPerson } from './helpers/client.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let demoToken: string;
let otherToken: string;

beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
  demoToken = await demoLogin(api);
  otherToken = (await api.register(newPerson())).data.token;
});
afterAll(async () => {
  await server.close();
});

describe('user/news/user_news_list', () => {
  it('lists everyone’s news and the user’s own, newest first, in stored UTC form', async () => {
    const answer = await api.get('/user/news/user_news_list?page=1&limit=10', demoToken);
    expect(answer.status).toBe(200);
    const { items, total, page, limit } = listOf(answer);
    expect({ total, page, limit }).toEqual({ total: 6, page: 1, limit: 10 });
    const times = items.map((item: { published_at: string }) => item.published_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(items.map((item: { title: string }) => item.title)).toContain(
      'گزارش تحویل پیامک‌های شما آماده است',
    );
  });

  it('keeps one user’s news from another', async () => {
    const answer = await api.get('/user/news/user_news_list', otherToken);
    expect(listOf(answer).total).toBe(5);
    expect(listOf(answer).items.map((item: { title: string }) => item.title)).not.toContain(
      'گزارش تحویل پیامک‌های شما آماده است',
    );
  });

  it('pages with page and limit', async () => {
    const first = await api.get('/user/news/user_news_list?page=1&limit=4', demoToken);
    const second = await api.get('/user/news/user_news_list?page=2&limit=4', demoToken);
    expect(listOf(first).items).toHaveLength(4);
    expect(listOf(second).items).toHaveLength(2);
    const ids = [...listOf(first).items, ...listOf(second).items].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(6);
  });

  it('refuses a bad page with 422 in Persian, and a missing token with 401', async () => {
    const bad = await api.get('/user/news/user_news_list?page=0', demoToken);
    expect(bad.status).toBe(422);
    expect(bad.meta.errors?.page).toEqual(['شماره صفحه باید عددی صحیح و دست‌کم ۱ باشد']);
    const text = await api.get('/user/news/user_news_list?limit=many', demoToken);
    expect(text.status).toBe(422);
    expect(text.meta.errors?.limit).toEqual(['تعداد ردیف هر صفحه نامعتبر است']);
    expect((await api.get('/user/news/user_news_list')).status).toBe(401);
  });
});

describe('panel/quick_access and panel/banners', () => {
  it('answers the quick-access links in order, each a panel path', async () => {
    const answer = await api.get('/panel/quick_access', otherToken);
    expect(answer.status).toBe(200);
    expect(answer.data.length).toBeGreaterThanOrEqual(4);
    expect(answer.data[0]).toMatchObject({ title: 'ارسال سریع', path: '/send-sms/quick' });
    for (const item of answer.data) expect(item.path).toMatch(/^\//);
  });

  it('answers only the active banners, in order', async () => {
    await server.db.query('update banners set active = false where id = 2');
    const answer = await api.get('/panel/banners', otherToken);
    expect(answer.status).toBe(200);
    expect(answer.data.map((banner: { id: number }) => banner.id)).toEqual([1, 3]);
    expect(answer.data[0]).toMatchObject({ tone: 'primary', link: '/send-sms/map' });
    await server.db.query('update banners set active = true where id = 2');
  });

  it('needs a token', async () => {
    expect((await api.get('/panel/quick_access')).status).toBe(401);
    expect((await api.get('/panel/banners')).status).toBe(401);
  });
});
