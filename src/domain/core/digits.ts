// Digits of three scripts (Persian and Arabic digits convert to Latin) and number display.

const PERSIAN_ZERO = 0x06f0; // ۰
const ARABIC_ZERO = 0x0660; // ٠
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits become Latin; everything else is kept. */
export function toLatinDigits(s: string): string {
  return s.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_ZERO);
  });
}

/** Inputs of type tel, number or numeric mode convert Persian digits to Latin and strip non-digits. */
export function digitsOnly(s: string): string {
  return toLatinDigits(s).replace(/\D/g, '');
}

/** Latin and Arabic-Indic digits become Persian; a number is written in its plain decimal form first. */
export function toPersianDigits(s: string | number): string {
  return toLatinDigits(String(s)).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)] as string);
}

// Intl with the 'en-US' locale exists in every runtime (even small-icu builds), so grouping is stable;
// the separators are then swapped for the Persian ones (U+066C thousands, U+066B decimal), as fa-IR does.
// Made when a fraction is first shown, not when the module loads: creating it was about a third of the
// panel's start-up script on a slow phone (issue 28), and the counts and amounts shown are whole numbers.
let grouping: Intl.NumberFormat | undefined;

/** A whole number's digits in groups of three (what Intl's en-US grouping gives for it). */
const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

/** Numbers are displayed with thousands grouping, here in Persian digits: 1234567 → ۱٬۲۳۴٬۵۶۷. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return toPersianDigits(String(n));
  let latin: string;
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) latin = (n < 0 ? '-' : '') + groupThousands(Math.abs(n));
  else {
    grouping ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true });
    latin = grouping.format(n);
  }
  return toPersianDigits(latin.replace(/,/g, '\u066c').replace(/\./g, '\u066b').replace(/^-/, '\u2212'));
}

/** 1 toman = 10 rials. */
export const RIALS_PER_TOMAN = 10;

export function rialsToToman(rials: number): number {
  return rials / RIALS_PER_TOMAN;
}

export function tomanToRials(toman: number): number {
  return toman * RIALS_PER_TOMAN;
}

/** Credit and prices are held in rials; the header shows them floored (credit floored). */
export function formatRials(rials: number): string {
  return `${formatNumber(Math.floor(rials))} ریال`;
}

/** The same amount in toman, for alerts worded in toman (20,000 toman = 200,000 rials). */
export function formatToman(rials: number): string {
  return `${formatNumber(Math.floor(rialsToToman(rials)))} تومان`;
}
