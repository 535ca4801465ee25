// Sender lines, recipient banks, price and send over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankMessages,
  CANCEL_11_SUFFIX,
  lineE164,
  messages,
  sendBodyMessages,
  sendMessages,
  smsParts,
} from '../../src/domain/index.ts';
import { patternRuleMessages } from '../../src/domain/patterns/patterns.messages.ts';
import { DEMO_FEATURES, demoCustomerMobile } from '../../src/server/db/demo-seed-sending.ts';
import { client, demoLogin, listOf } from './helpers/client.ts';
import { calculatePrice, defaultLine, fundedUser, numbers, send } from './helpers/send.ts';
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

describe('number/numbers and numbers/defaults/upsert', () => {
  it('lists the demo’s own lines first, one of them the default, then the shared lines', async () => {
    const answer = await api.get('/number/numbers', demoToken);
    expect(answer.status).toBe(200);
    expect(answer.data.map((l: { number: string }) => l.number)).toEqual([
      '+9830004505001122',
      '+985000125478',
      '+9810004346',
      '+982000660110',
    ]);
    expect(answer.data.filter((l: { is_default: boolean }) => l.is_default)).toHaveLength(1);
    expect(answer.data[0].is_default).toBe(true);
    // Replies to the user's own lines reach the inbox; the shared lines' do not.
    expect(answer.data.map((l: { gets: number }) => l.gets)).toEqual([1, 1, 0, 0]);
    expect(answer.data[0]).toMatchObject({ operator_id: 3, is_66_char: 0, alias: answer.data[0].title });
    expect(answer.meta).toMatchObject({ current_page: 1, per_page: 10, total: 4, last_page: 1 });
  });

  it('pages the lines with page and per_page', async () => {
    const second = await api.get('/number/numbers?page=2&per_page=3', demoToken);
    expect(second.data.map((l: { number: string }) => l.number)).toEqual(['+982000660110']);
    expect(second.meta).toMatchObject({ current_page: 2, per_page: 3, total: 4, last_page: 2, from: 4 });
    expect((await api.get('/number/numbers?per_page=1000', demoToken)).status).toBe(422);
  });

  it('moves the default, and refuses a line that is not the user’s', async () => {
    const token = await fundedUser(api, 0);
    const lines = (await api.get('/number/numbers', token)).data;
    expect(lines[0].is_default).toBe(true);
    const set = await api.post('/numbers/defaults/upsert', { number_id: lines[1].id }, token);
    expect(set.status).toBe(200);
    expect(set.data).toMatchObject({ id: lines[1].id, is_default: true });
    const after = (await api.get('/number/numbers', token)).data;
    expect(after.find((l: { is_default: boolean }) => l.is_default).id).toBe(lines[1].id);
    const demoOwn = (await api.get('/number/numbers', demoToken)).data[0].id;
    const refused = await api.post('/numbers/defaults/upsert', { number_id: demoOwn }, token);
    expect(refused.status).toBe(422);
    expect(refused.meta.message).toBe(sendMessages.senderLineNotFound);
  });
});

