// Reading a mobile cell in one pass, without the regular expressions of normalizeMobile, for speed.
//
// Real files write a number every way people write it: 09…, 9…, +98…, 0098…, 98…, with spaces or
// dashes, in Persian or Arabic digits. normalizeMobile takes each through three regular expressions
// and two strings; for a million cells that is most of an import. These readers walk the cell once,
// skip what normalizeMobile strips as separators, gather the digits into a number, and answer by the
// same grammar — `^(?:(?:\+|00)?98|0)?(9\d{9})$` over the digits, a '+' only first — the nine digits
// after 989 (0..999,999,999), or -1. A character they do not know sends the cell to normalizeMobile
// itself, so they decide speed, never the result (mobile-tail.test.ts checks them against it).
import { normalizeMobile } from '../mobile.ts';

const TEN = 10_000_000_000;
const NINE_BILLION = 9_000_000_000;

/** The answer for `count` digits gathered into `value` (and whether a '+' came first). */
export function decide(value: number, count: number, plus: boolean): number {
  if (count < 10 || count > 15) return -1;
  // value is exact (at most 15 digits); a division and a floor cost far less than a float modulo.
  const prefix = Math.floor(value / TEN);
  const tail = value - prefix * TEN;
  if (tail < NINE_BILLION) return -1;
  // The digits before the ten: '', '0', '98' or '0098'; after a '+' only 98. One prefix, never two
  // before the 9: '980…' and '00980…' keep the trunk 0 after the country code and are not mobiles.
  const length = count - 10;
  const ok = plus
    ? length === 2 && prefix === 98
    : length === 0 || (length === 1 && prefix === 0) || ((length === 2 || length === 4) && prefix === 98);
  return ok ? tail - NINE_BILLION : -1;
}

/** What normalizeMobile answers, as a tail. */
function slow(cell: string): number {
  const mobile = normalizeMobile(cell);
  return mobile === null ? -1 : Number(mobile.slice(3)) | 0;
}

/** Whether a UTF-16 code unit (not a digit, not '+') is one normalizeMobile strips as a separator. */
function isSeparator(c: number): boolean {
  if (c < 0x80) return c === 32 || c === 45 || c === 46 || c === 40 || c === 41 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    (c >= 0x200c && c <= 0x200f) ||
    (c >= 0x2028 && c <= 0x202f) ||
    c === 0x205f ||
    (c >= 0x2066 && c <= 0x2069) ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/** The mobile in a cell's text as the nine digits after 989, or -1 (normalizeMobile's answer). */
export function mobileTailOfText(cell: string): number {
  let value = 0;
  let count = 0;
  let plus = false;
  for (let i = 0; i < cell.length; i++) {
    const c = cell.charCodeAt(i);
    let d = c - 48;
    if (d < 0 || d > 9) {
      d = c >= 0x6f0 && c <= 0x6f9 ? c - 0x6f0 : c >= 0x660 && c <= 0x669 ? c - 0x660 : -1;
      if (d < 0) {
        if (c === 43 /* + */ && count === 0 && !plus) plus = true;
        else if (!isSeparator(c)) return slow(cell);
        continue;
      }
    }
    if (++count > 15) return -1;
    value = value * 10 + d;
  }
  return decide(value, count, plus);
}

const utf8 = new TextDecoder();

/**
 * mobileTailOfText of the UTF-8 text b[from, to), reading the bytes themselves; a cell it cannot read
 * so is decoded by `decoder` (a fatal one throws on bytes that are not UTF-8).
 */
export function mobileTailOfUtf8(b: Uint8Array, from: number, to: number, decoder = utf8): number {
  let value = 0;
  let count = 0;
  let plus = false;
  let i = from;
  while (i < to) {
    const c = b[i] as number;
    let d: number;
    if (c >= 48 && c <= 57) {
      d = c - 48;
      i++;
    } else if (c < 0x80) {
      if (c === 43 && count === 0 && !plus) plus = true;
      else if (!isSeparator(c)) return slow(decoder.decode(b.subarray(from, to)));
      i++;
      continue;
    } else {
      const c1 = i + 1 < to ? (b[i + 1] as number) : 0;
      if (c === 0xdb && c1 >= 0xb0 && c1 <= 0xb9)
        d = c1 - 0xb0; // ۰-۹ U+06F0
      else if (c === 0xd9 && c1 >= 0xa0 && c1 <= 0xa9)
        d = c1 - 0xa0; // ٠-٩ U+0660
      else if (c === 0xc2 && c1 === 0xa0) {
        i += 2; // no-break space
        continue;
      } else if (
        c === 0xe2 &&
        c1 === 0x80 &&
        i + 2 < to &&
        isSeparator(0x2000 + ((b[i + 2] as number) - 0x80))
      ) {
        i += 3; // U+2000-203F: the spaces, joiners and direction marks
        continue;
      } else return slow(decoder.decode(b.subarray(from, to)));
      i += 2;
    }
    if (++count > 15) return -1;
    value = value * 10 + d;
  }
  return decide(value, count, plus);
}
