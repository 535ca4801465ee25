// Sending with a pattern (`sending_type: pattern`), a voice code (`votp`) and the panel's test send:
// the values given for a pattern's variables, each checked against its variable's type and length
// (20 by default), and the shapes of the test send. The pattern's variables are stored in the published
// form, `{ name, type: string | integer | date, len }` (migration 0019).
import * as v from 'valibot';
import { formatNumber, toLatinDigits } from '../core/digits.ts';
import { isValidJalaliDate } from '../core/jalali.ts';
import { DEFAULT_PATTERN_VARIABLE_LENGTH, VOTP_CODE_MAX, VOTP_CODE_MIN } from '../core/limits.ts';
import { patternRuleMessages } from './patterns.messages.ts';

export type PatternValueType = 'string' | 'integer' | 'date';
/** A stored variable of a pattern, as the published API writes it. */
export type StoredPatternVariable = { name: string; type: PatternValueType; len: number };

/** The refusals that name a variable (their field is `params.<name>`). */
export const patternValueMessages = {
  missing: (name: string) => `مقدار متغیر «${name}» را وارد کنید`,
  unknown: (name: string) => `متغیر «${name}» در این الگو نیست`,
  tooLong: (name: string, len: number) =>
    `مقدار متغیر «${name}» نباید بیشتر از ${formatNumber(len)} کاراکتر باشد`,
  notInteger: (name: string) => `مقدار متغیر «${name}» باید عدد صحیح باشد`,
  notDate: (name: string) => `مقدار متغیر «${name}» باید تاریخ باشد، مانند ۱۴۰۳/۰۷/۱۵`,
} as const;

/**
 * A date value: year, month and day separated by `/` or `-`, in any digit script. A year from 1200
 * to 1599 is Jalali (۱۴۰۳/۰۷/۱۵), from 1600 Gregorian (2024-10-06); either must be a real day. It
 * is sent as given with Latin digits and its separator kept, zero-padding as the sender wrote it.
 */
export function isPatternDate(value: string): boolean {
  const m = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[3]), Number(m[4])];
  if (y >= 1200 && y < 1600) return isValidJalaliDate(y, mo, d);
  if (y < 1600 || y > 2999 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

export type PatternValueResult = { ok: true; value: string } | { ok: false; message: string };

/**
 * One value for one variable. Text is trimmed; an integer is digits only (Persian, Arabic or Latin
 * digits, sent with Latin digits: what the operator's network and the phone show alike); a date as
 * isPatternDate; none may be longer than the variable's length (counted after normalising).
 */
export function checkPatternValue(variable: StoredPatternVariable, raw: unknown): PatternValueResult {
  const { name } = variable;
  const len = variable.len > 0 ? variable.len : DEFAULT_PATTERN_VARIABLE_LENGTH;
  if (raw === undefined || raw === null) return { ok: false, message: patternValueMessages.missing(name) };
  let value: string;
  if (typeof raw === 'number') {
    if (!Number.isFinite(raw)) return { ok: false, message: patternValueMessages.notInteger(name) };
    value = String(raw);
  } else if (typeof raw === 'string') value = raw.trim();
  else return { ok: false, message: patternValueMessages.missing(name) };
  if (value === '') return { ok: false, message: patternValueMessages.missing(name) };
  if (variable.type === 'integer') {
    value = toLatinDigits(value);
    if (!/^\d+$/.test(value)) return { ok: false, message: patternValueMessages.notInteger(name) };
  } else if (variable.type === 'date') {
    value = toLatinDigits(value);
    if (!isPatternDate(value)) return { ok: false, message: patternValueMessages.notDate(name) };
  }
  if (value.length > len) return { ok: false, message: patternValueMessages.tooLong(name, len) };
  return { ok: true, value };
}

/**
 * Every value of a send checked against the pattern's variables: each variable needs one, none may
 * be given that the pattern lacks. Answers the values to fill in, or the refusals by field.
 */
export function checkPatternValues(
  variables: readonly StoredPatternVariable[],
  params: Readonly<Record<string, unknown>>,
): { ok: true; values: Record<string, string> } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  for (const variable of variables) {
    const result = checkPatternValue(variable, params[variable.name]);
    if (result.ok) values[variable.name] = result.value;
    else errors[`params.${variable.name}`] = [result.message];
  }
  const known = new Set(variables.map((x) => x.name));
  for (const key of Object.keys(params))
    if (!known.has(key)) errors[`params.${key}`] = [patternValueMessages.unknown(key)];
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/**
 * `params` of a pattern send: the values by variable name, text or numbers (checked by the server).
 * An empty list stands for no values: PHP writes an empty object as `[]`, and that is what IPPanel's
 * Laravel client sends for a pattern without variables (valibot's record takes a list as an object;
 * a list with items comes out as values named 0, 1…, refused as unknown variables).
 */
export const PatternParamsSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(100)),
    v.union([v.string(), v.number()], patternRuleMessages.patternParamsRequired),
    patternRuleMessages.patternParamsRequired,
  ),
  v.check((p) => Object.keys(p).length <= 100, patternRuleMessages.patternParamsRequired),
);

/** The code of a voice send: digits only (any script, sent in Latin digits), 4 to 10 of them. */
export const VotpCodeSchema = v.pipe(
  v.union(
    [v.string(patternRuleMessages.votpCodeInvalid), v.number(patternRuleMessages.votpCodeInvalid)],
    patternRuleMessages.votpCodeInvalid,
  ),
  v.transform((c) => toLatinDigits(String(c)).trim()),
  v.regex(new RegExp(`^\\d{${VOTP_CODE_MIN},${VOTP_CODE_MAX}}$`), patternRuleMessages.votpCodeInvalid),
);

// --- the test send (designed) ----------------------------------------------------------------

/** `POST patterns/{pattern_code}/test-send`: the variables' values, as a pattern send's `params`. */
export const PatternTestSendSchema = v.object({ params: v.optional(PatternParamsSchema, {}) });
export type PatternTestSend = v.InferOutput<typeof PatternTestSendSchema>;

/** What a send with a pattern made: the send's id, the text delivered and the number it went to. */
export const PatternTestSendDataSchema = v.object({
  /** The send (bulk) id, as `send` answers it; its report is report/by_bulk/{id}. */
  message_outbox_ids: v.array(v.number()),
  bulk_id: v.number(),
  /** The text as the phone receives it: the pattern filled (a pattern carries no cancel-11 line). */
  text: v.string(),
  /** The caller's own mobile it was sent to, canonical (98…). */
  mobile: v.string(),
  parts: v.number(),
  price: v.number(),
  credit: v.number(),
});
export type PatternTestSendData = v.InferOutput<typeof PatternTestSendDataSchema>;
