// Serves the declared calls: one Hono route a declaration, with what every call needs done the same
// way in one place: the body size limit, the token or API key, the colleague permission, the caller's
// budget for a costly call (429 with Retry-After when it is spent), reading the path's parameters,
// parsing and validating the query and the body (a bad one is 422 with the Persian message of every field, before
// any handler or write runs), and the envelope around the answer.
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { authMessages } from '../../domain/auth/auth.messages.ts';
import type { ActivityAction } from '../../domain/colleagues/colleagues.schema.ts';
import { colleagueMessages } from '../../domain/colleagues/colleagues.schema.ts';
import {
  type CallBody,
  type CallData,
  type CallItem,
  type CallParams,
  type CallQuery,
  type CallSpec,
  pathParamNames,
  routerPath,
} from '../../domain/core/call.ts';
import { type ListPage, listMeta } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES, type MessageCode } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';
import { apiKeyMessages } from '../../domain/developers/developers.schema.ts';
import { authenticateByPassword } from '../auth/login.ts';
import { type Auth, checkSession } from '../auth/sessions.ts';
import { ACTIVITY_OF, recordActivity } from '../colleagues/activity.ts';
import { CALL_ON_RECORD, type CallOnRecord, recordCall } from '../developers/api-call-log.ts';
import { looksLikeApiKey } from '../developers/api-key-seal.ts';
import { authenticateApiKey } from '../developers/api-keys.ts';
import { ApiError } from './api-error.ts';
import { authorizationOf, tokenOf } from './auth-middleware.ts';
import { clientAddress } from './client-address.ts';
import type { ServerDeps } from './context.ts';
import { claim, idempotencyKeyOf, releaseKey, requestHash, storeAnswer } from './idempotency.ts';
import { mayUse, mustChangePasswordFirst } from './permissions.ts';
import { requirePlanFeature } from './plan-features.ts';
import { ANSWER_TEXT, fail, json, ok } from './respond.ts';

/** The largest body a call takes unless its declaration says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/** A success answer with a message of its own, or another status (201 for a made API key) or code. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message?: string,
    readonly status: ContentfulStatusCode = 200,
    readonly code: MessageCode = MESSAGE_CODES.ok,
  ) {}
}
export const reply = <T>(data: T, message?: string, status?: ContentfulStatusCode, code?: MessageCode) =>
  new Reply(data, message, status, code);

type Answer<S extends CallSpec> = S['list'] extends v.GenericSchema
  ? ListPage<CallItem<S>> | Reply<ListPage<CallItem<S>>>
  : CallData<S> | Reply<CallData<S>>;

export type HandlerInput<S extends CallSpec> = {
  /** The path's parameters, as the URL has them (decoded). */
  params: CallParams<S>;
  body: CallBody<S>;
  query: CallQuery<S>;
  /** The caller; a `none` call has none. */
  auth: S['auth'] extends 'none' ? null : Auth;
  c: Context;
};

/** A handler may also answer a Response of its own (a file to download). */
export type Handler<S extends CallSpec> = (input: HandlerInput<S>) => Promise<Answer<S> | Response>;

export type Implemented = { spec: CallSpec; handler: Handler<CallSpec> };

export function implement<const S extends CallSpec>(spec: S, handler: Handler<S>): Implemented {
  return { spec, handler: handler as unknown as Handler<CallSpec> };
}

/** Field path → messages; issues about the whole object go under `_`. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

export async function validate(
  schema: v.GenericSchema | undefined,
  value: unknown,
  fieldCodes: Readonly<Record<string, MessageCode>> = {},
): Promise<unknown> {
  if (!schema) return undefined;
  const result = await v.safeParseAsync(schema, value);
  if (result.success) return result.output;
  const errors = fieldErrors(result.issues);
  const first = Object.values(errors)[0]?.[0] ?? authMessages.invalidRequest;
  const own = Object.keys(errors).find((field) => field in fieldCodes);
  throw new ApiError(422, first, errors, own ? fieldCodes[own] : MESSAGE_CODES.invalidFields);
}

/** The query as an object; `a[]=1&a[]=2` (the published API's lists) arrives as `a: ['1', '2']`. */
function queryOf(c: Context): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (key.endsWith('[]')) query[key.slice(0, -2)] = values;
    else if (values.length > 0) query[key] = values[values.length - 1] as string;
  }
  return query;
}

/** The request's body, parsed; a call on record keeps it as sent (its text, or a form's fields). */
async function bodyOf(c: Context, spec: CallSpec, onRecord: CallOnRecord | undefined): Promise<unknown> {
  const type = c.req.header('Content-Type') ?? '';
  if (spec.multipart && /multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await c.req.parseBody({ all: true });
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (key.endsWith('[]')) body[key.slice(0, -2)] = Array.isArray(value) ? value : [value];
      else body[key] = value;
    }
    if (onRecord) onRecord.request = body;
    return body;
  }
  const text = await c.req.text();
  if (onRecord) onRecord.request = text;
  // A call with no body schema ignores what is sent (logout is documented with an empty body).
  if (!spec.body || text.trim() === '') return spec.body ? {} : undefined;
  // Another kind of body (a form) is not the object the call takes: the schema refuses it with 422.
  if (type !== '' && !/json/i.test(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, authMessages.malformedJson, undefined, MESSAGE_CODES.refused);
  }
}

