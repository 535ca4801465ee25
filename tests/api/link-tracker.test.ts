// UTM link tracking over HTTP, and the short link's redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTrackerMessages, messages } from '../../src/domain/index.ts';
import { client, demoLogin, listOf } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startDemoTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let api: ReturnType<typeof client>;
let demoToken: string;

beforeAll(async () => {
  server = await startDemoTestServer();
  api = client(server.url);
  demoToken = await demoLogin(api);
});
afterAll(async () => {
  await server.close();
});

/** A new account whose plan was upgraded, as the provider's admin panel does after a ticket. */
async function upgradedUser(): Promise<string> {
  const token = await fundedUser(api, 0);
  const me = await api.get('/acl/auth/check_token', token);
  await server.db.query(
    `insert into plan_features (user_id, feature, granted_at)
     select id, 'link_tracker', now() from users where lower(username) = lower($1)`,
    [me.data.user_name],
  );
  return token;
}

const follow = (url: string, method = 'GET') => fetch(url, { method, redirect: 'manual' });

describe('POST panel/link_tracker', () => {
  it('answers a short link on this server that redirects to the link with its UTM parameters', async () => {
    const made = await api.post(
      '/panel/link_tracker',
      { url: 'https://shop.example.ir/sale?id=7', utm_campaign: 'autumn-sale' },
      demoToken,
    );
    expect(made.status).toBe(201);
    expect(made.meta.message).toBe(linkTrackerMessages.created);
    expect(made.data).toMatchObject({
      url: 'https://shop.example.ir/sale?id=7',
      target_url:
        'https://shop.example.ir/sale?id=7&utm_source=payamak&utm_medium=sms&utm_campaign=autumn-sale',
      utm_source: 'payamak',
      utm_medium: 'sms',
      utm_campaign: 'autumn-sale',
      clicks: 0,
    });
    expect(made.data.code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(made.data.short_url).toBe(`${server.url}/v1/l/${made.data.code}`);
    expect(made.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the same short link when the same link is tracked again, a new one for another campaign', async () => {
    const token = await upgradedUser();
    const body = { url: 'https://example.com/a' };
    const first = await api.post('/panel/link_tracker', body, token);
    const again = await api.post('/panel/link_tracker', { ...body, utm_campaign: '' }, token);
    expect(again.status).toBe(200);
    expect(again.meta.message).toBe(linkTrackerMessages.reused);
    expect(again.data.code).toBe(first.data.code);
    expect(again.data.utm_campaign).toBe('sms');
    const other = await api.post('/panel/link_tracker', { ...body, utm_campaign: 'winter' }, token);
    expect(other.status).toBe(201);
    expect(other.data.code).not.toBe(first.data.code);
  });

  it('refuses a bad address (the site address is wrong), and a bad UTM value, writing nothing', async () => {
    const token = await upgradedUser();
    for (const url of ['shop.example.ir', 'ftp://example.ir', 'https://example.xyz', '']) {
      const refused = await api.post('/panel/link_tracker', { url }, token);
      expect(refused.status).toBe(422);
      expect(refused.meta.message).toBe('آدرس سایت اشتباه است');
      expect(refused.meta.errors?.url).toEqual([messages.wrongWebsite]);
    }
    const badCampaign = await api.post(
      '/panel/link_tracker',
      { url: 'https://example.ir', utm_campaign: 'حراج پاییز' },
      token,
    );
    expect(badCampaign.status).toBe(422);
    expect(badCampaign.meta.errors?.utm_campaign).toEqual([linkTrackerMessages.invalidUtmValue]);
    expect(listOf(await api.get('/panel/link_tracker', token)).total).toBe(0);
  });

  it('refuses an account whose plan lacks tracking with the plan-upgrade message, and needs a token', async () => {
    const token = await fundedUser(api, 0);
    const refused = await api.post('/panel/link_tracker', { url: 'https://example.ir' }, token);
    expect(refused.status).toBe(403);
    expect(refused.meta.message).toBe(linkTrackerMessages.planRequired);
    expect(refused.meta.message).toContain('ارتقای طرح');
    expect(refused.meta.message_code).toBe('403-6');
    // The plan is checked before the body: a bad address still says what the user must do first.
    expect((await api.post('/panel/link_tracker', { url: 'x' }, token)).status).toBe(403);
    const listed = await api.get('/panel/link_tracker', token);
    expect(listed.status).toBe(403);
    expect(listed.meta.message).toBe(linkTrackerMessages.planRequired);
    expect((await api.post('/panel/link_tracker', { url: 'https://example.ir' })).status).toBe(401);
  });
});

describe('GET panel/link_tracker', () => {
  it("lists the user's own links newest first with their clicks, a page at a time, never another user's", async () => {
    const token = await upgradedUser();
    const urls = ['https://a.example.ir', 'https://b.example.ir', 'https://c.example.ir'];
    for (const url of urls) {
      expect((await api.post('/panel/link_tracker', { url }, token)).status).toBe(201);
      server.clock.advance(1000);
    }
    const mine = await api.get('/panel/link_tracker', token);
    expect(mine.status).toBe(200);
    expect(listOf(mine).total).toBe(3);
    expect(listOf(mine).items.map((l: { url: string }) => l.url)).toEqual([...urls].reverse());
    const second = await api.get('/panel/link_tracker?page=2&limit=2', token);
    expect(listOf(second)).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(listOf(second).items.map((l: { url: string }) => l.url)).toEqual(['https://a.example.ir']);
    expect((await api.get('/panel/link_tracker?limit=0', token)).status).toBe(422);

    const theirs = await api.get('/panel/link_tracker?limit=100', demoToken);
    const demoUrls = listOf(theirs).items.map((l: { url: string }) => l.url);
    for (const url of urls) expect(demoUrls).not.toContain(url);
    const stranger = await upgradedUser();
    expect(listOf(await api.get('/panel/link_tracker', stranger))).toEqual({
      items: [],
      total: 0,
      page: 1,
      limit: 20,
    });
  });
});

describe('GET /v1/l/:code', () => {
  it('counts a click and redirects to the link with its UTM parameters', async () => {
    const token = await upgradedUser();
    const made = (await api.post('/panel/link_tracker', { url: 'https://example.org/p#x' }, token)).data;
    for (let i = 0; i < 2; i++) {
      const response = await follow(made.short_url);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(made.target_url);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // A link preview's HEAD is not a click.
    expect((await follow(made.short_url, 'HEAD')).status).toBe(302);
    const listed = listOf(await api.get('/panel/link_tracker', token)).items;
    expect(listed[0]).toMatchObject({ code: made.code, clicks: 2 });
  });

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await follow(`${server.url}/v1/l/ZZZZZZZ`)).status).toBe(404);
    const malformed = await follow(`${server.url}/v1/l/abc`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toBe(linkTrackerMessages.linkNotFound);
  });
});