describe('numbers/agreement-list and numbers/assign-agreement', () => {
  it('lists a line’s agreements, records the user’s acceptance, and keeps it to that user and line', async () => {
    const token = await fundedUser(api, 0, 'pending');
    const line = await defaultLine(api, token);
    const before = await api.get(`/numbers/agreement-list?number_id=${line}`, token);
    expect(before.status).toBe(200);
    expect(before.data.map((a: { accepted: boolean }) => a.accepted)).toEqual([false, false]);
    expect(before.data[0].title).toBe('تعهدنامه ارسال پیامک تبلیغاتی');
    const accepted = await api.post(
      '/numbers/assign-agreement',
      { number_id: line, agreement_ids: [1] },
      token,
    );
    expect(accepted.data.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, false]);
    const again = await api.post(
      '/numbers/assign-agreement',
      { number_id: line, agreement_ids: [1, 2] },
      token,
    );
    expect(again.data.map((a: { accepted: boolean }) => a.accepted)).toEqual([true, true]);
    const other = await fundedUser(api, 0, 'pending');
    const theirs = await api.get(`/numbers/agreement-list?number_id=${line}`, other);
    expect(theirs.data.map((a: { accepted: boolean }) => a.accepted)).toEqual([false, false]);
    const demoLine = await defaultLine(api, demoToken);
    const foreign = await api.post(
      '/numbers/assign-agreement',
      { number_id: demoLine, agreement_ids: [1] },
      token,
    );
    expect(foreign.status).toBe(422);
    const unknown = await api.post(
      '/numbers/assign-agreement',
      { number_id: line, agreement_ids: [99] },
      token,
    );
    expect(unknown.status).toBe(422);
  });

  it('refuses a send from a line whose agreements are not all accepted, and takes it once they are', async () => {
    const token = await fundedUser(api, 5_000_000, 'pending');
    const line = await defaultLine(api, token);
    const body = { type: 'quick', sender_line_id: line, text: 'سلام', mobiles: numbers(2) };
    const none = await send(api, token, body);
    expect(none.status).toBe(422);
    expect(none.meta.message).toBe(sendMessages.agreementsNotAccepted);
    expect(none.meta.errors).toEqual({ sender_line_id: [sendMessages.agreementsNotAccepted] });
    await api.post('/numbers/assign-agreement', { number_id: line, agreement_ids: [1] }, token);
    expect((await send(api, token, body)).status).toBe(422);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(5_000_000);
    await api.post('/numbers/assign-agreement', { number_id: line, agreement_ids: [2] }, token);
    expect((await send(api, token, body)).status).toBe(200);
    // The demo account accepted its own lines' agreements long ago; the shared lines still ask.
    const demoLines = (await api.get('/number/numbers', demoToken)).data;
    const pendingOf = async (id: number) =>
      (await api.get(`/numbers/agreement-list?number_id=${id}`, demoToken)).data.filter(
        (a: { accepted: boolean }) => !a.accepted,
      ).length;
    expect(await pendingOf(demoLines[0].id)).toBe(0);
    expect(await pendingOf(demoLines[2].id)).toBe(2);
  });
});