/** The first non-empty value of the query under one of these names. */
function firstInQuery(c: Context, names: readonly string[]): string | undefined {
  for (const name of names) {
    const value = c.req.query(name);
    if (value?.trim()) return value;
  }
  return undefined;
}

/**
 * The caller a URL names: an API key, or a username and password (counted and throttled like a
 * login). Every refusal is the published API's 401 body (400-1, errors {}); the query itself is never
 * logged (the request log writes the path alone).
 */
async function byQuery(deps: ServerDeps, c: Context, spec: CallSpec): Promise<Auth> {
  const names = spec.credentialsInQuery;
  const refused = new ApiError(401, apiKeyMessages.urlRefused, {}, MESSAGE_CODES.refused);
  if (!names) throw refused;
  const key = firstInQuery(c, names.key)?.trim();
  const username = firstInQuery(c, names.username)?.trim();
  const password = firstInQuery(c, names.password);
  if (key !== undefined) {
    // One way or the other, not both; and only an API key may ride in a URL, never a session token.
    if (username !== undefined || password !== undefined || !looksLikeApiKey(key)) throw refused;
    return authenticateApiKey(deps, key, clientAddress(c)).catch((error: unknown) => {
      throw error instanceof ApiError && error.status === 401 ? refused : error;
    });
  }
  if (username === undefined || password === undefined) throw refused;
  return authenticateByPassword(deps, username, password, clientAddress(c), refused);
}

async function authenticate(deps: ServerDeps, c: Context, spec: CallSpec): Promise<Auth | null> {
  if (spec.auth === 'none') return null;
  const header = authorizationOf(c);
  if (header === undefined && spec.credentialsInQuery)
    return authorize(deps, spec, await byQuery(deps, c, spec));
  const presented = tokenOf(header);
  // An API key acts for its account on the calls that take one (`any`); `token` calls refuse it.
  if (looksLikeApiKey(presented)) {
    const byKey = await authenticateApiKey(deps, presented, clientAddress(c));
    if (spec.auth !== 'any')
      throw new ApiError(403, apiKeyMessages.tokenOnly, undefined, MESSAGE_CODES.apiKeyTokenOnly);
    return authorize(deps, spec, byKey);
  }
  const check = await checkSession(deps.db, presented);
  if (check.state === 'expired')
    throw new ApiError(401, authMessages.sessionExpired, undefined, MESSAGE_CODES.sessionExpired);
  if (check.state !== 'valid')
    throw new ApiError(401, authMessages.unauthorized, undefined, MESSAGE_CODES.refused);
  return authorize(deps, spec, check.auth);
}

async function authorize(deps: ServerDeps, spec: CallSpec, auth: Auth): Promise<Auth> {
  if (mustChangePasswordFirst(auth, spec))
    throw new ApiError(
      403,
      colleagueMessages.passwordChangeRequired,
      undefined,
      MESSAGE_CODES.passwordChangeRequired,
    );
  // Before the body is read: a refused member learns only that, and nothing runs.
  if (!mayUse(auth, spec.permission))
    throw new ApiError(403, messages.accessLimited, undefined, MESSAGE_CODES.accessLimited);
  // Refused before the body is read, so a user without the plan learns that first.
  if (spec.feature) await requirePlanFeature(deps.db, auth.account.id, spec.feature);
  return auth;
}

function answer(c: Context, spec: CallSpec, result: unknown) {
  if (result instanceof Response) return result;
  const { data, message, status, code } =
    result instanceof Reply
      ? result
      : { data: result, message: undefined, status: 200 as const, code: MESSAGE_CODES.ok };
  if (!spec.list) return ok(c, data, message, status, code);
  const page = data as ListPage<unknown>;
  return json(
    c,
    {
      data: page.items,
      meta: {
        status: true,
        message: message ?? messages.done,
        message_code: code,
        message_parameters: [],
        ...listMeta(page, new URL(c.req.url).origin + c.req.path),
      },
    },
    status,
  );
}

/** Puts a succeeded call the activity log keeps in it: who, what, the path's ids and the made thing's id. */
async function record(
  deps: ServerDeps,
  c: Context,
  auth: Auth,
  action: ActivityAction,
  params: Record<string, string>,
  result: unknown,
) {
  const data = result instanceof Reply ? result.data : result;
  const made = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const detail: Record<string, unknown> = { ...params };
  if (typeof made.id === 'number' || typeof made.id === 'string') detail.id = made.id;
  // The made thing's own words (a role's title, an invited colleague's username), so the log reads as
  // what the owner saw, not a number; a deleted role's title stays readable after it is gone.
  for (const name of ['title', 'username'] as const)
    if (typeof made[name] === 'string') detail[name] = made[name].slice(0, 100);
  await recordActivity(
    deps.db,
    deps.clock,
    { accountId: auth.account.id, actorId: auth.user.id },
    action,
    detail,
    clientAddress(c),
  );
}

