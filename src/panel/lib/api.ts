import {
  type CallBodyInput,
  type CallData,
  type CallItem,
  type CallParamsInput,
  type CallQueryInput,
  type CallSpec,
  fillPath,
  type PathParamName,
} from '../../domain/core/call.ts';
import { messages } from '../../domain/core/messages.ts';
import { apiUrl } from '../../domain/core/runtime-config.ts';
import type { ApiEnvelope, ApiListEnvelope, ListMeta } from '../../domain/index.ts';
import {
  ACCESS_LIMITED_CODE,
  errorMessage,
  type UnauthorizedReason,
  unauthorizedLogsOut,
  unauthorizedReason,
} from '../../domain/index.ts';
import { runtimeConfig } from './runtime-config.ts';
import { getToken } from './token.ts';

/**
 * A request that did not reach the server (offline, the server down): fetch's own TypeError, whose words
 * ('Failed to fetch') are the browser's English; this one says it in Persian. Still a TypeError, so
 * whatever tells a network failure from a refusal by that tells it the same.
 */
export class NetworkError extends TypeError {
  constructor() {
    super(messages.unreachable);
    this.name = 'NetworkError';
  }
}

/** A failed call. `message` is already the Persian text the error display rule says to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessage({ status, body }));
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

/** Whether a call's path has parameters to fill. */
type HasParams<S extends CallSpec> = [PathParamName<S['path']>] extends [never] ? false : true;

/** What a call takes: its path parameters, body and query as its declaration reads them. */
export type CallInput<S extends CallSpec> = (S['body'] extends object
  ? { body: CallBodyInput<S> }
  : { body?: never }) &
  (S['query'] extends object
    ? { query: { [K in keyof CallQueryInput<S>]?: QueryValue } }
    : { query?: never }) &
  (HasParams<S> extends true ? { params: CallParamsInput<S> } : { params?: never }) & {
    /** Writes that cost money or send messages carry one, made when the user taps. */
    idempotencyKey?: string;
    /** The revision an edit was made on: the server refuses it (409-2) if the row changed since. */
    ifMatch?: string;
    signal?: AbortSignal;
  };

/** The input is optional where the call takes no path parameters, no body and no query. */
type ArgsOf<S extends CallSpec> = S['body'] extends object
  ? [CallInput<S>]
  : S['query'] extends object
    ? [CallInput<S>]
    : HasParams<S> extends true
      ? [CallInput<S>]
      : [CallInput<S>?];

let unauthorizedHandler: (reason: UnauthorizedReason) => void = () => {};

/**
 * What a 401 does (log out, to the login page): set once at start-up by main.tsx. It learns whether
 * the session ran out.
 */
export function onUnauthorized(handler: (reason: UnauthorizedReason) => void): void {
  unauthorizedHandler = handler;
}

let accessLimitedHandler = () => {};

/**
 * What a refusal with message_code '403-8' does (a colleague's role forbids the call), whichever call
 * it was: the shell shows its one dialog. Set by the shell while it is shown.
 */
export function onAccessLimited(handler: () => void): void {
  accessLimitedHandler = handler;
}

/** A body with files as form fields: a list goes as `key[]` entries, other values as text. */
function formOf(body: unknown): FormData | null {
  if (typeof body !== 'object' || body === null) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  const hasFile = entries.some(([, v]) => Array.isArray(v) && v.some((x) => x instanceof Blob));
  if (!hasFile) return null;
  const form = new FormData();
  for (const [key, value] of entries) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      for (const item of value) form.append(`${key}[]`, item instanceof Blob ? item : String(item));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** Where a declared call goes, its path parameters filled in. */
export function callUrl(spec: CallSpec, params?: Readonly<Record<string, string | number>>): string {
  // The API base is runtime configuration (/config.json): one build serves any compatible API.
  return apiUrl(runtimeConfig(), location.origin, fillPath(spec.path, params), spec.version ?? 1);
}

/**
 * Sends a declared call with the stored token and answers the response. A refusal throws an ApiError
 * whose message is the Persian text to show; a 401 ends the session that made the call.
 */
async function send(spec: CallSpec, input: Partial<CallInput<CallSpec>>, accept: string): Promise<Response> {
  const url = new URL(callUrl(spec, input.params));
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined) continue;
    // A list goes as the published API takes one: key[]=a&key[]=b.
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(`${key}[]`, String(item));
    else url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = token;
  // A body carrying files goes as multipart/form-data (the published API's file sends); the browser
  // sets its Content-Type with the boundary.
  const form = input.body === undefined ? null : formOf(input.body);
  if (input.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (input.idempotencyKey) headers['Idempotency-Key'] = input.idempotencyKey;
  if (input.ifMatch) headers['If-Match'] = input.ifMatch;

  const response = await fetch(url, {
    method: spec.method.toUpperCase(),
    headers,
    body: form ?? (input.body === undefined ? null : JSON.stringify(input.body)),
    signal: input.signal ?? null,
  }).catch((error: unknown) => {
    // An abort is the caller's own doing and stays as it is.
    throw error instanceof TypeError ? new NetworkError() : error;
  });
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  // Only the session that made the call ends: calls still in flight when it ended (and those sent
  // without a token after it) must not end it a second time, nor end a newer session.
  if (response.status === 401 && unauthorizedLogsOut(spec.path) && token !== null && token === getToken()) {
    unauthorizedHandler(unauthorizedReason(body));
  }
  if ((body as { meta?: { message_code?: unknown } } | null)?.meta?.message_code === ACCESS_LIMITED_CODE)
    accessLimitedHandler();
  throw new ApiError(response.status, body);
}

async function request(spec: CallSpec, input: Partial<CallInput<CallSpec>>): Promise<unknown> {
  const response = await send(spec, input, 'application/json');
  return response.json().catch(() => null);
}

/** Makes a declared call with the stored token; answers the envelope's data. */
export async function call<S extends CallSpec>(spec: S, ...input: ArgsOf<S>): Promise<CallData<S>> {
  const body = await request(spec, (input[0] ?? {}) as Partial<CallInput<CallSpec>>);
  return (body as ApiEnvelope<CallData<S>>).data;
}

export type ListAnswer<T> = { items: T[]; meta: ListMeta };

/** Makes a declared list call; answers its items and its paging. */
export async function callList<S extends CallSpec>(
  spec: S,
  ...input: ArgsOf<S>
): Promise<ListAnswer<CallItem<S>>> {
  const body = (await request(spec, (input[0] ?? {}) as Partial<CallInput<CallSpec>>)) as ApiListEnvelope<
    CallItem<S>
  >;
  return { items: body.data, meta: body.meta };
}

/**
 * Makes a declared call that answers a file (a download, a sample) with the stored token, as every
 * other call is made: a plain link could not carry the token. A refusal throws the same ApiError; the
 * answer is the response, for its body and its headers.
 */
export function callFile<S extends CallSpec>(spec: S, ...input: ArgsOf<S>): Promise<Response> {
  return send(spec, (input[0] ?? {}) as Partial<CallInput<CallSpec>>, '*/*');
}
