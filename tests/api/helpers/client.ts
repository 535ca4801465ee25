// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely here; the tests assert their shape.
// A small HTTP client for the api tests: JSON in, the envelope out, the token as the raw
// Authorization header.
import type { ApiMeta } from '../../../src/domain/index.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from '../../../src/server/db/demo-seed.ts';
import { type CodeReader, lastCode } from '../../tools/sms-codes.ts';

/** Where each test server's codes are read, by its URL (its database, or a test's own operator). */
const outboxes = new Map<string, CodeReader>();
export function registerOutbox(baseUrl: string, read: CodeReader): void {
  outboxes.set(baseUrl, read);
}

import { normalizeMobile } from '../../../src/domain/core/mobile.ts';

/** An answer: `errors` is what a refused login puts beside meta, as published. */
export type Answer<T = any> = { status: number; data: T; meta: ApiMeta; errors?: Record<string, string[]> };

export function client(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token !== undefined) headers.Authorization = options.token;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await fetch(`${baseUrl}/v1/api${path}`, { method, headers, body });
    const json = (await response.json()) as Omit<Answer<T>, 'status'>;
    return {
      status: response.status,
      data: json.data,
      meta: json.meta,
      ...(json.errors ? { errors: json.errors } : {}),
    };
  }
  const registrationCodes = new Map<string, { otp_token: string; otp: string }>();
  const api = {
    /** The server's address. */
    url: baseUrl,
    call,
    /** A multipart/form-data POST (the published API's file sends). */
    async form<T = any>(path: string, form: FormData, token?: string, headers: Record<string, string> = {}) {
      const all: Record<string, string> = { ...headers };
      if (token !== undefined) all.Authorization = token;
      const response = await fetch(`${baseUrl}/v1/api${path}`, { method: 'POST', headers: all, body: form });
      const json = (await response.json()) as { data: T; meta: ApiMeta };
      return { status: response.status, data: json.data, meta: json.meta } as Answer<T>;
    },
    get: <T = any>(path: string, token?: string) =>
      call<T>('GET', path, token === undefined ? {} : { token }),
    post: <T = any>(path: string, body?: unknown, token?: string) =>
      call<T>('POST', path, { body: body ?? {}, ...(token === undefined ? {} : { token }) }),
    /**
     * user/register as a client does it: a code to the mobile first (user/register/send_otp), then
     * the form with that code. A body whose mobile gets no code goes to user/register as it is.
     */
    async register<T = any>(body: Record<string, unknown>, token?: string): Promise<Answer<T>> {
      const mobile = normalizeMobile(String(body.mobile ?? '')) ?? '';
      const sent = await api.post('/user/register/send_otp', { mobile: body.mobile });
      // Within the resend countdown the code sent last is still good (a refused form did not spend it).
      if (sent.status === 200)
        registrationCodes.set(mobile, { otp_token: sent.data.token, otp: await api.lastCode(mobile) });
      const code = registrationCodes.get(mobile);
      return call<T>('POST', '/user/register', {
        body: { ...body, ...code },
        ...(token ? { token } : {}),
      });
    },
    /** The newest code the simulated operator sent to a mobile, read where the server's operator keeps it. */
    async lastCode(mobile: string): Promise<string> {
      const read = outboxes.get(baseUrl);
      if (!read) throw new Error(`no test server's database is known for ${baseUrl}`);
      return lastCode(read, mobile);
    },
  };
  return api;
}

let counter = 0;
/** A valid registration body with a unique username and mobile. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter++;
  const suffix = `${process.pid % 1000}${counter}`.padStart(7, '0').slice(-7);
  return {
    person_type: 'real',
    username: `user-${process.pid}-${counter}`,
    password: 'Sabz@Bahar1403',
    password_confirmation: 'Sabz@Bahar1403',
    mobile: `0912${suffix}`,
    first_name: 'مریم',
    last_name: 'احمدی',
    national_code: '0499370899',
    ...overrides,
  };
}

export const canonicalMobile = (mobile: string) => `98${mobile.slice(1)}`;

/** A list answer read back as one page: its items (data) and its paging (meta). */
export function listOf(answer: { data: any; meta: any }) {
  return {
    items: answer.data,
    total: answer.meta.total,
    page: answer.meta.current_page,
    limit: answer.meta.per_page,
  };
}

/** The demo account's session token (a server started by startDemoTestServer). */
export async function demoLogin(api: ReturnType<typeof client>): Promise<string> {
  const answer = await api.post('/acl/auth/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD });
  return answer.data.token as string;
}
