import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeMobile } from '../mobile.ts';
import { mobileTailOfText, mobileTailOfUtf8 } from './mobile-tail.ts';

/** normalizeMobile's answer in the readers' terms. */
function expected(cell: string): number {
  const mobile = normalizeMobile(cell);
  return mobile === null ? -1 : Number(mobile.slice(3));
}

function ofBytes(cell: string): number {
  const bytes = new TextEncoder().encode(`<${cell}>`);
  return mobileTailOfUtf8(bytes, 1, bytes.length - 1);
}

// Pieces real cells are made of, and the characters near them that must not be mistaken for them.
const PIECES = [
  '0',
  '9',
  '8',
  '1',
  '2',
  '98',
  '0098',
  '+',
  '+98',
  '00',
  '912',
  '1234567',
  '۰',
  '۹',
  '۸',
  '٠',
  '٩',
  '٨',
  ' ',
  '-',
  '.',
  '(',
  ')',
  '\t',
  '\u00a0',
  '\u200b',
  '\u200c',
  '\u200f',
  '\u2009',
  '\u202a',
  '\u202f',
  '\u2066',
  '\u3000',
  '\ufeff',
  '\u2030',
  '/',
  'x',
  'e',
  ',',
  '٫',
  '٬',
  '۰۹',
  '\u0660',
  '\n',
  '\u180e',
];

describe('mobileTailOfText and mobileTailOfUtf8', () => {
  it('answer as normalizeMobile on every way people write a mobile', () => {
    const ten = '9121234567';
    const forms = [
      `0${ten}`,
      ten,
      `98${ten}`,
      `+98${ten}`,
      `0098${ten}`,
      `980${ten}`,
      `+980${ten}`,
      `00980${ten}`,
      '0912 123 4567',
      '0912-123-4567',
      '+98 912 123 4567',
      '(0912) 123.4567',
      ' 09121234567 ',
      '\u202a+98 912 123 4567\u202c',
      '0912\u00a0123\u00a04567',
      '۰۹۱۲۱۲۳۴۵۶۷',
      '٠٩١٢١٢٣٤٥٦٧',
      '+۹۸۹۱۲۱۲۳۴۵۶۷',
      '09۱۲1234٥67',
      '9121234567.0',
      '+0098 9121234567',
      '++989121234567',
      '98+9121234567',
      '0812123456',
      '091212345678',
      '0912',
      '',
      'ندارد',
      '021-12345678',
      '1e9',
      `0000${ten}`,
      `990${ten}`,
      `+9${ten}`,
      '0912\u200b1234567',
      '9.121234567E9',
    ];
    for (const cell of forms) {
      expect(mobileTailOfText(cell), JSON.stringify(cell)).toBe(expected(cell));
      expect(ofBytes(cell), JSON.stringify(cell)).toBe(expected(cell));
    }
  });

  it('answer as normalizeMobile on cells made of random pieces', () => {
    const cell = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(cell, (text) => {
        expect(mobileTailOfText(text)).toBe(expected(text));
        expect(ofBytes(text)).toBe(expected(text));
      }),
      { numRuns: 10_000 },
    );
  }, 60_000);

  it('answer as normalizeMobile on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (text) => {
        expect(mobileTailOfText(text)).toBe(expected(text));
        expect(ofBytes(text)).toBe(expected(text));
      }),
      { numRuns: 5_000 },
    );
  }, 60_000);
});
