// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// The access matrix, generated from the call declarations: every declared call (a new one is in it the
// moment it is declared) made by the account's owner, a colleague with no permission, a colleague with
// exactly that call's permission, a deactivated colleague and another account's owner, each with what
// it must answer. One server, seeded once.
//
// A refusal is exact: 403 with 403-8 (the permission is checked before the body is read, so an empty
// body cannot hide it), 401 for the deactivated colleague, 404 for another account's thing named in the
// path. An allowed call is made with an empty body: it may be refused by its validation (422) or find
// nothing (404), which still proves the guard let it through, so it asserts "neither 401 nor 403-8".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallSpec, fillPath, pathParamNames } from '../../src/domain/core/call.ts';
import { MESSAGE_CODES } from '../../src/domain/core/message-codes.ts';
import { PERMISSION_NAMES } from '../../src/domain/core/permissions.ts';
import { client } from './helpers/client.ts';
import { colleague, owner, role } from './helpers/colleagues.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/*/*.calls.ts', { eager: true });
const isCall = (x: unknown): x is CallSpec =>
  typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x;
const calls = Object.values(modules).flatMap((module) => Object.values(module).filter(isCall));

let server: TestServer;
let api: ReturnType<typeof client>;

type Member = 'owner' | 'bare' | 'granted' | 'deactivated' | 'stranger';
type Seed = {
  tokens: Record<Exclude<Member, 'granted'>, string> & { granted: string };
  credentials: Record<'owner' | 'bare' | 'granted' | 'stranger', { username: string; password: string }>;
  grantedRole: number;
  /** The owner's things, named in paths: another account's owner must find none of them. */
  ids: Record<string, string>;
};
let seed: Seed;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  const a = await owner(api);
  const b = await owner(api);
  const none = await role(api, a.token, [], 'بدون دسترسی');
  const granted = await role(api, a.token, [], 'یک دسترسی');
  const all = await role(api, a.token, [...PERMISSION_NAMES], 'همه');
  const spare = await role(api, a.token, [], 'یدک');
  const bare = await colleague(api, server.db, a.token, [none]);
  const mate = await colleague(api, server.db, a.token, [granted]);
  const gone = await colleague(api, server.db, a.token, [all]);
  const target = await colleague(api, server.db, a.token, [none]);
  expect((await api.post(`/user/partner/deactive/${gone.id}`, {}, a.token)).status).toBe(200);

  const book = (await api.post('/phonebooks', { title: 'دفترچهٔ ماتریس' }, a.token)).data.id;
  const option = (await api.post('/phonebooks/options', { title: 'شهر', type: 'string' }, a.token)).data.id;
  await api.post(
    '/phonebooks/numbers/add-list-new',
    { list: [{ number: '09120000001', phonebook_id: book }] },
    a.token,
  );
  const contact = (await api.get(`/phonebooks/numbers/contact-list?phonebook_id=${book}`, a.token)).data[0]
    .id;

  const ticket = (
    await api.post(
      '/ticket',
      { subject: 'تیکت ماتریس', category_id: '1', sub_category_id: '11', description: 'متن تیکت' },
      a.token,
    )
  ).data.id;

  const usernames = async (token: string) => (await api.get('/acl/auth/check_token', token)).data.user_name;
  seed = {
    tokens: {
      owner: a.token,
      bare: bare.token,
      granted: mate.token,
      deactivated: gone.token,
      stranger: b.token,
    },
    credentials: {
      owner: { username: await usernames(a.token), password: 'Sabz@Bahar1403' },
      stranger: { username: await usernames(b.token), password: 'Sabz@Bahar1403' },
      bare: { username: bare.username, password: bare.password },
      granted: { username: mate.username, password: mate.password },
    },
    grantedRole: granted,
    ids: {
      phonebook_id: String(book),
      option_id: String(option),
      contact_id: String(contact),
      role_id: String(spare),
      colleague_id: String(target.id),
      ticket_id: String(ticket),
    },
  };
}, 120_000);
afterAll(async () => {
  await server.close();
});

/**
 * Path parameters no owner's thing is made for here (a pattern waits for review, a payment for the
 * bank, an identity document or a ticket's attachment for an image, a logged call for an API key's
 * call, a webhook endpoint for an address the server may reach): filled with a value of no one's, so
 * every member finds nothing and the stranger's answer is only held to "not let in by someone else's
 * grant".
 */
const UNSEEDED: Record<string, string> = {
  pattern_code: 'nothing',
  payment_id: '999999999',
  document_id: '999999999',
  attachment_id: '999999999',
  call_id: '999999999',
  endpoint_id: '999999999',
};

/**
 * Bodies for the calls naming the owner's thing in their path whose empty body would be refused by
 * validation before the handler looks the thing up: with these, another account's owner reaches the
 * lookup and must get its 404.
 */
