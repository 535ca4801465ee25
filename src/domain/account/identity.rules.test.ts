import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../core/limits.ts';
import {
  hasDigitLength,
  hasPersianOrArabicLetters,
  imageProblem,
  isValidCardNumber,
  isValidCityCode,
  isValidCompanyNationalId,
  isValidEconomicNumber,
  isValidEmail,
  isValidLandline,
  isValidNationalCode,
  isValidPostalCode,
  isValidRegistrationNumber,
  isValidSheba,
  isValidUsername,
  isValidWebsite,
  normalizeSheba,
} from './identity.rules.ts';

describe('isValidNationalCode', () => {
  it.each(['0499370899', '0790419904', '0684159414', '0067749828', '1234567891', '0000000310'])(
    'accepts %s (check digit holds)',
    (code) => {
      expect(isValidNationalCode(code)).toBe(true);
    },
  );

  it('reads Persian digits', () => {
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true);
  });

  it.each([
    ['0499370898', 'wrong check digit'],
    ['1234567890', 'remainder 1 needs check digit 1'],
    ['0000000311', 'remainder 0 needs check digit 0'],
    ['049937089', '9 digits'],
    ['04993708990', '11 digits'],
    ['04993708a9', 'a letter'],
    ['1111111111', 'one repeated digit'],
    ['0000000000', 'all zeros'],
  ])('refuses %s (%s)', (code) => {
    expect(isValidNationalCode(code)).toBe(false);
  });
});

describe('isValidCardNumber', () => {
  it.each(['6037997599592939', '6219861034529007', '6037 9915 2142 8759', '۶۰۳۷-۹۹۷۵-۹۹۵۹-۲۹۳۹'])(
    'accepts %s',
    (card) => {
      expect(isValidCardNumber(card)).toBe(true);
    },
  );

  it.each([
    ['6037997599592938', 'Luhn fails'],
    ['6104337812345670', 'Luhn fails'],
    ['603799759959293', '15 digits'],
    ['60379975995929390', '17 digits'],
    ['603799759959293x', 'a letter'],
  ])('refuses %s (%s)', (card) => {
    expect(isValidCardNumber(card)).toBe(false);
  });
});

describe('isValidSheba', () => {
  it.each(['IR820540102680020817909002', 'IR062960000000100324200001', 'ir06 2960 0000 0010 0324 2000 01'])(
    'accepts %s',
    (sheba) => {
      expect(isValidSheba(sheba)).toBe(true);
    },
  );

  it.each([
    ['IR062960000000100324200002', 'mod 97 fails'],
    ['IR012345678901234567890123', 'mod 97 fails'],
    ['DE062960000000100324200001', 'not IR'],
    ['IR06296000000010032420000', '23 digits'],
    ['062960000000100324200001', 'no IR'],
  ])('refuses %s (%s)', (sheba) => {
    expect(isValidSheba(sheba)).toBe(false);
  });

  it('normalises spaces, case and digit script', () => {
    expect(normalizeSheba('ir۰۶ 2960-0000')).toBe('IR0629600000');
  });
});

describe('isValidWebsite', () => {
  it.each([
    'http://example.com',
    'https://example.ir',
    'https://www.example.org/path?q=1',
    'https://shop.example.co',
    'https://example.net:8080/',
    'https://example.co.ir',
  ])('accepts %s', (url) => {
    expect(isValidWebsite(url)).toBe(true);
  });

  it.each(['example.com', 'ftp://example.com', 'https://example.dev', 'https://example', 'https://-bad.com'])(
    'refuses %s',
    (url) => {
      expect(isValidWebsite(url)).toBe(false);
    },
  );
});

describe('isValidEmail', () => {
  it.each(['ali@example.com', 'a.b+tag@mail.example.ir', ' user@x.io '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'ali',
    'ali@',
    '@example.com',
    'ali@example',
    'a..b@example.com',
    'ali@exa mple.com',
    'علی@example.com',
  ])('refuses %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('refuses an address longer than 254 characters', () => {
    expect(
      isValidEmail(
        `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`,
      ),
    ).toBe(false);
  });
});

describe('isValidUsername', () => {
  it('takes English letters, digits and hyphens only', () => {
    expect(isValidUsername('Ali-92')).toBe(true);
    expect(isValidUsername('ali_92')).toBe(false);
    expect(isValidUsername('')).toBe(false);
    expect(isValidUsername('علی')).toBe(false);
  });
});

describe('digit-length fields', () => {
  it.each([
    [isValidLandline, '1', '12345678', '123456789'],
    [isValidRegistrationNumber, '123', '123456789012345', '1234567890123456'],
    [isValidEconomicNumber, '123', '123456789012', '1234567890123'],
    [isValidCompanyNationalId, '123', '12345678901', '123456789012'],
  ])('%#: accepts its shortest and longest, refuses one more', (check, shortest, longest, tooLong) => {
    expect(check(shortest)).toBe(true);
    expect(check(longest)).toBe(true);
    expect(check(tooLong)).toBe(false);
  });

  it('refuses one digit too few for fields with a minimum', () => {
    expect(isValidRegistrationNumber('12')).toBe(false);
    expect(isValidEconomicNumber('12')).toBe(false);
    expect(isValidCompanyNationalId('12')).toBe(false);
    expect(isValidLandline('')).toBe(false);
  });

  it('city code is exactly 3 digits, postal code exactly 10', () => {
    expect(isValidCityCode('021')).toBe(true);
    expect(isValidCityCode('21')).toBe(false);
    expect(isValidCityCode('0211')).toBe(false);
    expect(isValidPostalCode('1234567890')).toBe(true);
    expect(isValidPostalCode('۱۲۳۴۵۶۷۸۹۰')).toBe(true);
    expect(isValidPostalCode('123456789')).toBe(false);
    expect(isValidPostalCode('12345678901')).toBe(false);
  });

  it('refuses non-digits', () => {
    expect(hasDigitLength('postalCode', '12345-6789')).toBe(false);
    expect(hasDigitLength('cityCode', '0a1')).toBe(false);
  });
});

describe('hasPersianOrArabicLetters', () => {
  it('spots Persian and Arabic letters, not Latin text', () => {
    expect(hasPersianOrArabicLetters('سلام')).toBe(true);
    expect(hasPersianOrArabicLetters('كتاب')).toBe(true);
    expect(hasPersianOrArabicLetters('Hello 123 !')).toBe(false);
  });
});

describe('imageProblem', () => {
  it('takes JPG, PNG and GIF up to 2 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/PNG', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 0 })).toBeNull();
  });

  it('refuses other types, and a byte over 2 MB', () => {
    expect(imageProblem({ type: 'image/webp', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe('size');
  });

  it('falls back to the file name when the browser gives no type', () => {
    expect(imageProblem({ type: '', size: 10, name: 'photo.JPEG' })).toBeNull();
    expect(imageProblem({ type: '', size: 10, name: 'photo.bmp' })).toBe('type');
    expect(imageProblem({ type: '', size: 10 })).toBe('type');
  });
});
