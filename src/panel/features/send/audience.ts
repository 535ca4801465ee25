// Who of a bank's people a send takes, as the composer holds it (typed text, '' for any) and as the
// published bodies and counts write it. The count, the price and the send all read these, so the
// count shown is the audience sent to.
import {
  BANK_BIRTH_YEAR_MAX,
  BANK_BIRTH_YEAR_MIN,
  BANK_OPERATOR_IDS,
  type BankFilterInput,
  type BankRanges,
  bankMessages,
  type OperatorCounts,
  toLatinDigits,
} from '../../../domain/index.ts';

/**
 * A bank send's filters as typed: gender's id, Jalali birth years, only the white bank (numbers not
 * refusing advertising), the numbers' prefix, and an operator (its published id, '' every operator)
 * with how many of its first numbers to skip and how many to take ('' for none skipped, all taken).
 */
export type AudienceFilter = {
  gender: string;
  yearFrom: string;
  yearTo: string;
  white: boolean;
  prefix: string;
  operator: string;
  start: string;
  size: string;
};
export const ANY_AUDIENCE: AudienceFilter = {
  gender: '',
  yearFrom: '',
  yearTo: '',
  white: false,
  prefix: '',
  operator: '',
  start: '',
  size: '',
};

/** The filters a bank send's published params take: its people, its bank, its prefix, its operators. */
export type AudienceField = 'person' | 'bank' | 'prefix' | 'operator';
/** What each published bank send documents: country every filter, postal code all but the prefix, job the operators. */
export const SEND_FILTERS = {
  country: ['person', 'bank', 'prefix', 'operator'],
  postal_code: ['person', 'bank', 'operator'],
  job: ['operator'],
} as const satisfies Record<string, readonly AudienceField[]>;

/** A birth year as typed: '' is any year, else a whole Jalali year the banks hold people of. */
export function birthYear(text: string): number | '' | null {
  const digits = toLatinDigits(text).trim();
  if (digits === '') return '';
  const year = Number(digits);
  return Number.isInteger(year) && year >= BANK_BIRTH_YEAR_MIN && year <= BANK_BIRTH_YEAR_MAX ? year : null;
}

/** A prefix as typed (0912, 98912, 912): '' any, else 2 to 6 digits from the 9 on. */
export function numberPrefix(text: string): string | null {
  const digits = toLatinDigits(text)
    .trim()
    .replace(/^(\+?98|0)/, '');
  if (digits === '') return '';
  return /^9\d{1,5}$/.test(digits) ? digits : null;
}

/** A start or a size as typed: '' none given, else a whole number from 0. */
export function rangeNumber(text: string): number | '' | null {
  const digits = toLatinDigits(text).trim();
  if (digits === '') return '';
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/** The first problem of the filter, if any. */
export function audienceProblem(filter: AudienceFilter): string | null {
  if (birthYear(filter.yearFrom) === null || birthYear(filter.yearTo) === null)
    return bankMessages.invalidBirthYear;
  if (numberPrefix(filter.prefix) === null) return bankMessages.invalidPrefix;
  if (rangeNumber(filter.start) === null || rangeNumber(filter.size) === null)
    return bankMessages.invalidRange;
  return null;
}

type Range = { start: number; size?: number };
const OPERATORS = ['mci', 'irancell', 'other'] as const;
type Operator = (typeof OPERATORS)[number];
const operatorOf = (id: string): Operator | undefined =>
  OPERATORS.find((op) => String(BANK_OPERATOR_IDS[op]) === id);

/** The operator's slice typed: its start and size, or null when neither narrows anything. */
function slice(filter: AudienceFilter): Range | null {
  const start = rangeNumber(filter.start);
  const size = rangeNumber(filter.size);
  if (!filter.operator && typeof start !== 'number' && typeof size !== 'number') return null;
  return { start: typeof start === 'number' ? start : 0, ...(typeof size === 'number' ? { size } : {}) };
}

/**
 * The operators a send takes, each its slice: none named (undefined) every number; an operator
 * chosen only it; a start or size alone, that slice of each operator.
 */
export function operatorRanges(filter: AudienceFilter): Partial<Record<Operator, Range>> | undefined {
  const range = slice(filter);
  if (!range) return undefined;
  const only = operatorOf(filter.operator);
  return only ? { [only]: range } : { mci: range, irancell: range, other: range };
}

/** A country or postal-code param's filters: gender 0 and nothing else, everyone. */
export function audienceParams(filter: AudienceFilter) {
  const from = birthYear(filter.yearFrom);
  const to = birthYear(filter.yearTo);
  const pre = numberPrefix(filter.prefix);
  return {
    ...(filter.white ? { bank: 'white' as const } : {}),
    ...(pre ? { pre: Number(pre) } : {}),
    ...(filter.gender ? { gender: Number(filter.gender) } : {}),
    ...(typeof from === 'number' ? { age_from: from } : {}),
    ...(typeof to === 'number' ? { age_to: to } : {}),
    ...operatorRanges(filter),
  };
}

/** A job param's `operator`: one entry, by id when an operator is chosen; none, every number. */
export function operatorParam(filter: AudienceFilter) {
  const range = slice(filter);
  if (!range) return {};
  return { operator: [{ ...(filter.operator ? { id: Number(filter.operator) } : {}), ...range }] };
}

/** The filter as a bank count's part carries it (POST send/banks/counts). */
export function countPart(filter: AudienceFilter): { filter: BankFilterInput; ranges?: BankRanges } {
  const { bank, pre, gender, age_from, age_to, mci, irancell, other } = audienceParams(filter);
  const ranges = operatorRanges(filter);
  return {
    filter: {
      ...(gender ? { gender: gender as 1 | 2 | 3 } : {}),
      ...(age_from === undefined ? {} : { birth_year_from: age_from }),
      ...(age_to === undefined ? {} : { birth_year_to: age_to }),
      ...(pre ? { number_prefix: String(pre) } : {}),
      ...(bank ? { white_only: true } : {}),
    },
    ...(ranges ? { ranges: { mci, irancell, other } } : {}),
  };
}

const COUNT_KEYS = { mci: 'mci_count', irancell: 'irancell_count', other: 'other_count' } as const;

/** How many of a published per-operator count the operator slice takes. */
export function slicedTotal(counts: OperatorCounts, filter: AudienceFilter): number {
  const ranges = operatorRanges(filter);
  return OPERATORS.reduce((sum, op) => {
    const all = counts[COUNT_KEYS[op]];
    if (!ranges) return sum + all;
    const range = ranges[op];
    if (!range) return sum;
    const rest = Math.max(0, all - range.start);
    return sum + (range.size === undefined ? rest : Math.min(rest, range.size));
  }, 0);
}

/** Said when the chosen place, job or codes hold no one the filters take. */
export const NO_RECIPIENTS = 'در این محدوده گیرنده‌ای نیست';
