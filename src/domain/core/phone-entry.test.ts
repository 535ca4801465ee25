import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPersianDigits } from './digits.ts';
import { MAX_PASTED_NUMBERS } from './limits.ts';
import { messages } from './messages.ts';
import {
  addPhoneNumber,
  isPhoneEntryLocked,
  parsePastedNumbers,
  phoneInputMaxLength,
  sanitizePhoneInput,
} from './phone-entry.ts';

const mobile = { mode: 'mobile' } as const;
const prefix = { mode: 'prefix' } as const;
const plain = { mode: 'plain' } as const;

describe('phone input limits', () => {
  it('is 12 digits, 6 in prefix mode', () => {
    expect(phoneInputMaxLength('mobile')).toBe(12);
    expect(phoneInputMaxLength('plain')).toBe(12);
    expect(phoneInputMaxLength('prefix')).toBe(6);
  });

  it('keeps digits only, Persian converted, cut at the maximum', () => {
    expect(sanitizePhoneInput('۰۹۱۲-abc 123', 'mobile')).toBe('0912123');
    expect(sanitizePhoneInput('1234567890123', 'mobile')).toBe('123456789012');
    expect(sanitizePhoneInput('1234567', 'prefix')).toBe('123456');
  });
});

describe('addPhoneNumber in mobile mode', () => {
  it.each([['9121234567'], ['09121234567'], ['989121234567'], ['+989121234567'], ['۰۹۱۲ ۱۲۳ ۴۵۶۷']])(
    'takes %s as 989121234567',
    (raw) => {
      expect(addPhoneNumber(raw, [], mobile)).toEqual({ ok: true, number: '989121234567' });
    },
  );

  it.each([['+98 0912 123 4567'], ['00980912 123 4567'], ['9809121234567'], ['00912 123 4567']])(
    'refuses %s: one optional prefix, then 9',
    (raw) => {
      expect(addPhoneNumber(raw, [], mobile)).toMatchObject({ ok: false, reason: 'invalid' });
    },
  );

  it('takes 0098 before the 9 (the same rule as the file import and the server)', () => {
    expect(addPhoneNumber('0098 912 123 4567', [], mobile)).toEqual({ ok: true, number: '989121234567' });
  });

  it('prepends 98 to a bare number that itself starts with 98', () => {
    expect(addPhoneNumber('9812345678', [], mobile)).toEqual({ ok: true, number: '989812345678' });
    expect(addPhoneNumber('09812345678', [], mobile)).toEqual({ ok: true, number: '989812345678' });
  });

  it('refuses what is not an integer', () => {
    expect(addPhoneNumber('0912x234567', [], mobile)).toEqual({
      ok: false,
      reason: 'invalid',
      message: messages.numberNotValid,
    });
    expect(addPhoneNumber('   ', [], mobile)).toMatchObject({
      reason: 'empty',
      message: messages.noNumberEntered,
    });
  });

  it('refuses 13 digits and a non-mobile', () => {
    expect(addPhoneNumber('9891212345678', [], mobile)).toMatchObject({ reason: 'invalid' });
    expect(addPhoneNumber('02112345678', [], mobile)).toMatchObject({ reason: 'invalid' });
  });

  it('refuses a number already in the list', () => {
    expect(addPhoneNumber('09121234567', ['989121234567'], mobile)).toEqual({
      ok: false,
      reason: 'duplicate',
      message: messages.numberInList,
    });
  });

  it('takes any integer when validation is off, 98 still prepended', () => {
    expect(addPhoneNumber('12345', [], { mode: 'mobile', validate: false })).toEqual({
      ok: true,
      number: '9812345',
    });
  });
});

describe('addPhoneNumber in plain mode', () => {
  it('takes 12 digits and refuses 13', () => {
    expect(addPhoneNumber('123456789012', [], plain)).toEqual({ ok: true, number: '123456789012' });
    expect(addPhoneNumber('1234567890123', [], plain)).toMatchObject({ reason: 'invalid' });
  });

  it('does not prepend 98', () => {
    expect(addPhoneNumber('02188776655', [], plain)).toEqual({ ok: true, number: '02188776655' });
  });
});

describe('addPhoneNumber in prefix mode', () => {
  it('takes up to 6 digits, refuses 7', () => {
    expect(addPhoneNumber('912123', [], prefix)).toEqual({ ok: true, number: '912123' });
    expect(addPhoneNumber('9121234', [], prefix)).toMatchObject({ reason: 'invalid' });
  });

  it('refuses a leading zero with its own message', () => {
    expect(addPhoneNumber('0912', [], prefix)).toEqual({
      ok: false,
      reason: 'leading-zero',
      message: messages.prefixStartsWithZero,
    });
    expect(addPhoneNumber('۰۹۱۲', [], prefix)).toMatchObject({ reason: 'leading-zero' });
  });

  it('locks after one entry', () => {
    expect(isPhoneEntryLocked(0, prefix)).toBe(false);
    expect(isPhoneEntryLocked(1, prefix)).toBe(true);
    expect(addPhoneNumber('935', ['912'], prefix)).toMatchObject({ reason: 'locked' });
  });
});

