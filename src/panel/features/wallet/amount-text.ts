// What the wallet's fields hold as typed, and how they are shown back: an amount grouped in thousands,
// a card number in four groups of four. Digits of any script are taken; Persian digits are shown.
import { digitsOnly, formatJalali, formatNumber, toPersianDigits } from '../../../domain/index.ts';

/** An amount field keeps at most this many digits (a thousand billion rials is already absurd). */
const AMOUNT_MAX_DIGITS = 15;
/** A bank card number is 16 digits. */
export const CARD_DIGITS = 16;

/** The digits of an amount as typed, in Latin, without leading zeros or separators. */
export function amountDigits(typed: string): string {
  return digitsOnly(typed).replace(/^0+/, '').slice(0, AMOUNT_MAX_DIGITS);
}

/** The rials an amount field holds, or null while it is empty. */
export function amountValue(digits: string): number | null {
  return digits === '' ? null : Number(digits);
}

/** An amount as the field shows it: Persian digits grouped in thousands (1000000 → ۱٬۰۰۰٬۰۰۰). */
export function groupedAmount(digits: string): string {
  return digits === '' ? '' : formatNumber(Number(digits));
}

/** The 16 digits of a card as typed, in Latin. */
export function cardDigits(typed: string): string {
  return digitsOnly(typed).slice(0, CARD_DIGITS);
}

/** A card number as the field shows it: four groups of four, Persian digits, read left to right. */
export function groupedCard(digits: string): string {
  return toPersianDigits(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
}

/** A time of the wallet's answers (ISO, or the stored UTC form) as Jalali date and time; '' if none. */
export function whenText(value: string | null | undefined): string {
  if (!value) return '';
  return formatJalali(value.includes('T') ? new Date(value) : value, true);
}
