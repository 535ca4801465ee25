// Every declared call, fuzzed: bodies, query and path values drawn from each call's own schema in the
// OpenAPI document, then bent (boundaries, wrong types, huge strings, odd Unicode: RLM, ZWNJ, NBSP,
// Arabic letters, digits of every script). Whatever arrives: no 500, every refusal in Persian with a
// `<status>-<n>` code of the published list, and nothing stored from a refused request (the database's
// rows, table by table, are the same after it as before).
// The seed is fixed: CI runs the same cases every time (FUZZ_SEED, FUZZ_PER_CALL choose others, and a
// longer run on demand: FUZZ_PER_CALL=40 npm run test:api -- fuzz-calls).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGE_CODES } from '../../src/domain/core/message-codes.ts';
import { DEFAULT_MAX_BODY_BYTES } from '../../src/server/http/calls.ts';
import { client, newPerson } from './helpers/client.ts';
import {
  callUrl,
  declaredOperations,
  isLogout,
  type Json,
  notPersian,
  type Operation,
} from './helpers/openapi-operations.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const PER_CALL = Number(process.env.FUZZ_PER_CALL ?? 3);

/**
 * Tables a refused request may rightly write: the call log, the throttles that count refusals, the
 * replay store of an Idempotency-Key (a replay answers the same refusal), a session's last use.
 */
const WRITTEN_BY_REFUSALS = new Set([
  'api_calls',
  'auth_failures',
  'security_events',
  'idempotency_keys',
  'sessions',
  'otp_challenges',
  'schema_migrations',
]);

// --- values -------------------------------------------------------------------------------------

/** Letters and marks that trip text handling: bidi marks, joiners, spaces, look-alike letters. */
const ODD = [
  '\u200F', // RLM
  '\u200E', // LRM
  '\u200C', // ZWNJ
  '\u200D', // ZWJ
  '\u00A0', // NBSP
  '\u202B', // RLE
  '\u2067', // RLI
  '\uFEFF', // BOM
  'ي', // Arabic yeh
  'ك', // Arabic kaf
  'ی',
  'ک',
  'ة',
  'ۀ',
  'ـ', // tatweel
  '\u064B', // fathatan
  '😀',
  '\u0000',
  '\t',
  '\n',
  '"',
  "'",
  '\\',
  '<',
  '%',
  '/',
];
/** Digits of every script people type numbers in. */
const DIGITS = ['0123456789', '۰۱۲۳۴۵۶۷۸۹', '٠١٢٣٤٥٦٧٨٩', '０１２３４５６７８９', '०१२३४५६७८९'];

const digitString = fc
  .tuple(
    fc.constantFrom(...DIGITS),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 14 }),
  )
  .map(([script, ds]) => ds.map((d) => script[d]).join(''));
const oddString = fc
  .array(fc.oneof(fc.constantFrom(...ODD), fc.string({ maxLength: 4 }), digitString, fc.constant('سلام')), {
    maxLength: 12,
  })
  .map((parts) => parts.join(''));
const hugeString = fc
  .tuple(fc.constantFrom('ش', 'a', '۱', '\u200C', '😀'), fc.integer({ min: 5_000, max: 200_000 }))
  .map(([c, n]) => c.repeat(n));
const mobileLike = fc
  .tuple(fc.constantFrom('09', '989', '+989', '۰۹', '00989', '9'), digitString)
  .map(([start, rest]) => start + rest);
const boundaryNumber = fc.constantFrom(
  0,
  -1,
  1,
  1.5,
  -0,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  1e-7,
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  boundaryNumber,
  oddString,
  fc.array(fc.oneof(fc.integer(), oddString), { maxLength: 4 }),
  fc.dictionary(oddString, fc.oneof(fc.integer(), oddString), { maxKeys: 3 }),
);

function typeOf(schema: Json): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

