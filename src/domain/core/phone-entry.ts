// Phone-number entry: the rules of the typed number field and of the paste dialog.
import { toLatinDigits } from './digits.ts';
import {
  COUNTRY_PREFIX,
  MAX_PASTED_NUMBERS,
  NUMBER_INPUT_MAX_LENGTH,
  NUMBER_INPUT_PREFIX_MAX_LENGTH,
} from './limits.ts';
import { messages } from './messages.ts';
import { normalizeMobile } from './mobile.ts';

/**
 * 'mobile': 98 is prepended and the number must be a mobile; 'prefix': a number prefix (up to 6
 * digits, no leading zero, one entry only); 'plain': any integer up to 12 digits.
 */
export type PhoneEntryMode = 'mobile' | 'prefix' | 'plain';

export type PhoneEntryOptions = {
  mode: PhoneEntryMode;
  /** With validation off, any integer of allowed length is taken. Default on. */
  validate?: boolean;
  /** The field locks when the list reaches this many numbers. Default unlimited. */
  maxCount?: number;
};

/**
 * Whether 98 is already there: a number starting with 98 counts as prefixed only at 12 digits or
 * more, since 9812345678 is a bare 0981… mobile that still needs its 98 (found by a property test).
 */
function hasCountryPrefix(digits: string): boolean {
  return digits.startsWith(COUNTRY_PREFIX) && digits.length >= NUMBER_INPUT_MAX_LENGTH;
}

export type PhoneEntryResult =
  | { ok: true; number: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'leading-zero' | 'duplicate' | 'locked'; message: string };

/** 12 digits, 6 in prefix mode; the input's maxLength. */
export function phoneInputMaxLength(mode: PhoneEntryMode): number {
  return mode === 'prefix' ? NUMBER_INPUT_PREFIX_MAX_LENGTH : NUMBER_INPUT_MAX_LENGTH;
}

/** A tel input converts Persian digits, strips non-digits and keeps within maxLength. */
export function sanitizePhoneInput(raw: string, mode: PhoneEntryMode): string {
  return toLatinDigits(raw).replace(/\D/g, '').slice(0, phoneInputMaxLength(mode));
}

/** The field locks after one entry in prefix mode, and when the list reaches maxCount. */
export function isPhoneEntryLocked(count: number, options: PhoneEntryOptions): boolean {
  if (options.mode === 'prefix' && count >= 1) return true;
  return options.maxCount !== undefined && count >= options.maxCount;
}

const fail = (
  reason: Exclude<PhoneEntryResult, { ok: true }>['reason'],
  message: string,
): PhoneEntryResult => ({
  ok: false,
  reason,
  message,
});

/**
 * One typed number, checked against the list it would join. The input must parse as an
 * integer (Persian digits allowed, spaces and dashes ignored); in mobile mode with validation the
 * one mobile rule decides and gives the canonical 98… form; without validation leading zeros drop
 * (as an integer parse does) and 98 is prepended when missing.
 */
export function addPhoneNumber(
  raw: string,
  list: readonly string[],
  options: PhoneEntryOptions,
): PhoneEntryResult {
  const { mode, validate = true } = options;
  if (isPhoneEntryLocked(list.length, options)) return fail('locked', messages.maxNumbersReached);
  const typed = toLatinDigits(raw).replace(/[\s-]/g, '');
  if (typed === '') return fail('empty', messages.noNumberEntered);
  if (!/^\+?\d+$/.test(typed)) return fail('invalid', messages.numberNotValid);
  const digits = typed.replace(/^\+/, '');
  if (mode === 'prefix' && digits.startsWith('0')) return fail('leading-zero', messages.prefixStartsWithZero);

  let number = digits;
  if (mode === 'mobile' && validate) {
    // The one mobile rule: one optional prefix (0, 98, +98), then 9; '+98 0912…' is not a mobile.
    const mobile = normalizeMobile(typed);
    if (mobile === null) return fail('invalid', messages.numberNotValid);
    number = mobile;
  } else if (mode === 'mobile') {
    number = digits.replace(/^0+/, '');
    if (!hasCountryPrefix(number)) number = `${COUNTRY_PREFIX}${number}`;
  }
  if (number.length > phoneInputMaxLength(mode)) return fail('invalid', messages.numberNotValid);
  if (list.includes(number)) return fail('duplicate', messages.numberInList);
  return { ok: true, number };
}

export type PastedNumbers = {
  /** Canonical 98XXXXXXXXXX numbers, first occurrence order, no duplicates. */
  valid: string[];
  /** Items that failed the loose or the strict check, as typed (trimmed), no duplicates. */
  invalid: string[];
  /** Valid numbers that were pasted more than once or were already in the list ('already entered'). */
  duplicates: string[];
  /** Distinct items beyond MAX_PASTED_NUMBERS that were not taken; 0 when the paste fit. */
  overflow: number;
};

// Loose check: digits with an optional leading + and the spaces or dashes people type inside.
const LOOSE_NUMBER = /^\+?[\d\s-]+$/;

/**
 * The paste dialog: split on newlines and commas (Latin or Persian), ignore blanks, loose digit
 * check, a leading 0 becomes 98 and a missing 98 is prepended (+98 and 0098 lose their + and 00),
 * then the strict pattern decides valid or invalid. Duplicates merge.
 *
 * At most MAX_PASTED_NUMBERS per paste. The cap counts distinct items (valid and invalid
 * alike, after merging duplicates) in paste order: the first 1000 are taken; the 1001st distinct
 * item and every later one are dropped whole and only counted in `overflow`, so the dialog can say
 * how many were left out and the user can paste them again. Numbers already in `existing` are not
 * taken again and do not count towards the cap; they are reported in `duplicates`.
 */
export function parsePastedNumbers(text: string, existing: readonly string[] = []): PastedNumbers {
  const already = new Set(existing);
  const taken = new Set<string>();
  const dropped = new Set<string>();
  const duplicates = new Set<string>();
  const result: PastedNumbers = { valid: [], invalid: [], duplicates: [], overflow: 0 };

  for (const piece of text.split(/[\r\n,،]+/)) {
    const item = toLatinDigits(piece).trim();
    if (item === '') continue;
    const number = LOOSE_NUMBER.test(item) ? toCanonicalPasted(item) : null;
    const key = number ?? item;
    if (dropped.has(key)) continue;
    if (taken.has(key) || (number !== null && already.has(number))) {
      if (number !== null) duplicates.add(number);
      continue;
    }
    if (taken.size >= MAX_PASTED_NUMBERS) {
      dropped.add(key);
      continue;
    }
    taken.add(key);
    if (number === null) result.invalid.push(item);
    else result.valid.push(number);
  }
  result.duplicates = [...duplicates];
  result.overflow = dropped.size;
  return result;
}

/**
 * The paste dialog's normalisation (a leading 0 becomes 98, a missing 98 is prepended) is the one
 * mobile rule's; null when it refuses the item.
 */
function toCanonicalPasted(item: string): string | null {
  return normalizeMobile(item);
}
