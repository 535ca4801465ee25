import type { ApiEnvelope } from '../../domain/index.ts';
import { errorMessage, unauthorizedLogsOut } from '../../domain/index.ts';
import { getToken } from './token.ts';

/** A failed call. `message` is already the Persian text spec 8 says to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorMessage({ status, body }));
    this.name = 'ApiError';
  }
}

export type ApiInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Writes that cost money or send messages carry one (DESIGN.md). */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

let unauthorizedHandler: () => void = () => {};

/** What a 401 does (spec 8): set once at start-up by main.tsx. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** JSON in and out under /v1/api with the raw stored token (spec 7); returns the envelope's data. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const url = new URL(`/v1/api/${path}`, location.origin);
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;

  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    signal: init.signal ?? null,
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401 && unauthorizedLogsOut(path)) unauthorizedHandler();
  if (!response.ok) throw new ApiError(response.status, body);
  return (body as ApiEnvelope<T>).data;
}