describe('recipient banks', () => {
  it('lists all 31 provinces with their centres, and counties and cities with counts that add up', async () => {
    const provinces = (await api.get('/send/banks/provinces', demoToken)).data;
    expect(provinces).toHaveLength(31);
    const tehran = provinces.find((p: { name: string }) => p.name === 'تهران');
    expect(tehran.center).toBe('تهران');
    expect(provinces.find((p: { name: string }) => p.name === 'فارس').center).toBe('شیراز');
    expect(provinces.find((p: { name: string }) => p.name === 'خراسان رضوی').center).toBe('مشهد');
    const counties = (await api.get(`/send/banks/counties?province_id=${tehran.id}`, demoToken)).data;
    expect(counties.length).toBeGreaterThanOrEqual(3);
    const cities = (await api.get(`/send/banks/cities?province_id=${tehran.id}`, demoToken)).data;
    const sum = cities.reduce((s: number, c: { count: number }) => s + c.count, 0);
    expect(sum).toBe(tehran.count);
    const counted = await api.post(
      '/send/banks/counts',
      { type: 'city', province_ids: [tehran.id] },
      demoToken,
    );
    expect(counted.data.count).toBe(tehran.count);
    const badQuery = await api.get('/send/banks/counties?province_id=x', demoToken);
    expect(badQuery.status).toBe(422);
  });

  it('counts a province, county or city per operator with GET send/banks/counts, and its filters narrow it', async () => {
    const total = (d: { mci_count: number; irancell_count: number; other_count: number }) =>
      d.mci_count + d.irancell_count + d.other_count;
    const provinces = (await api.get('/send/banks/provinces', demoToken)).data;
    const fars = provinces.find((p: { name: string }) => p.name === 'فارس');
    const whole = await api.get(`/send/banks/counts?province_id=${fars.id}`, demoToken);
    expect(whole.status).toBe(200);
    expect(total(whole.data)).toBe(fars.count);
    // Four of every ten bank numbers are MCI's, four Irancell's and two another operator's (Rightel).
    expect(Math.abs(whole.data.mci_count - whole.data.irancell_count)).toBeLessThan(whole.data.other_count);
    expect(whole.data.other_count).toBeGreaterThan(fars.count * 0.19);
    const county = (await api.get(`/send/banks/counties?province_id=${fars.id}`, demoToken)).data[1];
    const inCounty = await api.get(
      `/send/banks/counts?province_id=${fars.id}&county_id=${county.id}`,
      demoToken,
    );
    expect(total(inCounty.data)).toBe(county.count);
    const city = (await api.get(`/send/banks/cities?county_id=${county.id}`, demoToken)).data[0];
    const inCity = await api.get(
      `/send/banks/counts?province_id=${fars.id}&county_id=${county.id}&city_id=${city.id}`,
      demoToken,
    );
    expect(total(inCity.data)).toBe(city.count);
    const women = total(
      (await api.get(`/send/banks/counts?province_id=${fars.id}&city_id=${city.id}&gender_id=2`, demoToken))
        .data,
    );
    const men = total(
      (await api.get(`/send/banks/counts?province_id=${fars.id}&city_id=${city.id}&gender_id=1`, demoToken))
        .data,
    );
    expect(women).toBeGreaterThan(city.count * 0.4);
    expect(women + men).toBeLessThan(city.count);
    const young = await api.get(
      `/send/banks/counts?province_id=${fars.id}&city_id=${city.id}&birth_year_from=۱۳۸۰&birth_year_to=1410`,
      demoToken,
    );
    expect(total(young.data)).toBeGreaterThan(0);
    expect(total(young.data)).toBeLessThan(city.count / 2);
    const prefixed = await api.get(
      `/send/banks/counts?province_id=${fars.id}&city_id=${city.id}&number_prefix=0935`,
      demoToken,
    );
    expect(prefixed.data).toMatchObject({ mci_count: 0, other_count: 0 });
    expect(prefixed.data.irancell_count).toBeGreaterThan(0);
    const tehran = provinces.find((p: { name: string }) => p.name === 'تهران');
    const elsewhere = await api.get(
      `/send/banks/counts?province_id=${tehran.id}&county_id=${county.id}`,
      demoToken,
    );
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.meta).toMatchObject({
      message: bankMessages.unknownCounty,
      message_code: '400-2',
      errors: { county_id: [bankMessages.unknownCounty] },
    });
    const badGender = await api.get(`/send/banks/counts?province_id=${fars.id}&gender_id=7`, demoToken);
    expect(badGender.meta.errors).toEqual({ gender_id: [bankMessages.selectGender] });
  });

  it('lists the genders a bank count filters by', async () => {
    const genders = await api.get('/send/banks/genders', demoToken);
    expect(genders.data.map((g: { id: number }) => g.id)).toEqual([1, 2, 3]);
    expect(genders.data[0].name).toBe('مرد');
  });

  it('lists job categories, their sub-categories and their number count per operator', async () => {
    const total = (d: { mci_count: number; irancell_count: number; other_count: number }) =>
      d.mci_count + d.irancell_count + d.other_count;
    const categories = (await api.get('/send/jobs/categories', demoToken)).data;
    expect(categories.map((c: { name: string }) => c.name)).toContain('خوراک و رستوران');
    const main = categories[0];
    const subs = (await api.get(`/send/jobs/sub-categories?main_category_id=${main.id}`, demoToken)).data;
    expect(subs.map((s: { name: string }) => s.name)).toContain('رستوران');
    expect(subs[0]).toMatchObject({ main_id: String(main.id), main_name: main.name });
    const whole = await api.get(`/send/jobs/number-count?main_category_id=${main.id}`, demoToken);
    expect(total(whole.data)).toBe(main.count);
    const one = await api.get(
      `/send/jobs/number-count?main_category_id=${main.id}&sub_category_id=${subs[0].id}`,
      demoToken,
    );
    expect(total(one.data)).toBe(subs[0].count);
    const sliced = await api.get(
      `/send/jobs/number-count?main_category_id=${main.id}&sub_category_id=${subs[0].id}&operator_id=2&start=10&size=5`,
      demoToken,
    );
    expect(sliced.data).toEqual({ mci_count: 0, irancell_count: 5, other_count: 0 });
    const foreign = await api.get(
      `/send/jobs/number-count?main_category_id=${categories[1].id}&sub_category_id=${subs[0].id}`,
      demoToken,
    );
    expect(foreign.meta.errors).toEqual({ sub_category_id: [bankMessages.unknownSubCategory] });
    const unknown = await api.get('/send/jobs/sub-categories?main_category_id=9999', demoToken);
    expect(unknown.status).toBe(422);
    expect(unknown.meta.errors).toEqual({ main_category_id: [bankMessages.unknownCategory] });
  });

  it('lists Irancell tower areas, and counts a drawn map area by the people living in it', async () => {
    const towers = (await api.get('/send/banks/tower-areas', demoToken)).data;
    expect(towers.map((t: { name: string }) => t.name)).toContain('تهران، ونک');
    const small = await api.post(
      '/send/banks/counts',
      {
        type: 'map',
        // A block of central Tehran, about 450 by 550 metres.
        polygon: [
          [51.4, 35.7],
          [51.405, 35.7],
          [51.405, 35.705],
          [51.4, 35.705],
        ],
      },
      demoToken,
    );
    const large = await api.post(
      '/send/banks/counts',
      {
        type: 'map',
        polygon: [
          [51.3, 35.6],
          [51.4, 35.6],
          [51.4, 35.7],
          [51.3, 35.7],
        ],
      },
      demoToken,
    );
    expect(small.data.count).toBeLessThan(5_000);
    expect(large.data.count).toBeGreaterThan(5_000);
  });

  it('lists only the user’s own phonebooks and counts their distinct numbers', async () => {
    const books = (await api.get('/phonebooks', demoToken)).data;
    expect(books.map((b: { title: string }) => b.title)).toEqual([
      'مشتریان وفادار',
      'همکاران فروش',
      'شرکت‌کنندگان جشنواره پاییزه',
    ]);
    const ids = books.map((b: { id: number }) => b.id);
    const both = await api.get(`/phonebooks/numbers/count?phonebook_ids=${ids[0]},${ids[1]}`, demoToken);
    expect(both.data.count).toBe(120 + 25 - 10);
    const other = await fundedUser(api, 0);
    expect((await api.get('/phonebooks', other)).data).toEqual([]);
    const peek = await api.get(`/phonebooks/numbers/count?phonebook_ids=${ids[0]}`, other);
    expect(peek.data.count).toBe(0);
  });

  it('pages the user’s phonebooks with their counts in phonebooks/list-new, by title or id', async () => {
    const first = await api.get('/phonebooks/list-new?page=1&per_page=2', demoToken);
    expect(first.data.map((b: { title: string }) => b.title)).toEqual(['مشتریان وفادار', 'همکاران فروش']);
    expect(first.data.map((b: { count: number }) => b.count)).toEqual([120, 25]);
    expect(first.data[0]).toMatchObject({
      export_status: 0,
      import_status: 0,
      // The demo's first book carries its two features.
      options: DEMO_FEATURES.map((f) => ({ id: expect.any(Number), title: f.title, type: f.type })),
    });
    expect(first.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(first.meta).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    const byTitle = await api.get(`/phonebooks/list-new?title=${encodeURIComponent('فروش')}`, demoToken);
    expect(byTitle.data.map((b: { title: string }) => b.title)).toEqual(['همکاران فروش']);
    const byId = await api.get(`/phonebooks/list-new?id=${first.data[0].id}`, demoToken);
    expect(byId.data.map((b: { id: number }) => b.id)).toEqual([first.data[0].id]);
    const other = await fundedUser(api, 0);
    expect(listOf(await api.get('/phonebooks/list-new', other))).toMatchObject({ items: [], total: 0 });
  });
});

