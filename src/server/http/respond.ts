// Every answer is { data, meta: { status, message, message_code, message_parameters, errors? } }, in
// Persian; a refusal without a code of its own gets the one its status stands for.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiEnvelope, MESSAGE_CODES } from '../../domain/core/envelope.ts';
import { messages } from '../../domain/core/messages.ts';

const CODE_OF_STATUS: Partial<Record<number, string>> = {
  400: MESSAGE_CODES.refused,
  401: MESSAGE_CODES.refused,
  403: MESSAGE_CODES.accessLimited,
  404: MESSAGE_CODES.notFound,
  409: MESSAGE_CODES.conflict,
  413: MESSAGE_CODES.tooLarge,
  422: MESSAGE_CODES.invalidRequest,
  429: MESSAGE_CODES.tooMany,
};

export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  const body: ApiEnvelope<T | null> = {
    data: data === undefined ? null : data,
    meta: {
      status: true,
      message: message || messages.done,
      message_code: MESSAGE_CODES.ok,
      message_parameters: [],
    },
  };
  return json(c, body, status);
}

export type Refusal = { message: string; message_code?: string; errors?: Record<string, string[]> };

export function fail(c: Context, status: ContentfulStatusCode, refusal: Refusal) {
  const body: ApiEnvelope<null> = {
    data: null,
    meta: {
      status: false,
      message: refusal.message,
      message_code: refusal.message_code ?? CODE_OF_STATUS[status] ?? `${status}-1`,
      message_parameters: [],
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    },
  };
  return json(c, body, status);
}

/**
 * JSON with its length: the compress middleware then leaves a small answer as it is (below its
 * threshold) instead of piping it through a gzip stream, and most answers are a few hundred bytes.
 */
export function json(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body);
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