const SAMPLE_BODIES: Record<string, () => unknown> = {
  'post demo/ticket/{ticket_id}/desk': () => ({ action: 'answer', text: 'پاسخ پشتیبانی' }),
  'post acl/partner/update_role/{role_id}': () => ({ title: 'یدک', permissions: [] }),
  'post user/partner/update/{colleague_id}': () => ({
    first_name: 'رضا',
    last_name: 'کریمی',
    mobile: '09350000001',
    role_ids: [Number(seed.ids.role_id)],
  }),
};

const pathOf = (call: CallSpec) => fillPath(call.path, { ...UNSEEDED, ...seed.ids });
const namesOwnersThing = (call: CallSpec) => pathParamNames(call.path).some((name) => name in seed.ids);

async function make(call: CallSpec, token: string): Promise<{ status: number; code?: string }> {
  const headers: Record<string, string> = { Authorization: token };
  const init: RequestInit = { method: call.method.toUpperCase(), headers };
  if (call.method !== 'get') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(SAMPLE_BODIES[`${call.method} ${call.path}`]?.() ?? {});
  }
  const response = await fetch(`${server.url}/v${call.version ?? 1}/api/${pathOf(call)}`, init);
  const type = response.headers.get('content-type') ?? '';
  const json = type.includes('json') ? ((await response.json().catch(() => ({}))) as any) : {};
  return { status: response.status, code: json?.meta?.message_code };
}

/** A token the call may spend (logout ends it): a fresh login for that call alone. */
async function tokenFor(call: CallSpec, member: Member): Promise<string> {
  if (call.path !== 'acl/auth/logout' || member === 'deactivated') return seed.tokens[member];
  const answer = await api.post('/acl/auth/login', seed.credentials[member]);
  return answer.data.token as string;
}

const let_through = (call: CallSpec, member: Member, answer: { status: number; code?: string }) => {
  const where = `${member} ${call.method} ${call.path}: ${answer.status} ${answer.code}`;
  expect(answer.status, where).not.toBe(401);
  expect(answer.code, where).not.toBe(MESSAGE_CODES.accessLimited);
  expect(answer.code, where).not.toBe(MESSAGE_CODES.passwordChangeRequired);
};
const refused = (call: CallSpec, member: Member, answer: { status: number; code?: string }) => {
  const where = `${member} ${call.method} ${call.path}: ${answer.status} ${answer.code}`;
  expect(answer.status, where).toBe(403);
  expect(answer.code, where).toBe(MESSAGE_CODES.accessLimited);
};

/** The calls grouped by the permission they ask, so the granted colleague's role is set once a group. */
const byPermission = new Map<string, CallSpec[]>();
for (const call of calls) {
  const group = call.auth === 'none' ? 'none' : (call.permission ?? 'member');
  byPermission.set(group, [...(byPermission.get(group) ?? []), call]);
}

describe('the access matrix', () => {
  it('holds every declared call', () => {
    expect(calls.length).toBeGreaterThan(150);
    expect([...byPermission.values()].flat().length).toBe(calls.length);
  });

  for (const [permission, group] of byPermission) {
    it(`${permission}: ${group.length} calls × owner, colleague without it, with it, deactivated, another account`, async () => {
      // The colleague with exactly this call's permission (none for owner and member-open calls).
      const grant =
        permission === 'none' || permission === 'member' || permission === 'owner' ? [] : [permission];
      const updated = await api.post(
        `/acl/partner/update_role/${seed.grantedRole}`,
        { title: 'یک دسترسی', permissions: grant },
        seed.tokens.owner,
      );
      expect(updated.status).toBe(200);
      for (const call of group) {
        let_through(call, 'owner', await make(call, await tokenFor(call, 'owner')));

        const bare = await make(call, await tokenFor(call, 'bare'));
        if (call.auth !== 'none' && call.permission !== undefined) refused(call, 'bare', bare);
        else let_through(call, 'bare', bare);

        const granted = await make(call, await tokenFor(call, 'granted'));
        if (call.auth !== 'none' && call.permission === 'owner') refused(call, 'granted', granted);
        else let_through(call, 'granted', granted);

        const gone = await make(call, await tokenFor(call, 'deactivated'));
        if (call.auth !== 'none')
          expect(gone.status, `deactivated ${call.method} ${call.path}: ${gone.status}`).toBe(401);

        const stranger = await make(call, await tokenFor(call, 'stranger'));
        if (call.auth !== 'none' && namesOwnersThing(call))
          expect(stranger.status, `stranger ${call.method} ${call.path}: ${stranger.status}`).toBe(404);
        else let_through(call, 'stranger', stranger);
      }
    }, 120_000);
  }
});