describe('user/get_tariff', () => {
  it('answers two rows a range of the lines, to MCI and to the others, from the same tariffs', async () => {
    const answer = await api.get('/user/get_tariff', demoToken);
    expect(answer.status).toBe(200);
    expect(answer.meta.message_code).toBe('200-1');
    const ranges = [
      ...new Set(
        (await api.get('/number/numbers', demoToken)).data.map((l: { operator_id: number }) => l.operator_id),
      ),
    ];
    expect(answer.data).toHaveLength(ranges.length * 2);
    const [mci, other] = answer.data;
    expect(mci).toEqual({
      operator_id: ranges[0],
      name: `${ranges[0]}000`,
      persian_mci: '1150.0',
      english_mci: '2750.0',
    });
    // The others: the tariff with the 10% off the first operator, as every send is priced.
    expect(other).toEqual({
      operator_id: ranges[0],
      name: `${ranges[0]}000`,
      persian_other: '1265.0',
      english_other: '3025.0',
    });
    expect((await api.get('/user/get_tariff')).status).toBe(401);
  });
});

describe('the /v2/api banks', () => {
  const v2 = async (path: string) => {
    const response = await fetch(`${server.url}/v2/api/${path}`, { headers: { Authorization: demoToken } });
    // biome-ignore lint/suspicious/noExplicitAny: the answer is read loosely; the tests assert its shape.
    const answer = (await response.json()) as { data: any; meta: any };
    return { status: response.status, ...answer };
  };

  it('list the same places as the first version, id and name only', async () => {
    const provinces = await v2('send/banks/provinces');
    expect(provinces.status).toBe(200);
    const first = (await api.get('/send/banks/provinces', demoToken)).data;
    expect(provinces.data).toEqual(
      first.map((p: { id: number; name: string }) => ({ id: p.id, name: p.name })),
    );
    const counties = await v2(`send/banks/counties?province_id=${first[0].id}`);
    expect(counties.data.length).toBeGreaterThan(0);
    expect(Object.keys(counties.data[0]).sort()).toEqual(['id', 'name']);
    const cities = await v2(`send/banks/cities?county_id=${counties.data[0].id}`);
    expect(cities.data.length).toBeGreaterThan(0);
    expect(Object.keys(cities.data[0]).sort()).toEqual(['id', 'name']);
  });

  it('refuse an unknown province or county under its field, as documented', async () => {
    const province = await v2('send/banks/counties?province_id=999999');
    expect(province.status).toBe(422);
    expect(province.meta.message_code).toBe('400-2');
    expect(Object.keys(province.meta.errors)).toEqual(['province_id']);
    const county = await v2('send/banks/cities?county_id=999999');
    expect(county.status).toBe(422);
    expect(Object.keys(county.meta.errors)).toEqual(['county_id']);
    expect((await v2('send/banks/cities')).status).toBe(422);
  });

  it('count what the first version counts for the same filters under their other names', async () => {
    const province = (await api.get('/send/banks/provinces', demoToken)).data[0].id;
    const v1 = await api.get(
      `/send/banks/counts?province_id=${province}&gender_id=2&birth_year_from=1350&birth_year_to=1380&number_prefix=912`,
      demoToken,
    );
    const counted = await v2(
      `send/banks/counts?province_id=${province}&gender=2&from_age=1350&to_age=1380&pre=912`,
    );
    expect(counted.status).toBe(200);
    expect(counted.data).toEqual(v1.data);
    const all = await v2(`send/banks/counts?province_id=${province}`);
    expect(all.data.mci_count).toBeGreaterThan(counted.data.mci_count);
    const bad = await v2(`send/banks/counts?province_id=${province}&gender=7&pre=abc`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.meta.errors).sort()).toEqual(['gender', 'pre']);
  });
});

