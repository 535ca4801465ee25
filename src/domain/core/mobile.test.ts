import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from './digits.ts';
import { isValidMobile, mobileOperator, normalizeMobile, toLocalMobile } from './mobile.ts';

const arabic = (s: string) => s.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe('normalizeMobile', () => {
  it.each([
    ['9121234567', 'bare'],
    ['09121234567', 'trunk 0'],
    ['989121234567', '98'],
    ['+989121234567', '+98'],
    ['00989121234567', '0098'],
    ['+98 912 123 4567', 'spaces'],
    ['0912-123-4567', 'dashes'],
    ['۰۹۱۲۱۲۳۴۵۶۷', 'Persian digits'],
    ['٠٩١٢١٢٣٤٥٦٧', 'Arabic digits'],
    ['\u200e+98 912 123 4567\u200f', 'direction marks'],
  ])('accepts %s (%s)', (input) => {
    expect(normalizeMobile(input)).toBe('989121234567');
  });

  it.each([
    ['', 'empty'],
    ['912123456', '9 digits'],
    ['91212345678', '11 digits after the 9'],
    ['9891212345678', '13 digits'],
    ['02112345678', 'a landline'],
    ['08121234567', 'not starting with 9'],
    ['+1 912 123 4567', 'another country'],
    ['0912123456a', 'a letter'],
    ['990912123456', '99 instead of 98'],
    ['+98 0912 123 4567', '+98 then the trunk 0'],
    ['+9809121234567', '+98 then the trunk 0, written together'],
    ['00980912 123 4567', '0098 then the trunk 0'],
    ['980912 123 4567', '98 then the trunk 0'],
    ['+98 (0)912 123 4567', '+98 with the trunk 0 in brackets'],
    ['00912 123 4567', 'two zeros, no country code'],
    ['009121234567', 'two zeros, no country code, written together'],
    ['+9121234567', 'a plus without the country code'],
    ['۰۰۹۸۰۹۱۲۱۲۳۴۵۶۷', '0098 then 0, Persian digits'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeMobile(input)).toBeNull();
    expect(isValidMobile(input)).toBe(false);
  });

  const tenDigits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    .map((digits) => `9${digits.join('')}`);

  it('accepts every prefix form of the same number, in every digit script (property)', () => {
    fc.assert(
      fc.property(tenDigits, (n) => {
        const forms = [n, `0${n}`, `98${n}`, `+98${n}`, `0098${n}`, `+98 ${n.slice(0, 3)} ${n.slice(3)}`];
        const all = forms.flatMap((f) => [f, toPersianDigits(f), arabic(f)]);
        return all.every((f) => normalizeMobile(f) === `98${n}`);
      }),
    );
  });

  it('refuses a trunk 0 after every country-code form, in every digit script (property)', () => {
    fc.assert(
      fc.property(tenDigits, (n) => {
        const forms = [`980${n}`, `+980${n}`, `00980${n}`, `+98 0${n}`, `0098 0${n}`, `00${n}`];
        const all = forms.flatMap((f) => [f, toPersianDigits(f), arabic(f)]);
        return all.every((f) => normalizeMobile(f) === null);
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          tenDigits.map((n) => `0${n}`),
          fc.string(),
        ),
        (input) => {
          const once = normalizeMobile(input);
          return once === null || normalizeMobile(once) === once;
        },
      ),
    );
  });

  it('outputs only 12 Latin digits starting 989 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789+ -۰۹') }), (input) => {
        const out = normalizeMobile(input);
        return out === null || /^989\d{9}$/.test(out);
      }),
    );
  });
});

describe('toLocalMobile', () => {
  it('writes a number the local way', () => {
    expect(toLocalMobile('+989121234567')).toBe('09121234567');
    expect(toLocalMobile('12345')).toBeNull();
  });
});

describe('mobileOperator', () => {
  it.each([
    ['09101234567', 'mci'],
    ['09191234567', 'mci'],
    ['09901234567', 'mci'],
    ['09961234567', 'mci'],
    ['09001234567', 'irancell'],
    ['09051234567', 'irancell'],
    ['09301234567', 'irancell'],
    ['09331234567', 'irancell'],
    ['09351234567', 'irancell'],
    ['09391234567', 'irancell'],
    ['09411234567', 'irancell'],
    ['09201234567', 'rightel'],
    ['09231234567', 'rightel'],
    ['09321234567', 'other'],
    ['09981234567', 'other'],
    ['09991234567', 'other'],
    ['09061234567', 'other'],
    ['09341234567', 'other'],
    ['09971234567', 'other'],
    ['09241234567', 'other'],
  ])('%s is %s', (mobile, operator) => {
    expect(mobileOperator(mobile)).toBe(operator);
  });

  it('reads any prefix form and digit script', () => {
    expect(mobileOperator('+98 935 123 4567')).toBe('irancell');
    expect(mobileOperator('۹۱۲۱۲۳۴۵۶۷')).toBe('mci');
  });

  it('is null for something that is not a mobile', () => {
    expect(mobileOperator('02188776655')).toBeNull();
  });
});
