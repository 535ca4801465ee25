// A call as the log keeps it, shaped in the log's thread (call-log-thread.ts) from what the answering
// thread handed over: the bodies' texts as sent. Secrets (passwords, codes, keys, tokens) are masked at
// any depth in both bodies and in the query, JSON is indented for reading, and each body is cut at
// API_CALL_BODY_MAX characters.
import { API_CALL_BODY_MAX } from '../../domain/developers/api-calls.schema.ts';
import type { ApiCallRecord } from './call-log-store.ts';

/** A call as the answering thread hands it over: nothing parsed, masked or formatted yet. */
export type CallAsSent = {
  userId: number;
  apiKeyId: number;
  at: Date;
  method: string;
  path: string;
  /** The query as sent, with its `?`; empty for none. */
  search: string;
  status: number;
  durationMs: number;
  address: string;
  requestId: string;
  /** The request's body as sent (a form's fields as JSON), or null for none. */
  request: string | null;
  /** The answer's body as sent, or a note for a file (`[text/csv]`), or null for none. */
  response: string | null;
};

/** A field whose value is a secret: its value is never recorded. */
const SECRET_FIELD =
  /pass(word)?|secret|token|otp|^code$|_code$|^pin$|api_?key|^key$|authorization|signature|card_?number|cvv2?/i;
/** Fields named *_code that are not secrets. */
const NOT_SECRET =
  /^(message_code|national_code|postal_code|city_code|country_code|status_code|economic_code)$/i;
export const MASK = '***';

const isSecret = (name: string) => SECRET_FIELD.test(name) && !NOT_SECRET.test(name);

/** The value with every secret field's value replaced, at any depth. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value))
      out[name] = isSecret(name) ? MASK : maskSecrets(item, depth + 1);
    return out;
  }
  return value;
}

/** A query string with its secrets masked; empty stays empty. */
export function maskQuery(search: string): string {
  if (!search || search === '?') return '';
  const params = new URLSearchParams(search);
  const masked = new URLSearchParams();
  for (const [name, value] of params) masked.append(name, isSecret(name.replace(/\[\]$/, '')) ? MASK : value);
  const text = masked.toString();
  return text ? `?${text}` : '';
}

/** A body as recorded: JSON masked and indented, other text as it is; cut at the limit. */
export function recordedBody(text: string | null): { text: string | null; json: unknown } {
  if (text === null || text === '') return { text: null, json: undefined };
  let json: unknown;
  let shown: string;
  try {
    json = JSON.parse(text);
    shown = JSON.stringify(maskSecrets(json), null, 2);
  } catch {
    json = undefined;
    shown = text;
  }
  // PostgreSQL's text holds no NUL: a body carrying one (JSON may) is kept with it written out.
  const kept = shown.includes('\u0000') ? shown.replaceAll('\u0000', '\\u0000') : shown;
  return { text: kept.length > API_CALL_BODY_MAX ? kept.slice(0, API_CALL_BODY_MAX) : kept, json };
}

/** The row of a call: its bodies and query masked, and the answer's message_code read from it. */
export function recordOf(call: CallAsSent): ApiCallRecord {
  const request = recordedBody(call.request);
  const response = recordedBody(call.response);
  const meta = (response.json as { meta?: { message_code?: unknown } } | null | undefined)?.meta;
  return {
    userId: call.userId,
    apiKeyId: call.apiKeyId,
    at: call.at,
    method: call.method,
    path: call.path + maskQuery(call.search),
    status: call.status,
    messageCode: typeof meta?.message_code === 'string' ? meta.message_code : null,
    durationMs: call.durationMs,
    address: call.address,
    requestId: call.requestId,
    requestBody: request.text,
    responseBody: response.text,
  };
}
