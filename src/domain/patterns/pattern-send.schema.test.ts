import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkPatternValue,
  checkPatternValues,
  isPatternDate,
  PatternParamsSchema,
  patternValueMessages,
  VotpCodeSchema,
} from './pattern-send.schema.ts';

const int = { name: 'code', type: 'integer', len: 6 } as const;
const str = { name: 'brand', type: 'string', len: 5 } as const;
const date = { name: 'day', type: 'date', len: 10 } as const;

describe('checkPatternValue', () => {
  it('takes an integer in any digit script and sends it with Latin digits', () => {
    expect(checkPatternValue(int, '۱۲۳۴')).toEqual({ ok: true, value: '1234' });
    expect(checkPatternValue(int, '٤٥٦')).toEqual({ ok: true, value: '456' });
    expect(checkPatternValue(int, 98765)).toEqual({ ok: true, value: '98765' });
    expect(checkPatternValue(int, ' 0012 ')).toEqual({ ok: true, value: '0012' });
  });

  it('refuses an integer that is not digits, and one longer than the length', () => {
    for (const bad of ['12a', '1.5', '-3', '۱۲ ۳', 1.5, Number.NaN])
      expect(checkPatternValue(int, bad)).toEqual({
        ok: false,
        message: patternValueMessages.notInteger('code'),
      });
    expect(checkPatternValue(int, '1234567')).toEqual({
      ok: false,
      message: patternValueMessages.tooLong('code', 6),
    });
  });

  it('counts a text by its characters after trimming', () => {
    expect(checkPatternValue(str, '  دیجی ')).toEqual({ ok: true, value: 'دیجی' });
    expect(checkPatternValue(str, 'شش حرف')).toEqual({
      ok: false,
      message: patternValueMessages.tooLong('brand', 5),
    });
  });

  it('refuses a missing or empty value', () => {
    for (const bad of [undefined, null, '', '   ', {}])
      expect(checkPatternValue(str, bad)).toEqual({
        ok: false,
        message: patternValueMessages.missing('brand'),
      });
  });

  it('takes a real Jalali or Gregorian date, in any digit script', () => {
    expect(checkPatternValue(date, '۱۴۰۳/۰۷/۱۵')).toEqual({ ok: true, value: '1403/07/15' });
    expect(checkPatternValue(date, '2024-10-06')).toEqual({ ok: true, value: '2024-10-06' });
    expect(checkPatternValue(date, '1403/7/5')).toEqual({ ok: true, value: '1403/7/5' });
  });

  it('refuses what is not a day', () => {
    for (const bad of ['1403/13/01', '1403/12/31', '2023-02-29', '1403-07/15', 'فردا', '14030715'])
      expect(checkPatternValue(date, bad)).toEqual({
        ok: false,
        message: patternValueMessages.notDate('day'),
      });
    expect(isPatternDate('1403/12/30')).toBe(true); // 1403 is a leap year
    expect(isPatternDate('1402/12/30')).toBe(false);
    expect(isPatternDate('2024-02-29')).toBe(true);
  });
});

describe('checkPatternValues', () => {
  it('answers the values, or every refusal under params.<name>', () => {
    expect(checkPatternValues([int, str], { code: '۴۲', brand: 'ما' })).toEqual({
      ok: true,
      values: { code: '42', brand: 'ما' },
    });
    expect(checkPatternValues([int, str], { code: 'x', extra: '1' })).toEqual({
      ok: false,
      errors: {
        'params.code': [patternValueMessages.notInteger('code')],
        'params.brand': [patternValueMessages.missing('brand')],
        'params.extra': [patternValueMessages.unknown('extra')],
      },
    });
  });
});

describe('PatternParamsSchema', () => {
  it('takes the values by name, text or numbers, and an empty list as no values', () => {
    expect(v.parse(PatternParamsSchema, { name: 'مریم', code: 12345 })).toEqual({
      name: 'مریم',
      code: 12345,
    });
    expect(Object.entries(v.parse(PatternParamsSchema, []))).toEqual([]);
    expect(checkPatternValues([], v.parse(PatternParamsSchema, []))).toEqual({ ok: true, values: {} });
  });

  it('refuses values that are neither text nor numbers, and names a list’s items as unknown', () => {
    expect(v.safeParse(PatternParamsSchema, { code: { x: 1 } }).success).toBe(false);
    expect(v.safeParse(PatternParamsSchema, 'code=1').success).toBe(false);
    expect(checkPatternValues([int], v.parse(PatternParamsSchema, ['1234']))).toEqual({
      ok: false,
      errors: {
        'params.code': [patternValueMessages.missing('code')],
        'params.0': [patternValueMessages.unknown('0')],
      },
    });
  });
});

describe('VotpCodeSchema', () => {
  it('takes 4 to 10 digits of any script', () => {
    expect(v.parse(VotpCodeSchema, '۴۵۸۵۲')).toBe('45852');
    expect(v.parse(VotpCodeSchema, 1234)).toBe('1234');
    for (const bad of ['123', '12345678901', '12a4', ''])
      expect(v.safeParse(VotpCodeSchema, bad).success).toBe(false);
  });
});