/** Reads the request's body to its end and drops it, chunk by chunk (the body limit still holds). */
async function discardBody(c: Context): Promise<void> {
  const reader = c.req.raw.body?.getReader();
  if (!reader) return;
  try {
    while (!(await reader.read()).done) {}
  } catch {
    // Over the size limit, or the client went away: nothing more to read.
  }
}

/**
 * A request id: a UUID of version 7, whose first 48 bits are the time in ms (RFC 9562). Ids made in
 * time order are written next to each other in the call log's index, not on a random page of it.
 */
export function timeOrderedId(ms: number): string {
  const time = ms.toString(16).padStart(12, '0');
  // randomUUID's own random bits, its version digit (the 15th character) made 7.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}

/** The header every answer of the API carries: the id a customer quotes and the call log is searched by. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Every answer gets a request id; a call made with an API key is put on record (developers/api-call-log.ts)
 * once answered, off the request's path.
 */
function requestIds(deps: ServerDeps) {
  return async (c: Context, next: () => Promise<void>) => {
    const requestId = timeOrderedId(Date.now());
    const started = { at: deps.clock.now(), ms: performance.now() };
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // An answer with headers that cannot change (none of the API's own) goes without.
    }
    const call = c.get(CALL_ON_RECORD as never) as CallOnRecord | undefined;
    if (call) void recordCall(deps.apiCalls, c, call, started, requestId, clientAddress(c));
  };
}

export function mountCalls(api: Hono, deps: ServerDeps, calls: readonly Implemented[]): void {
  api.use('*', requestIds(deps));
  for (const { spec, handler } of calls) {
    const limit = bodyLimit({
      maxSize: spec.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: (c) => fail(c, 413, { message: messages.tooLarge, message_code: MESSAGE_CODES.tooLarge }),
    });
    const names = pathParamNames(spec.path);
    const path = `/${routerPath(spec.path)}`;
    const activity = ACTIVITY_OF[`${spec.method} ${spec.path}`];
    const handle = async (c: Context) => {
      const auth = await authenticate(deps, c, spec);
      const onRecord: CallOnRecord | undefined =
        auth?.apiKeyId && deps.apiCalls.recording
          ? { userId: auth.account.id, apiKeyId: auth.apiKeyId }
          : undefined;
      if (onRecord) c.set(CALL_ON_RECORD as never, onRecord as never);
      if (spec.budget && deps.budgets) {
        const caller = auth ? `user ${auth.user.id}` : `address ${clientAddress(c)}`;
        const waitMs = deps.budgets.take(spec.budget, caller);
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000);
          // Read to the end (and dropped) first: a client still sending its body then gets the answer
          // on a connection kept open, not a reset.
          await discardBody(c);
          c.header('Retry-After', String(seconds));
          return fail(c, 429, {
            message: authMessages.tooManyCalls(seconds),
            message_code: MESSAGE_CODES.tooMany,
          });
        }
      }
      const query = await validate(spec.query, queryOf(c), spec.fieldCodes);
      const body =
        spec.method === 'get' || spec.rawBody
          ? undefined
          : await validate(spec.body, await bodyOf(c, spec, onRecord), spec.fieldCodes);
      const params = Object.fromEntries(names.map((name) => [name, c.req.param(name) ?? '']));
      const key = auth && spec.method !== 'get' && !spec.ownIdempotency ? idempotencyKeyOf(c) : '';
      // The account a key belongs to; null: an ordinary request.
      const keyOwner = key !== '' && auth ? auth.account.id : null;
      if (keyOwner !== null) {
        const hash = requestHash({ method: spec.method, path: c.req.path, query, body });
        const stored = await claim(deps.db, deps.clock, keyOwner, key, hash);
        if (stored) {
          c.header('Idempotent-Replayed', 'true');
          return json(c, stored.body as object, stored.status as ContentfulStatusCode);
        }
      }
      let answered: Response;
      try {
        const result = await handler({ params, body, query, auth, c } as HandlerInput<CallSpec>);
        if (onRecord && result instanceof Response)
          onRecord.response = `[${result.headers.get('Content-Type') ?? 'file'}]`;
        answered = answer(c, spec, result);
        if (auth && activity && answered.status < 300) await record(deps, c, auth, activity, params, result);
      } catch (error) {
        if (keyOwner !== null) await releaseKey(deps.db, keyOwner, key);
        throw error;
      }
      if (keyOwner !== null) {
        const text = c.get(ANSWER_TEXT as never) as string | undefined;
        if (text !== undefined && answered.status < 500)
          await storeAnswer(deps.db, keyOwner, key, answered.status, text);
        else await releaseKey(deps.db, keyOwner, key);
      }
      return answered;
    };
    // A GET carries no body: its limit would ask for one, which builds the whole web Request.
    if (spec.method === 'get') api.on('GET', path, handle);
    else api.on(spec.method.toUpperCase(), path, limit, handle);
  }
}
