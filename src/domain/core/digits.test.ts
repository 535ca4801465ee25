import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatNumber,
  formatRials,
  formatToman,
  RIALS_PER_TOMAN,
  rialsToToman,
  toLatinDigits,
  tomanToRials,
  toPersianDigits,
} from './digits.ts';

describe('toLatinDigits', () => {
  it('converts Persian and Arabic-Indic digits and keeps everything else', () => {
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲-٣4 abc')).toBe('کد 12-34 abc');
  });
});

describe('digitsOnly', () => {
  it('keeps only digits, converted to Latin', () => {
    expect(digitsOnly('۰۹۱۲-۱۲۳ abc ٤٥')).toBe('091212345');
    expect(digitsOnly('no digits')).toBe('');
  });
});

describe('toPersianDigits', () => {
  it('converts Latin and Arabic-Indic digits, and numbers', () => {
    expect(toPersianDigits('0123456789')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toPersianDigits('٤٥')).toBe('۴۵');
    expect(toPersianDigits(2024)).toBe('۲۰۲۴');
    expect(toPersianDigits(-1.5)).toBe('-۱.۵');
  });

  it('round-trips with toLatinDigits (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => toLatinDigits(toPersianDigits(s)) === toLatinDigits(s)));
    const latinDigits = fc.string({ unit: fc.constantFrom(...'0123456789') });
    fc.assert(fc.property(latinDigits, (s) => toLatinDigits(toPersianDigits(s)) === s));
    const persianDigits = fc.string({ unit: fc.constantFrom(...'۰۱۲۳۴۵۶۷۸۹') });
    fc.assert(fc.property(persianDigits, (s) => toPersianDigits(toLatinDigits(s)) === s));
    fc.assert(fc.property(fc.integer(), (n) => Number(toLatinDigits(toPersianDigits(n))) === n));
  });

  it('leaves no Latin digit behind (property)', () => {
    fc.assert(fc.property(fc.string(), (s) => !/[0-9\u0660-\u0669]/.test(toPersianDigits(s))));
  });
});

describe('formatNumber', () => {
  it('groups thousands in Persian digits', () => {
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(999)).toBe('۹۹۹');
    expect(formatNumber(1000)).toBe('۱٬۰۰۰');
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(1_000_000_000_000)).toBe('۱٬۰۰۰٬۰۰۰٬۰۰۰٬۰۰۰');
  });

  it('writes decimals with the Persian decimal sign and negatives with a minus', () => {
    expect(formatNumber(1234.5)).toBe('۱٬۲۳۴٫۵');
    expect(formatNumber(-2500)).toBe('−۲٬۵۰۰');
  });

  it('does not crash on non-finite numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('groups a whole number exactly as Intl does, without creating Intl (property)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20, useGrouping: true });
    const asIntl = (n: number) =>
      toPersianDigits(
        intl.format(n).replace(/,/g, '\u066c').replace(/\./g, '\u066b').replace(/^-/, '\u2212'),
      );
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        return formatNumber(n) === asIntl(n);
      }),
    );
    for (const n of [-0, 1e21, 2 ** 60, 0.1 + 0.2, -1234.5678]) expect(formatNumber(n)).toBe(asIntl(n));
  });

  it('reads back to the same integer (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        return Number(toLatinDigits(formatNumber(n)).replace(/\u066c/g, '')) === n;
      }),
    );
  });
});

describe('rial and toman', () => {
  it('1 toman is 10 rials', () => {
    expect(RIALS_PER_TOMAN).toBe(10);
    expect(rialsToToman(200_000)).toBe(20_000);
    expect(tomanToRials(20_000)).toBe(200_000);
  });

  it('formats amounts floored, with the currency word', () => {
    expect(formatRials(1_000_000)).toBe('۱٬۰۰۰٬۰۰۰ ریال');
    expect(formatRials(1234.9)).toBe('۱٬۲۳۴ ریال');
    expect(formatToman(200_000)).toBe('۲۰٬۰۰۰ تومان');
    expect(formatToman(15)).toBe('۱ تومان');
  });
});