/** A value its schema allows, or near it: enum members, lengths at and past the limits. */
function fitting(schema: Json, depth: number): fc.Arbitrary<unknown> {
  const variants = [...((schema.anyOf ?? []) as Json[]), ...((schema.oneOf ?? []) as Json[])];
  if (variants.length > 0) return fc.oneof(...variants.map((v) => value(v, depth)));
  const allOf = (schema.allOf ?? []) as Json[];
  if (allOf.length > 0) return value(Object.assign({}, ...allOf), depth);
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  switch (typeOf(schema)) {
    case 'string': {
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
      return fc.oneof(
        fc.string({ maxLength: Math.min(max, 40) }),
        oddString,
        digitString,
        mobileLike,
        fc.constant(''),
        fc.constant('ش'.repeat(max + 1)),
        fc.constantFrom('2026-11-28', '1405-09-07', '2026-11-28T10:00:00Z', 'https://example.com/a?b=1', '*'),
      );
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: -5, max: 1_000 }),
        boundaryNumber,
        typeof schema.minimum === 'number' ? fc.constant(schema.minimum - 1) : fc.constant(-1),
        typeof schema.maximum === 'number' ? fc.constant(schema.maximum + 1) : fc.constant(10 ** 12),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), boundaryNumber);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = (schema.items ?? {}) as Json;
      return fc.oneof(
        fc.array(value(items, depth + 1), { maxLength: 4 }),
        fc.constant([]),
        // Many at once: a list of 20,000 short members.
        fc
          .oneof(fc.integer(), digitString, mobileLike)
          .map((one) => Array.from({ length: 20_000 }, () => one)),
      );
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const entries = Object.entries(properties);
      if (entries.length === 0) return fc.dictionary(oddString, anyJson, { maxKeys: 3 });
      return fc.record(Object.fromEntries(entries.map(([name, sub]) => [name, value(sub, depth + 1)])), {
        requiredKeys: [],
      });
    }
    default:
      return anyJson;
  }
}

/** Mostly what the schema asks for, sometimes anything at all, sometimes huge. */
function value(schema: Json, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fitting(schema, depth) },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: hugeString },
  );
}

/** What one path or query value may be: its schema's value written as text, or text of any kind. */
function text(schema: Json): fc.Arbitrary<string> {
  return fc.oneof(
    value(schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
    fc.constantFrom('1', '0', '-1', '۱', '999999999999', 'abc', '1e3', ' 1', '%00', '..'),
  );
}

type Case = { path: string; query: Record<string, string>; body?: unknown; raw?: string };

function caseOf(op: Operation): fc.Arbitrary<Case> {
  const pathValues = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [String(p.name), text((p.schema ?? {}) as Json)])),
  );
  const queryValues = fc.record(
    Object.fromEntries(op.query.map((p) => [String(p.name), text((p.schema ?? {}) as Json)])),
    { requiredKeys: [] },
  );
  const body: fc.Arbitrary<{ body?: unknown; raw?: string }> =
    op.method === 'get'
      ? fc.constant({})
      : fc.oneof(
          { weight: 8, arbitrary: value(op.body ?? { type: 'object' }).map((b) => ({ body: b })) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('{"a": ', '\u200F{}', '{"a":1}{"b":2}', '').map((raw) => ({ raw })),
          },
        );
  return fc
    .tuple(pathValues, queryValues as fc.Arbitrary<Record<string, string>>, body)
    .map(([params, query, b]) => ({
      path: op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '1')),
      query,
      ...b,
    }));
}

// --- the database, table by table -------------------------------------------------------------

let server: TestServer;
let fingerprintSql = '';

/** Each table's row count and a sum of its rows' hashes: a row added, removed or changed shows. */
async function fingerprint(): Promise<Map<string, string>> {
  const rows = await server.db.query<{ t: string; f: string }>(fingerprintSql);
  return new Map(rows.map((row) => [row.t, row.f]));
}

/** Waits until the rows stay the same for 100 ms (at most 5 s). */
async function settled(): Promise<void> {
  let last = await fingerprint();
  for (let i = 0; i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await fingerprint();
    if (changedTables(last, now).length === 0) return;
    last = now;
  }
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, f]) => before.get(table) !== f).map(([table]) => table);
}

let operations: Operation[];
const person = newPerson();
let token = '';
/** Logs in again when the session is gone (a logout, or a call that ends sessions); not for every 401. */
const keepSession = async () => {
  const api = client(server.url);
  if ((await api.get('/acl/auth/check_token', token)).status === 200) return;
  let answer = await api.post('/acl/auth/login', { username: person.username, password: person.password });
  // Fuzzed logins and password checks count as failures: past the throttle's window, as a person would wait.
  if (answer.status === 429) {
    server.clock.advance(60 * 60_000);
    answer = await api.post('/acl/auth/login', { username: person.username, password: person.password });
  }
  if (!answer.data?.token) throw new Error(`log in again refused: ${JSON.stringify(answer.meta)}`);
  token = answer.data.token as string;
};

