// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// A property of the recipient banks: for random documented filters, a bank send (postal code, country,
// geolocation, job) reaches exactly the numbers the count calls counted for the same filters, and
// debits exactly what send/calculate-price answered for the same body. BANK_CASES sets how many cases
// (30 by default), BANK_SEED the seed (a failure names its case and seed, so it replays).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineE164, sendMessages } from '../../src/domain/index.ts';
import { client } from './helpers/client.ts';
import { fundedUser } from './helpers/send.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const CASES = Number(process.env.BANK_CASES ?? 30);
const SEED = Number(process.env.BANK_SEED ?? 23);

let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
let from_number: string;

beforeAll(async () => {
  // Many cases call the count, price and send calls in a burst: budgets wide enough for them.
  const wide = { capacity: 100_000, perSecond: 1_000 };
  server = await startTestServer({ budgets: { count: wide, price: wide, send: wide } });
  api = client(server.url);
  token = await fundedUser(api, 2_000_000_000);
  const lines = (await api.get('/number/numbers', token)).data;
  from_number = lineE164(lines.find((l: any) => l.is_default).number);
});
afterAll(async () => {
  await server.close();
});

function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const maybe = <T>(value: T): T | undefined => (next() < 0.5 ? value : undefined);
  return { int, pick, maybe };
}
type Random = ReturnType<typeof random>;

type Counts = { mci_count: number; irancell_count: number; other_count: number };
type Range = { start: number; size: number };
const OPERATORS = [
  { id: 1, name: 'mci', key: 'mci_count' },
  { id: 2, name: 'irancell', key: 'irancell_count' },
  { id: 13, name: 'other', key: 'other_count' },
] as const;
/** What one operator's slice takes of the numbers counted for it. */
const sliced = (n: number, r: Range) => Math.min(r.size, Math.max(0, n - r.start));
const drop = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** A few operators (at least one, so a send stays small), each a window of its numbers. */
function operatorRanges(r: Random): { name: (typeof OPERATORS)[number]['name']; id: number; range: Range }[] {
  const chosen = OPERATORS.filter(() => r.int(3) > 0);
  return (chosen.length > 0 ? chosen : [r.pick(OPERATORS)]).map((o) => ({
    name: o.name,
    id: o.id,
    range: {
      start: r.pick([0, 0, r.int(50), r.int(5_000)]),
      size: r.pick([0, 1 + r.int(30), 1 + r.int(30), 1 + r.int(300)]),
    },
  }));
}

/** Filters as the send's param writes them and as the count call's query does. */
function filters(r: Random) {
  const from = r.maybe(1300 + r.int(111));
  const to = r.maybe(Math.min(1410, (from ?? 1300) + r.int(80)));
  const gender = r.pick([undefined, 0, 1, 2, 3]);
  const pre = r.pick([undefined, undefined, '912', '93', '9390', '990', '921', '0935', '91']);
  const bank = r.pick([undefined, 'all', 'white'] as const);
  const query = drop({
    gender_id: gender || undefined,
    birth_year_from: from,
    birth_year_to: to,
    number_prefix: pre,
    bank,
  });
  return { from, to, gender, pre, bank, query };
}

type Case = { label: string; body: Record<string, unknown>; count: () => Promise<number> };

async function placeOf(r: Random) {
  const provinces = (await api.get('/send/banks/provinces', token)).data;
  const province = r.pick(provinces as any[]);
  const place: Record<string, number> = { province_id: province.id };
  if (r.int(3) > 0) {
    const county = r.pick(
      (await api.get(`/send/banks/counties?province_id=${province.id}`, token)).data as any[],
    );
    place.county_id = county.id;
    if (r.int(2) > 0) {
      const city = r.pick((await api.get(`/send/banks/cities?county_id=${county.id}`, token)).data as any[]);
      place.city_id = city.id;
    }
  }
  return place;
}

async function geographyCount(place: Record<string, number>, query: Record<string, unknown>) {
  const qs = new URLSearchParams(Object.entries({ ...place, ...query }).map(([k, v]) => [k, String(v)]));
  const answer = await api.get(`/send/banks/counts?${qs}`, token);
  expect(answer.status, JSON.stringify(answer.meta)).toBe(200);
  return answer.data as Counts;
}

async function countryCase(r: Random, geolocation: boolean): Promise<Case> {
  const place = await placeOf(r);
  const f = filters(r);
  const ops = operatorRanges(r);
  const param = geolocation
    ? drop({
        ...place,
        pre: f.pre,
        gender: f.gender,
        from_age: f.from,
        to_age: f.to,
        bank: f.bank,
        operator: ops.map((o) => ({ id: o.id, ...o.range })),
      })
    : drop({
        ...place,
        bank: f.bank,
        pre: f.pre,
        gender: f.gender,
        age_from: f.from,
        age_to: f.to,
        ...Object.fromEntries(ops.map((o) => [o.name, o.range])),
      });
  return {
    label: `${geolocation ? 'geolocation' : 'country'} ${JSON.stringify(param)}`,
    body: { sending_type: geolocation ? 'geolocation' : 'country', params: [param] },
    count: async () => {
      const counts = await geographyCount(place, f.query);
      return ops.reduce(
        (s, o) => s + sliced(counts[OPERATORS.find((x) => x.id === o.id)?.key ?? 'mci_count'], o.range),
        0,
      );
    },
  };
}