describe('get_tariff and phonebooks/numbers/list', () => {
  it('serves the tariffs as data, with the legal extra and the off-first-operator percent', async () => {
    const answer = await api.get('/get_tariff', demoToken);
    expect(answer.status).toBe(200);
    expect(answer.data.tariffs.mci).toEqual({ gsm7: 2750, ucs2: 1150 });
    expect(Object.keys(answer.data.tariffs).sort()).toEqual(['irancell', 'mci', 'other', 'rightel']);
    expect(answer.data).toMatchObject({ legal_extra_rials: 40, off_first_operator_percent: 10 });
  });

  it('pages a phonebook’s numbers, and shows nothing of another user’s', async () => {
    const books = (await api.get('/phonebooks', demoToken)).data;
    const page = await api.get(
      `/phonebooks/numbers/list?phonebook_id=${books[1].id}&page=2&limit=10`,
      demoToken,
    );
    expect(page.status).toBe(200);
    expect(listOf(page)).toMatchObject({ total: 25, page: 2, limit: 10 });
    expect(listOf(page).items).toHaveLength(10);
    expect(listOf(page).items[0].mobile).toMatch(/^989\d{9}$/);
    const other = await fundedUser(api, 0);
    const peek = await api.get(`/phonebooks/numbers/list?phonebook_id=${books[1].id}`, other);
    expect(listOf(peek)).toMatchObject({ items: [], total: 0 });
  });
});