describe('maximum count', () => {
  it('is unlimited by default', () => {
    expect(isPhoneEntryLocked(100_000, mobile)).toBe(false);
  });

  it('locks when the list reaches it, not before', () => {
    const options = { mode: 'mobile', maxCount: 2 } as const;
    expect(isPhoneEntryLocked(1, options)).toBe(false);
    expect(addPhoneNumber('09121234567', ['989351234567'], options)).toMatchObject({ ok: true });
    expect(isPhoneEntryLocked(2, options)).toBe(true);
    expect(addPhoneNumber('09121234567', ['989351234567', '989201234567'], options)).toEqual({
      ok: false,
      reason: 'locked',
      message: messages.maxNumbersReached,
    });
  });
});

describe('parsePastedNumbers', () => {
  it('splits on newlines and commas, Latin and Persian, and ignores blanks', () => {
    const text = '09121234567\r\n09351234567,,09201234567،۰۹۳۲۱۲۳۴۵۶۷\n\n  \n';
    expect(parsePastedNumbers(text)).toEqual({
      valid: ['989121234567', '989351234567', '989201234567', '989321234567'],
      invalid: [],
      duplicates: [],
      overflow: 0,
    });
  });

  it('turns a leading 0 into 98 and prepends a missing 98', () => {
    expect(parsePastedNumbers('09121234567\n9121234567\n989121234567').valid).toEqual(['989121234567']);
    expect(parsePastedNumbers('9812345678').valid).toEqual(['989812345678']);
    expect(parsePastedNumbers('+989121234567\n00989351234567\n0912 123 4567').valid).toEqual([
      '989121234567',
      '989351234567',
    ]);
  });

  it('refuses a trunk 0 after the country code, as the file import does', () => {
    const result = parsePastedNumbers('+98 0912 123 4567\n00980935 123 4567\n9809121234567\n00912 123 4567');
    expect(result.valid).toEqual([]);
    expect(result.invalid).toEqual([
      '+98 0912 123 4567',
      '00980935 123 4567',
      '9809121234567',
      '00912 123 4567',
    ]);
  });

  it('puts what fails the loose or the strict check in invalid, as typed', () => {
    const result = parsePastedNumbers('abc\n12345\n 0912123456 \n02188776655\n09121234567');
    expect(result.valid).toEqual(['989121234567']);
    expect(result.invalid).toEqual(['abc', '12345', '0912123456', '02188776655']);
  });

  it('merges duplicates and reports them as already entered', () => {
    const result = parsePastedNumbers('09121234567\n9121234567\nabc\nabc\n09351234567', ['989351234567']);
    expect(result.valid).toEqual(['989121234567']);
    expect(result.invalid).toEqual(['abc']);
    expect(result.duplicates).toEqual(['989121234567', '989351234567']);
  });

  const numbers = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => `0912${String(from + i).padStart(7, '0')}`);

  it(`takes the ${MAX_PASTED_NUMBERS}th distinct number`, () => {
    const result = parsePastedNumbers(numbers(MAX_PASTED_NUMBERS).join('\n'));
    expect(result.valid).toHaveLength(1000);
    expect(result.valid.at(-1)).toBe('989120000999');
    expect(result.overflow).toBe(0);
  });

  it(`drops the ${MAX_PASTED_NUMBERS + 1}st distinct item and counts it in overflow`, () => {
    const result = parsePastedNumbers(numbers(MAX_PASTED_NUMBERS + 1).join('\n'));
    expect(result.valid).toHaveLength(1000);
    expect(result.valid).not.toContain('989120001000');
    expect(result.overflow).toBe(1);
  });

  it('counts invalid items towards the cap, but not duplicates or blanks', () => {
    const lines = [
      'bad',
      ...numbers(MAX_PASTED_NUMBERS - 1),
      '',
      '09120000000',
      'bad',
      '09359999999',
      '09359999999',
    ];
    const result = parsePastedNumbers(lines.join('\n'));
    expect(result.invalid).toEqual(['bad']);
    expect(result.valid).toHaveLength(999);
    expect(result.overflow).toBe(1);
    expect(result.duplicates).toEqual(['989120000000']);
  });
});

describe('properties', () => {
  const tenDigits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
    .map((digits) => `9${digits.join('')}`);

  it('the typed field takes every prefix form of a mobile as the same number', () => {
    fc.assert(
      fc.property(tenDigits, (n) =>
        [n, `0${n}`, `98${n}`, `+98${n}`, toPersianDigits(`0${n}`)].every((form) => {
          const result = addPhoneNumber(form, [], mobile);
          return result.ok && result.number === `98${n}`;
        }),
      ),
    );
  });

  it('a paste never takes more than the cap, and every valid number is canonical', () => {
    const item = fc.oneof(
      tenDigits.map((n) => `0${n}`),
      fc.string({ maxLength: 14 }),
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 60 }), fc.constantFrom('\n', ',', '\r\n'), (items, sep) => {
        const result = parsePastedNumbers(items.join(sep));
        const unique = new Set(result.valid);
        return (
          result.valid.length + result.invalid.length <= MAX_PASTED_NUMBERS &&
          unique.size === result.valid.length &&
          result.valid.every((n) => /^989\d{9}$/.test(n))
        );
      }),
    );
  });
});
