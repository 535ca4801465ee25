// Every answer is { data, meta: { status, message, message_code, message_parameters, errors? } }, in
// Persian; a refusal always has errors (`{}` when no field is at fault) and, without a code of its own,
// gets the one its status stands for.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnvelope } from '../../domain/core/envelope.ts';
import { MESSAGE_CODES, type MessageCode } from '../../domain/core/message-codes.ts';
import { messages } from '../../domain/core/messages.ts';

/** The code of a refusal that has none of its own: a missing or unknown token (401) is `400-1`, as published. */
const CODE_OF_STATUS: Partial<Record<number, MessageCode>> = {
  400: MESSAGE_CODES.refused,
  401: MESSAGE_CODES.refused,
  402: MESSAGE_CODES.insufficientCredit,
  403: MESSAGE_CODES.accessLimited,
  404: MESSAGE_CODES.notFound,
  409: MESSAGE_CODES.conflict,
  413: MESSAGE_CODES.tooLarge,
  422: MESSAGE_CODES.invalidRequest,
  429: MESSAGE_CODES.tooMany,
  500: MESSAGE_CODES.serverError,
  503: MESSAGE_CODES.unavailable,
};

/** The code a refusal with this status answers when it has none of its own. */
export const codeOfStatus = (status: number): MessageCode => CODE_OF_STATUS[status] ?? MESSAGE_CODES.refused;

export function ok<T>(
  c: Context,
  data: T,
  message?: string,
  status: ContentfulStatusCode = 200,
  code: MessageCode = MESSAGE_CODES.ok,
) {
  const body: ApiEnvelope<T | null> = {
    data: data === undefined ? null : data,
    meta: {
      status: true,
      message: message || messages.done,
      message_code: code,
      message_parameters: [],
    },
  };
  return json(c, body, status);
}

export type Refusal = {
  message: string;
  message_code?: MessageCode;
  errors?: Record<string, string[]>;
  /** The errors go beside meta instead of in it (a refused login, as published). */
  errorsBesideMeta?: boolean;
};

export function fail(c: Context, status: ContentfulStatusCode, refusal: Refusal) {
  const errors = refusal.errors ?? {};
  const meta = {
    status: false,
    message: refusal.message,
    message_code: refusal.message_code ?? codeOfStatus(status),
    message_parameters: [],
  };
  const body: ApiEnvelope<null> & { errors?: Record<string, string[]> } = refusal.errorsBesideMeta
    ? { data: null, errors, meta }
    : { data: null, meta: { ...meta, errors } };
  return json(c, body, status);
}

/**
 * JSON with its length: the compress middleware then leaves a small answer as it is (below its
 * threshold) instead of piping it through a gzip stream, and most answers are a few hundred bytes.
 */
/** The context's key for the text of the JSON answer sent: the API-call log records it as it went. */
export const ANSWER_TEXT = 'answerText';

export function json(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  const text = JSON.stringify(body);
  c.set(ANSWER_TEXT as never, text as never);
  return c.body(text, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(text)),
  });
}
