import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANCEL_11_LENGTH } from './limits.ts';
import { CANCEL_11_SUFFIX, isGsm7, normalizeLineBreaks, SMS_LIMITS, smsBody, smsParts } from './sms-text.ts';

const persian = 'س';
const emoji = '😀';

describe('encoding', () => {
  it('is GSM-7 when every character is in the GSM alphabet or its extension table', () => {
    expect(isGsm7('Hello @ £$¥ èé ÄÖÑÜ §¿ ΔΩ\n')).toBe(true);
    expect(isGsm7('€[]{}~^|\\')).toBe(true);
    expect(smsParts('Hello').encoding).toBe('gsm7');
  });

  it('is UCS-2 as soon as one character is outside it', () => {
    expect(smsParts(`Hello ${persian}`).encoding).toBe('ucs2');
    expect(smsParts('Hello ç').encoding).toBe('ucs2'); // only capital Ç is in the alphabet
    expect(smsParts('price 10\u00a0000').encoding).toBe('ucs2'); // a no-break space
    expect(smsParts(`ok ${emoji}`).encoding).toBe('ucs2');
    expect(smsParts('`backtick`').encoding).toBe('ucs2');
  });
});

describe('GSM-7 parts: 160 in one, 153 each once split', () => {
  it('fits 160 characters in one part and splits at 161', () => {
    expect(smsParts('a'.repeat(160))).toEqual({
      encoding: 'gsm7',
      length: 160,
      parts: 1,
      perPart: 160,
      remaining: 0,
    });
    expect(smsParts('a'.repeat(161))).toMatchObject({ length: 161, parts: 2, perPart: 153, remaining: 145 });
  });

  it('fits 153×2 in two parts and needs a third for one more', () => {
    expect(smsParts('a'.repeat(306))).toMatchObject({ parts: 2, remaining: 0 });
    expect(smsParts('a'.repeat(307))).toMatchObject({ parts: 3, remaining: 152 });
  });

  it('counts the extension characters € [ ] { } ~ ^ | \\ as two', () => {
    for (const ch of '€[]{}~^|\\\f') expect(smsParts(ch)).toMatchObject({ encoding: 'gsm7', length: 2 });
    expect(smsParts(`${'a'.repeat(158)}€`)).toMatchObject({ length: 160, parts: 1 });
    expect(smsParts(`${'a'.repeat(159)}€`)).toMatchObject({ length: 161, parts: 2 });
  });

  it('never splits an escape pair across two parts', () => {
    // 152 + € would straddle the 153 boundary: € moves to part 2, which then holds 2 + 151 = 153.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(151)}`)).toMatchObject({
      length: 305,
      parts: 2,
      remaining: 0,
    });
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ length: 306, parts: 3 });
  });
});

describe('UCS-2 parts: 70 in one, 67 each once split', () => {
  it('fits 70 characters in one part and splits at 71', () => {
    expect(smsParts(persian.repeat(70))).toEqual({
      encoding: 'ucs2',
      length: 70,
      parts: 1,
      perPart: 70,
      remaining: 0,
    });
    expect(smsParts(persian.repeat(71))).toMatchObject({ length: 71, parts: 2, perPart: 67 });
    expect(smsParts(persian.repeat(134))).toMatchObject({ parts: 2 });
    expect(smsParts(persian.repeat(135))).toMatchObject({ parts: 3 });
  });

  it('counts a character outside the BMP (most emoji) as two', () => {
    expect(smsParts(emoji)).toMatchObject({ encoding: 'ucs2', length: 2, parts: 1 });
    expect(smsParts(persian.repeat(68) + emoji)).toMatchObject({ length: 70, parts: 1 });
    expect(smsParts(persian.repeat(69) + emoji)).toMatchObject({ length: 71, parts: 2 });
  });

  it('moves an emoji that would straddle a part boundary into the next part', () => {
    // 66 + 😀 + 66 is 134 units, exactly 2 × 67, but the emoji would sit on units 67 and 68.
    expect(smsParts(persian.repeat(66) + emoji + persian.repeat(66))).toMatchObject({
      length: 134,
      parts: 3,
    });
    expect(smsParts(persian.repeat(65) + emoji + persian.repeat(67))).toMatchObject({
      length: 134,
      parts: 2,
    });
  });
});

describe('line breaks, empty text and the cancel-11 suffix', () => {
  it('counts CRLF as one line break', () => {
    expect(normalizeLineBreaks('a\r\nb\rc\n')).toBe('a\nb\rc\n');
    expect(smsParts('a\r\nb')).toMatchObject({ length: 3 });
    expect(smsParts(`${'a'.repeat(79)}\r\n${'a'.repeat(80)}`)).toMatchObject({ length: 160, parts: 1 });
  });

  it('reports no parts for empty text', () => {
    expect(smsParts('')).toEqual({ encoding: 'gsm7', length: 0, parts: 0, perPart: 160, remaining: 160 });
  });

  it('appends a line break and لغو۱۱, six characters, and counts them', () => {
    expect(CANCEL_11_SUFFIX).toBe('\nلغو۱۱');
    expect(CANCEL_11_SUFFIX).toHaveLength(CANCEL_11_LENGTH);
    expect(smsBody('سلام', { cancel11: true })).toBe('سلام\nلغو۱۱');
    expect(smsBody('a\r\nb')).toBe('a\nb');
    expect(smsParts('', { cancel11: true })).toMatchObject({ encoding: 'ucs2', length: 6, parts: 1 });
    expect(smsParts(persian.repeat(64), { cancel11: true })).toMatchObject({ length: 70, parts: 1 });
    expect(smsParts(persian.repeat(65), { cancel11: true })).toMatchObject({ length: 71, parts: 2 });
    // The suffix is Persian, so a Latin text sent with it becomes UCS-2.
    expect(smsParts('Hello', { cancel11: true })).toMatchObject({ encoding: 'ucs2', length: 11 });
  });
});

describe('properties', () => {
  const smsChar = fc.constantFrom(
    'a',
    'Z',
    '7',
    ' ',
    '\n',
    '€',
    '{',
    '|',
    'س',
    'ی',
    '\u200c',
    emoji,
    '👍🏽',
    '\r\n',
  );
  const smsText = fc.array(smsChar, { maxLength: 600 }).map((cs) => cs.join(''));

  it('never reports fewer parts than the text needs', () => {
    fc.assert(
      fc.property(smsText, fc.boolean(), (text, cancel11) => {
        const r = smsParts(text, { cancel11 });
        const { single, multi } = SMS_LIMITS[r.encoding];
        if (r.length === 0) expect(r.parts).toBe(0);
        else if (r.length <= single) expect(r.parts).toBe(1);
        else {
          expect(r.parts).toBeGreaterThanOrEqual(Math.ceil(r.length / multi));
          // Splitting only between characters costs at most one unit a part.
          expect(r.parts).toBeLessThanOrEqual(Math.ceil(r.length / (multi - 1)));
        }
        expect(r.remaining).toBeGreaterThanOrEqual(0);
        expect(r.parts * r.perPart).toBeGreaterThanOrEqual(r.length);
      }),
      { numRuns: 500 },
    );
  });

  it('never needs fewer parts after text is added', () => {
    fc.assert(
      fc.property(smsText, smsText, (a, b) => {
        expect(smsParts(a + b).parts).toBeGreaterThanOrEqual(smsParts(a).parts);
      }),
      { numRuns: 300 },
    );
  });
});
