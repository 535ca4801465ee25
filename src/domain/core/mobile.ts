// Iranian mobile numbers: a 9 after one optional prefix, 0, 98, +98 or 0098, in any digit
// script. This is the one rule: file import, phone entry, the paste dialog and the server all ask it.
import { toLatinDigits } from './digits.ts';
import { COUNTRY_PREFIX } from './limits.ts';

/** The canonical form: 98 followed by ten digits starting with 9 (12 digits in all). */
export const CANONICAL_MOBILE_PATTERN = /^989\d{9}$/;

// Spaces, dashes, dots, brackets and the invisible direction marks a copy from a Persian page brings.
const SEPARATORS = /[\s\-.()\u200c-\u200f\u202a-\u202e\u2066-\u2069]/g;
// One prefix, never two: '+98 0912…', '0098 0912…' and '98 0912…' (the trunk 0 kept after the
// country code) are not mobiles, nor is '00912…'.
const MOBILE_FORMS = /^(?:(?:\+|00)?98|0)?(9\d{9})$/;

/** Any accepted way of writing a mobile number → 98XXXXXXXXXX, or null when it is not a mobile. */
export function normalizeMobile(input: string): string | null {
  const compact = toLatinDigits(input).replace(SEPARATORS, '');
  const match = MOBILE_FORMS.exec(compact);
  return match ? `${COUNTRY_PREFIX}${match[1]}` : null;
}

export function isValidMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}

/** 989121234567 → 09121234567, the way Iranians write a number locally. */
export function toLocalMobile(input: string): string | null {
  const mobile = normalizeMobile(input);
  return mobile === null ? null : `0${mobile.slice(COUNTRY_PREFIX.length)}`;
}

export type MobileOperator = 'mci' | 'irancell' | 'rightel' | 'other';

// Source: the operator prefix table of persian-tools (@persian-tools/persian-tools, phone-number
// module). Numbers move between operators (number portability), so this
// table only suggests an operator. Taliya (0932), Shatel (0998), Aptel (0999) and unknown prefixes
// count as 'other' (first operator, Irancell, others).
const OPERATOR_PREFIXES: Readonly<Record<Exclude<MobileOperator, 'other'>, readonly string[]>> = {
  mci: ['0910', '0911', '0912', '0913', '0914', '0915', '0916', '0917', '0918', '0919'].concat([
    '0990',
    '0991',
    '0992',
    '0993',
    '0994',
    '0995',
    '0996',
  ]),
  irancell: ['0900', '0901', '0902', '0903', '0904', '0905', '0930', '0933'].concat([
    '0935',
    '0936',
    '0937',
    '0938',
    '0939',
    '0941',
  ]),
  rightel: ['0920', '0921', '0922', '0923'],
};

const OPERATOR_BY_PREFIX = new Map<string, MobileOperator>(
  Object.entries(OPERATOR_PREFIXES).flatMap(([operator, prefixes]) =>
    prefixes.map((prefix) => [prefix, operator as MobileOperator] as const),
  ),
);

/** The operator a number's prefix suggests; null when the input is not a mobile number. */
export function mobileOperator(mobile: string): MobileOperator | null {
  const local = toLocalMobile(mobile);
  if (local === null) return null;
  return OPERATOR_BY_PREFIX.get(local.slice(0, 4)) ?? 'other';
}