beforeAll(async () => {
  server = await startTestServer();
  const api = client(server.url);
  token = (await api.register(person)).data.token as string;
  // Things of its own for the fuzzed ids to find (a phonebook, a contact, a message, a ticket).
  const book = await api.post('/phonebooks', { title: 'دفترچه' }, token);
  const bookId = book.data?.id as number | undefined;
  if (!bookId) throw new Error(`no phonebook made: ${JSON.stringify(book.meta)}`);
  await api.post(
    '/phonebooks/numbers/add-list-new',
    { list: [{ phonebook_id: bookId, number: '09121234567' }] },
    token,
  );
  operations = await declaredOperations(server.url);
  const tables = await server.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  fingerprintSql = tables
    .filter((t) => !WRITTEN_BY_REFUSALS.has(t.table_name))
    .map(
      ({ table_name: t }) =>
        `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtext(x::text)::bigint), 0) as f from "${t}" x`,
    )
    .join(' union all ');
}, 120_000);
afterAll(async () => {
  await server.close();
});

type Answer = {
  meta?: { message?: unknown; message_code?: unknown; errors?: Record<string, unknown[]> };
  errors?: Record<string, unknown[]>;
};

const KNOWN_CODES = new Set<string>(Object.values(MESSAGE_CODES));

it('answers every fuzzed call without a 500, refuses in Persian with a published code, and stores nothing it refused', async () => {
  const problems: string[] = [];
  let requests = 0;
  let refused = 0;
  for (const [index, op] of operations.entries()) {
    for (const input of fc.sample(caseOf(op), { seed: SEED + index, numRuns: PER_CALL })) {
      const search = new URLSearchParams(input.query).toString();
      const headers: Record<string, string> = {
        Authorization: token,
        'Idempotency-Key': crypto.randomUUID(),
      };
      const init: RequestInit = { method: op.method.toUpperCase(), headers, redirect: 'manual' };
      if (op.method !== 'get' && (input.raw !== undefined || input.body !== undefined)) {
        headers['Content-Type'] = 'application/json';
        init.body = input.raw ?? JSON.stringify(input.body);
      }
      const where = `${op.method.toUpperCase()} ${input.path} ${JSON.stringify({ q: input.query, b: input.body ?? input.raw }).slice(0, 160)}`;
      const before = await fingerprint();
      const url = `${callUrl(server.url, input.path)}${search ? `?${search}` : ''}`;
      // A connection the server closed meanwhile (after a body past the limit, or idle past its
      // keep-alive) loses the request before it is read: it is asked once more, with the same key.
      let response = await fetch(url, init).catch((error: unknown) => error as Error);
      if (response instanceof Error)
        response = await fetch(url, init).catch((error: unknown) => error as Error);
      if (response instanceof Error) {
        // A body past the limit is answered 413 and the connection closed before the rest is read:
        // the client may see only the closing. Anything smaller must be answered.
        const size = Buffer.byteLength(String(init.body ?? ''));
        const why = (response.cause as Error | undefined)?.message ?? response.message;
        if (size <= DEFAULT_MAX_BODY_BYTES) problems.push(`${where}: no answer (${why}), ${size} bytes`);
        requests++;
        continue;
      }
      requests++;
      const type = response.headers.get('content-type') ?? '';
      const answer: Answer = type.includes('json')
        ? ((await response.json()) as Answer)
        : await response.arrayBuffer().then(() => ({}));
      if (response.status >= 500)
        problems.push(`${where}: ${response.status} ${JSON.stringify(answer).slice(0, 200)}`);
      if (response.status >= 400 && answer.meta) {
        refused++;
        const texts = [
          answer.meta.message,
          ...Object.values(answer.meta.errors ?? {}).flat(),
          ...Object.values(answer.errors ?? {}).flat(),
        ];
        for (const t of texts) {
          const problem = notPersian(t);
          if (problem) problems.push(`${where}: ${problem}`);
        }
        const code = String(answer.meta.message_code);
        if (!/^\d{3}-\d+$/.test(code) || !KNOWN_CODES.has(code)) problems.push(`${where}: code ${code}`);
        const changed = changedTables(before, await fingerprint());
        if (changed.length > 0)
          problems.push(`${where}: refused (${response.status}) yet changed ${changed.join(', ')}`);
      }
      // What an accepted call started in the background (an export, a webhook) is done before the next
      // call's rows are compared.
      else if (response.status < 400) await settled();
      if (isLogout(op) || response.status === 401) await keepSession();
    }
  }
  console.log(
    `fuzz: seed ${SEED}, ${PER_CALL} cases per call, ${operations.length} calls, ${requests} requests, ${refused} refused`,
  );
  expect(problems).toEqual([]);
  expect(requests).toBe(operations.length * PER_CALL);
}, 600_000);
