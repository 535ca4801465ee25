// Identity and money fields as pure checks. Each takes what a user typed, in any digit script.
import { toLatinDigits } from '../core/digits.ts';
import { MAX_IMAGE_BYTES } from '../core/limits.ts';

/** Digits typed with spaces or dashes (card numbers are often grouped 4-4-4-4). */
function compactDigits(s: string): string {
  return toLatinDigits(s).replace(/[\s-]/g, '');
}

/**
 * National code is exactly 10 digits with a check digit: s = Σ d[i]·(10−i) for i = 0..8,
 * r = s mod 11; the last digit is r when r < 2, else 11 − r. Codes of one repeated digit pass the
 * checksum but are never issued, so they are refused.
 */
export function isValidNationalCode(s: string): boolean {
  const code = compactDigits(s);
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/** A bank card is 16 digits and passes the Luhn check ('Wrong card number' otherwise). */
export function isValidCardNumber(s: string): boolean {
  const card = compactDigits(s);
  if (!/^\d{16}$/.test(card)) return false;
  let sum = 0;
  for (let i = 0; i < 16; i++) {
    let digit = Number(card[i]);
    // From the left of a 16-digit number, the even positions (0, 2, …) are the doubled ones.
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Strips a Sheba to IR + digits, upper-cased, in Latin digits. */
export function normalizeSheba(s: string): string {
  return compactDigits(s).toUpperCase();
}

/**
 * A Sheba (Iranian IBAN; 'Wrong account number' otherwise) is IR + 24 digits and its ISO 7064 MOD 97-10
 * check holds: move the first four characters to the end, letters become 10–35, the number mod 97 is 1.
 */
export function isValidSheba(s: string): boolean {
  const sheba = normalizeSheba(s);
  if (!/^IR\d{24}$/.test(sheba)) return false;
  const rearranged = `${sheba.slice(4)}${sheba.slice(0, 4)}`.replace(/[A-Z]/g, (c) =>
    String(c.charCodeAt(0) - 55),
  );
  // Digit by digit keeps the remainder small: the number has 30 digits, beyond Number precision.
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A website is http(s) on a .com, .ir, .org, .co or .net domain. */
export const WEBSITE_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|ir|org|co|net)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isValidWebsite(s: string): boolean {
  return WEBSITE_PATTERN.test(s.trim());
}

// A practical, well-formed address: dot-atoms before the @, a dotted host name after it.
const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** Email must be well formed. */
export function isValidEmail(s: string): boolean {
  const email = s.trim();
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Register username is English letters, digits and hyphen. */
export const USERNAME_PATTERN = /^[A-Za-z0-9-]+$/;

export function isValidUsername(s: string): boolean {
  return USERNAME_PATTERN.test(s);
}

/** How many digits each all-digit field has, as inclusive [min, max] lengths. */
export const DIGIT_FIELD_LENGTHS = {
  nationalCode: [10, 10],
  landline: [1, 8],
  cityCode: [3, 3],
  postalCode: [10, 10],
  registrationNumber: [3, 15],
  economicNumber: [3, 12],
  companyNationalId: [3, 11],
} as const satisfies Record<string, readonly [number, number]>;

export type DigitField = keyof typeof DIGIT_FIELD_LENGTHS;

/** Whether s (any digit script) is only digits, as many as DIGIT_FIELD_LENGTHS allows for that field. */
export function hasDigitLength(field: DigitField, s: string): boolean {
  const [min, max] = DIGIT_FIELD_LENGTHS[field];
  const digits = toLatinDigits(s.trim());
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}

export const isValidLandline = (s: string): boolean => hasDigitLength('landline', s);
export const isValidCityCode = (s: string): boolean => hasDigitLength('cityCode', s);
export const isValidPostalCode = (s: string): boolean => hasDigitLength('postalCode', s);
export const isValidRegistrationNumber = (s: string): boolean => hasDigitLength('registrationNumber', s);
export const isValidEconomicNumber = (s: string): boolean => hasDigitLength('economicNumber', s);
export const isValidCompanyNationalId = (s: string): boolean => hasDigitLength('companyNationalId', s);

/** Some fields reject Persian and/or Arabic keyboard input; this tells whether any was typed. */
export function hasPersianOrArabicLetters(s: string): boolean {
  return /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(s);
}

/**
 * The Arabic keyboard's own letters (ي U+064A, ك U+0643, ى U+0649), which look like the Persian ی and
 * ک but are other characters: a name typed with them never matches the registry's.
 */
export function hasArabicKeyboardLetters(s: string): boolean {
  return /[\u0643\u064a\u0649]/.test(s);
}

/** Image upload is JPG, PNG or GIF. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
const IMAGE_EXTENSIONS = /\.(?:jpe?g|png|gif)$/i;

export type ImageFileInfo = { type: string; size: number; name?: string };
export type ImageProblem = 'type' | 'size' | null;

/** What is wrong with an image upload (type first, then size ≤ MAX_IMAGE_BYTES), or null. */
export function imageProblem(file: ImageFileInfo): ImageProblem {
  const typeOk = file.type
    ? (IMAGE_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : IMAGE_EXTENSIONS.test(file.name ?? '');
  if (!typeOk) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}
