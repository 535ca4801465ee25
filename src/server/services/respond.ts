import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnvelope, ApiMeta } from '../../domain/index.ts';

// DESIGN.md: every response is { data, meta: { message, errors?, message_code? } }.
export function ok<T>(c: Context, data: T, message = '', status: ContentfulStatusCode = 200) {
  const body: ApiEnvelope<T> = { data, meta: { message } };
  return c.json(body, status);
}

export function fail(c: Context, status: ContentfulStatusCode, meta: ApiMeta) {
  const body: ApiEnvelope<null> = { data: null, meta };
  return c.json(body, status);
}