describe('send/calculate-price', () => {
  it('prices parts × recipients × tariff, +10% off the first operator, +40 rials each, with cancel-11 counted', async () => {
    const token = await fundedUser(api, 1_000_000);
    const line = await defaultLine(api, token);
    const text = 'سلام، جشنواره پاییزه آغاز شد';
    const body = {
      type: 'quick',
      sender_line_id: line,
      text,
      mobiles: [...numbers(3), ...numbers(2, '0935')],
    };
    const answer = await calculatePrice(api, body, token);
    expect(answer.status).toBe(200);
    const { parts } = smsParts(text + CANCEL_11_SUFFIX);
    expect(answer.data.parts).toBe(parts);
    const mci = 3 * parts * 1150;
    const irancell = 2 * parts * 1150;
    const surcharge = Math.ceil(irancell / 10);
    expect(answer.data).toMatchObject({
      recipients: 5,
      blocked: 0,
      encoding: 'ucs2',
      base: mci + irancell,
      surcharge,
      legal_extra: 5 * 40,
      price: mci + irancell + surcharge + 200,
      credit: 1_000_000,
      enough_credit: true,
    });
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(1_000_000);
  });

  it('refuses, in Persian, what the send rules refuse, at the documented field', async () => {
    const from_number = lineE164((await api.get('/number/numbers', demoToken)).data[0].number);
    const price = (body: unknown) => api.post('/send/calculate-price', body, demoToken);
    const quick = { sending_type: 'webservice', from_number, params: { recipients: numbers(1) } };
    const noText = await price({ ...quick, message: ' ' });
    expect(noText.status).toBe(422);
    expect(noText.meta.errors?.message).toEqual([messages.textRequired]);
    const badNumber = await price({ ...quick, message: 'x', params: { recipients: ['0812'] } });
    expect(badNumber.meta.errors?.['params.recipients.0']).toEqual([messages.numberNotValid]);
    const polygon = [
      [51.4, 35.7],
      [51.405, 35.7],
      [51.405, 35.705],
    ];
    const smallMap = await price({ sending_type: 'map', from_number, message: 'x', params: { polygon } });
    expect(smallMap.status).toBe(422);
    expect(smallMap.meta.message).toBe(messages.minMapRecipients);
    const noBook = await price({ sending_type: 'phonebook', from_number, message: 'x', params: [] });
    expect(noBook.meta.message).toBe(messages.selectPhonebook);
  });

  it('refuses a line that is not the user’s, an unknown type, and the types not built yet, in Persian', async () => {
    const token = await fundedUser(api, 1_000_000);
    const demoLine = lineE164((await api.get('/number/numbers', demoToken)).data[0].number);
    const notMine = await send(api, token, {
      sending_type: 'webservice',
      from_number: demoLine,
      message: 'سلام',
      params: { recipients: numbers(1) },
    });
    expect(notMine.status).toBe(422);
    expect(notMine.meta.errors?.from_number).toEqual([sendMessages.senderLineNotFound]);
    const unknown = await send(api, token, { sending_type: 'fax', from_number: demoLine, message: 'x' });
    expect(unknown.status).toBe(422);
    expect(unknown.meta.message).toBe(sendBodyMessages.unknownType);
    // The pattern and votp types are built (pattern-send.test.ts): here only their body's refusals.
    const votp = await send(api, token, {
      sending_type: 'votp',
      message: '123',
      params: { recipients: numbers(1) },
    });
    expect([votp.status, votp.meta.message]).toEqual([422, patternRuleMessages.votpCodeInvalid]);
    const pattern = await send(api, token, {
      sending_type: 'pattern',
      from_number: demoLine,
      code: 'x',
      params: {},
      recipients: numbers(2),
    });
    expect([pattern.status, pattern.meta.message]).toEqual([422, patternRuleMessages.patternOneRecipient]);
  });
});