async function jobCase(r: Random): Promise<Case> {
  const category = r.pick((await api.get('/send/jobs/categories', token)).data as any[]);
  const sub = r.maybe(
    r.pick((await api.get(`/send/jobs/sub-categories?main_category_id=${category.id}`, token)).data as any[]),
  );
  const ops = operatorRanges(r);
  const param = drop({
    main_category_id: category.id,
    sub_category_id: sub?.id,
    operator: ops.map((o) => ({ id: o.id, ...o.range })),
  });
  return {
    label: `job ${JSON.stringify(param)}`,
    body: { sending_type: 'job', params: [param] },
    // The documented count takes one operator and its window: one call per operator named.
    count: async () => {
      let total = 0;
      for (const o of ops) {
        const qs = new URLSearchParams(
          Object.entries(
            drop({
              main_category_id: category.id,
              sub_category_id: sub?.id,
              operator_id: o.id,
              start: o.range.start,
              size: o.range.size,
            }),
          ).map(([k, v]) => [k, String(v)]),
        );
        const answer = await api.get(`/send/jobs/number-count?${qs}`, token);
        expect(answer.status).toBe(200);
        const c = answer.data as Counts;
        total += c.mci_count + c.irancell_count + c.other_count;
      }
      return total;
    },
  };
}

async function postalCase(r: Random): Promise<Case> {
  const areas = await server.db.query<{ code: string }>('select code from postal_code_areas order by code');
  const area = r.pick(areas).code;
  const code = area.slice(0, 2 + r.int(4));
  const f = filters(r);
  const ops = operatorRanges(r);
  const param = drop({
    bank: f.bank,
    postal_code: code,
    gender: f.gender,
    age_from: f.from,
    age_to: f.to,
    ...Object.fromEntries(ops.map((o) => [o.name, o.range])),
  });
  return {
    label: `postal_code ${JSON.stringify(param)}`,
    body: { sending_type: 'postal_code', params: [param] },
    // No documented count takes a postal code: ours (POST send/banks/counts) with the same part.
    count: async () => {
      const range = (name: string) => ops.find((o) => o.name === name)?.range;
      const answer = await api.post(
        '/send/banks/counts',
        {
          type: 'postal_code',
          postal_codes: [area],
          parts: [
            {
              postal_codes: [code],
              filter: drop({
                gender: f.gender || undefined,
                birth_year_from: f.from,
                birth_year_to: f.to,
                white_only: f.bank === 'white' ? true : undefined,
              }),
              ranges: drop({ mci: range('mci'), irancell: range('irancell'), other: range('other') }),
            },
          ],
        },
        token,
      );
      expect(answer.status, JSON.stringify(answer.meta)).toBe(200);
      return answer.data.count as number;
    },
  };
}

const credit = async () => (await api.get('/payment/credit/mine', token)).data.credit as number;

describe('bank sends', () => {
  it(`reach what the count counted and debit what the price said (${CASES} cases, seed ${SEED})`, async () => {
    const r = random(SEED);
    const seen = { sent: 0, empty: 0, recipients: 0 };
    for (let c = 0; c < CASES; c++) {
      const kind = r.pick(['country', 'geolocation', 'job', 'postal_code'] as const);
      const one =
        kind === 'job'
          ? await jobCase(r)
          : kind === 'postal_code'
            ? await postalCase(r)
            : await countryCase(r, kind === 'geolocation');
      const at = `case ${c} (seed ${SEED}): ${one.label}`;
      const counted = await one.count();
      const body = { ...one.body, from_number, message: 'حراج آخر هفته، فقط با ارائه همین پیامک' };
      const price = await api.post('/send/calculate-price', body, token);
      const before = await credit();
      const sent = await api.post('/send', body, token);
      if (counted === 0) {
        expect(price.status, at).toBe(422);
        expect(sent.status, at).toBe(422);
        expect(sent.meta.message, at).toBe(sendMessages.noRecipients);
        expect(await credit(), at).toBe(before);
        seen.empty++;
        continue;
      }
      expect(price.status, `${at} ${JSON.stringify(price.meta)}`).toBe(200);
      expect(sent.status, `${at} ${JSON.stringify(sent.meta)}`).toBe(200);
      expect(price.data.recipients + price.data.blocked, at).toBe(counted);
      expect(sent.data.recipients + sent.data.blocked, at).toBe(counted);
      expect(sent.data.price, at).toBe(price.data.price);
      expect(before - (await credit()), at).toBe(price.data.price);
      const report = await api.get(
        `/report/by_bulk?messages_outbox_id=${sent.data.message_outbox_ids[0]}`,
        token,
      );
      expect(report.data.rcpts_count, at).toBe(String(counted));
      seen.sent++;
      seen.recipients += counted;
    }
    // The cases reach both sides: sends made and filters nobody passes.
    expect(seen.sent).toBeGreaterThan(CASES / 3);
    console.info(`bank audience: ${seen.sent} sends, ${seen.recipients} recipients, ${seen.empty} empty`);
  }, 600_000);
});