describe('send', () => {
  it('refuses blacklisted and cancel-11 numbers: recorded with status 4 and not charged', async () => {
    const books = (await api.get('/phonebooks', demoToken)).data;
    const line = await defaultLine(api, demoToken);
    const body = {
      type: 'phonebook',
      sender_line_id: line,
      text: 'تخفیف ویژه مشتریان وفادار',
      phonebook_ids: [books[0].id],
    };
    const price = await calculatePrice(api, body, demoToken);
    expect(price.data).toMatchObject({ recipients: 120 - 5, blocked: 5 });
    const before = (await api.get('/payment/credit/mine', demoToken)).data.credit;
    const sent = await send(api, demoToken, body);
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      recipients: 115,
      blocked: 5,
      price: price.data.price,
      status: 'queued',
    });
    expect(sent.data.credit).toBe(before - price.data.price);
    const rows = await server.db.query<{ status: number; n: number }>(
      'select status::int as status, count(*)::int as n from bulk_recipients where bulk_id = $1 group by 1 order by 1',
      [sent.data.bulk_id],
    );
    expect(rows).toEqual([
      { status: 0, n: 115 },
      { status: 4, n: 5 },
    ]);
    const blocked = await server.db.query<{ mobile: string }>(
      'select mobile from bulk_recipients where bulk_id = $1 and status = 4 order by mobile',
      [sent.data.bulk_id],
    );
    expect(blocked.map((r) => r.mobile)).toEqual(
      [0, 11, 22, 39, 52].map((i) => demoCustomerMobile(i)).sort(),
    );
    const [bulk] = await server.db.query<{ text: string }>('select text from bulks where id = $1', [
      sent.data.bulk_id,
    ]);
    expect(bulk?.text.endsWith(CANCEL_11_SUFFIX)).toBe(true);
  });

  // Tens of thousands of bank recipients: on a busy machine this takes longer than the default timeout.
  it('sends to a city, to a job and to Irancell towers from the banks', async () => {
    const token = await fundedUser(api, 500_000_000);
    const line = await defaultLine(api, token);
    const common = { sender_line_id: line, text: 'افتتاح شعبه جدید' };
    const city = await send(api, token, { type: 'city', city_ids: [2], count: 2_000, ...common });
    expect(city.status).toBe(200);
    expect(city.data.recipients).toBe(2_000);
    const job = await send(api, token, { type: 'job', sub_category_ids: [1, 2], ...common });
    expect(job.status).toBe(200);
    const towers = (await api.get('/send/banks/tower-areas', token)).data;
    const tower = await send(api, token, {
      type: 'tower',
      tower_area_ids: towers.slice(0, 3).map((t: { id: number }) => t.id),
      ...common,
    });
    expect(tower.status).toBe(200);
    const p2p = await send(api, token, {
      type: 'peer_to_peer',
      sender_line_id: line,
      pairs: [
        { mobile: '09121111111', text: 'علی جان، سفارش شما ارسال شد' },
        { mobile: '09351111111', text: 'مریم خانم، سفارش شما آماده تحویل است' },
      ],
    });
    expect(p2p.status).toBe(200);
    expect(p2p.data.recipients).toBe(2);
  }, 90_000);

  it('answers insufficient credit with a clear Persian error and writes nothing', async () => {
    const token = await fundedUser(api, 1_000);
    const line = await defaultLine(api, token);
    const answer = await send(api, token, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام',
      mobiles: numbers(10),
    });
    expect(answer.status).toBe(402);
    expect(answer.meta.message).toBe(sendMessages.insufficientCredit);
    expect((await api.get('/payment/credit/mine', token)).data.credit).toBe(1_000);
    const me = (await api.get('/acl/auth/check_token', token)).data;
    const bulks = await server.db.query(
      'select 1 from bulks b join users u on u.id = b.user_id where u.username = $1',
      [me.user_name],
    );
    expect(bulks).toHaveLength(0);
  });

  it('keeps one user away from another’s sender line and bulk', async () => {
    const line = await defaultLine(api, demoToken);
    const demoSend = await send(api, demoToken, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام',
      mobiles: numbers(2),
    });
    const other = await fundedUser(api, 1_000_000);
    const borrowed = await send(api, other, {
      type: 'quick',
      sender_line_id: line,
      text: 'سلام',
      mobiles: numbers(2),
    });
    expect(borrowed.status).toBe(422);
    expect(borrowed.meta.message).toBe(sendMessages.senderLineNotFound);
    const cancel = await api.post('/send/cancel', { message_outbox_id: demoSend.data.bulk_id }, other);
    expect(cancel.status).toBe(404);
    const [bulk] = await server.db.query<{ status: string }>('select status from bulks where id = $1', [
      demoSend.data.bulk_id,
    ]);
    expect(bulk?.status).not.toBe('cancelled');
  });
});
