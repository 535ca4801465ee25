// Field schemas with Persian messages, composed by the auth, profile and payment schemas of
// the panel and the server alike. Each accepts what a user types (any digit script, stray spaces)
// and outputs the canonical value: a mobile as 98XXXXXXXXXX, codes in Latin digits.
import * as v from 'valibot';
import {
  type DigitField,
  hasArabicKeyboardLetters,
  hasDigitLength,
  hasPersianOrArabicLetters,
  isValidCardNumber,
  isValidEmail,
  isValidNationalCode,
  isValidSheba,
  isValidWebsite,
  normalizeSheba,
  USERNAME_PATTERN,
} from '../account/identity.rules.ts';
import { PASSWORD_RULES, passwordContainsUsername } from '../auth/password.rules.ts';
import { toLatinDigits } from './digits.ts';
import { jalaliToStored } from './jalali-format.ts';
import { messages } from './messages.ts';
import { normalizeMobile } from './mobile.ts';

/** Trims and turns Persian and Arabic digits into Latin before the rules run. */
const latinTrimmed = v.transform((s: string) => toLatinDigits(s).trim());

/** Mobile with optional 0, 98, +98 (or 0098), any digit script → 98XXXXXXXXXX. */
export const MobileSchema = v.pipe(
  v.string(messages.enterCorrectMobile),
  v.trim(),
  v.nonEmpty(messages.enterCorrectMobile),
  v.check((s) => s === '' || normalizeMobile(s) !== null, messages.mobileInvalid),
  v.transform((s) => normalizeMobile(s) ?? s),
);

/** Register username is English letters, digits and hyphen. */
export const UsernameSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.check((s) => s === '' || USERNAME_PATTERN.test(s), messages.invalidUsername),
);

/** At least 8 characters with a capital, a lowercase letter, a digit and a symbol. */
export const PasswordSchema = v.pipe(
  v.string(messages.required),
  v.nonEmpty(messages.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.value === '') return;
    for (const rule of PASSWORD_RULES) if (!rule.test(dataset.value)) addIssue({ message: rule.message });
  }),
);

/** The password should not include the username; add to a password pipe. */
export function passwordNotContainingUsername(username: string) {
  return v.check(
    (password: string) => !passwordContainsUsername(password, username),
    messages.passwordContainsUsername,
  );
}

/** PasswordSchema plus the username rule, for when the username is known (change password). */
export function passwordSchemaFor(username: string) {
  return v.pipe(PasswordSchema, passwordNotContainingUsername(username));
}

type UsernamePassword = { username: string; password: string };
type PasswordPair = { password: string; password_confirmation: string };

/** A check on a whole object whose issue is reported on one of its string fields (the form shows it there). */
function objectFieldCheck<TObject extends Record<string, unknown>>(
  key: keyof TObject & string,
  holds: (input: TObject) => boolean,
  message: string,
) {
  return v.rawCheck<TObject>(({ dataset, addIssue }) => {
    if (!dataset.typed || holds(dataset.value)) return;
    const input = dataset.value;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: input[key] }] });
  });
}

/**
 * The password should not include the username. Wraps an object schema that has `username`
 * and `password` (register form, server request); the issue lands on `password`.
 */
export function withPasswordExcludingUsername<TSchema extends v.GenericSchema<unknown, UsernamePassword>>(
  schema: TSchema,
) {
  return v.pipe(
    schema,
    objectFieldCheck<v.InferOutput<TSchema>>(
      'password',
      (input) => !passwordContainsUsername(input.password, input.username),
      messages.passwordContainsUsername,
    ),
  );
}

/**
 * The confirmation must equal the password. Wraps an object schema that has `password` and
 * `password_confirmation`; the issue lands on `password_confirmation`.
 */
export function withPasswordConfirmed<TSchema extends v.GenericSchema<unknown, PasswordPair>>(
  schema: TSchema,
) {
  return v.pipe(
    schema,
    objectFieldCheck<v.InferOutput<TSchema>>(
      'password_confirmation',
      (input) => input.password === input.password_confirmation,
      messages.passwordMismatch,
    ),
  );
}

/** Fields written in Latin letters only (an email, a website) refuse Persian and Arabic keyboard input. */
const latinKeyboard = v.check((s: string) => !hasPersianOrArabicLetters(s), messages.latinKeyboardOnly);
/** One message per problem: the form is judged only once the keyboard is right. */
const latinOr = (valid: (s: string) => boolean) => (s: string) => hasPersianOrArabicLetters(s) || valid(s);

/** Email must be well formed, typed on a Latin keyboard. */
export const EmailSchema = v.pipe(
  v.string(messages.invalidEmail),
  v.trim(),
  v.nonEmpty(messages.required),
  latinKeyboard,
  v.check(
    latinOr((s) => s === '' || isValidEmail(s)),
    messages.invalidEmail,
  ),
);

/** National code is exactly 10 digits ('National code must be 10 digits') with its check digit. */
export const NationalCodeSchema = v.pipe(
  v.string(messages.nationalCodeLength),
  latinTrimmed,
  v.regex(/^\d{10}$/, messages.nationalCodeLength),
  // One message per problem: the checksum is judged only once the length is right.
  v.check((s) => !/^\d{10}$/.test(s) || isValidNationalCode(s), messages.invalidNationalCode),
);

/** A one-time code: 6 digits in any script. */
export const OtpCodeSchema = v.pipe(
  v.string(messages.invalidOtp),
  latinTrimmed,
  v.regex(/^\d{6}$/, messages.invalidOtp),
);

function digitFieldSchema(field: DigitField, message: string) {
  return v.pipe(
    v.string(message),
    latinTrimmed,
    v.check((s) => hasDigitLength(field, s), message),
  );
}

/** Landline at most 8 digits (without the city code). */
export const LandlineSchema = digitFieldSchema('landline', messages.invalidLandline);
/** City code is 3 digits (e.g. 021). */
export const CityCodeSchema = digitFieldSchema('cityCode', messages.invalidCityCode);
/** Postal code is 10 digits. */
export const PostalCodeSchema = digitFieldSchema('postalCode', messages.invalidPostalCode);
/** A legal person's registration number, 3–15 digits. */
export const RegistrationNumberSchema = digitFieldSchema(
  'registrationNumber',
  messages.invalidRegistrationNumber,
);
/** Economic number, 3–12 digits. */
export const EconomicNumberSchema = digitFieldSchema('economicNumber', messages.invalidEconomicNumber);
/** Company national id, 3–11 digits. */
export const CompanyNationalIdSchema = digitFieldSchema(
  'companyNationalId',
  messages.invalidCompanyNationalId,
);

/** Birth certificate number (شماره شناسنامه), up to 10 digits. */
export const IdNumberSchema = v.pipe(
  v.string(messages.invalidIdNumber),
  latinTrimmed,
  v.regex(/^\d{1,10}$/, messages.invalidIdNumber),
);

/** Http(s) on .com, .ir, .org, .co or .net, else 'The site address is wrong'. */
export const WebsiteSchema = v.pipe(
  v.string(messages.wrongWebsite),
  v.trim(),
  latinKeyboard,
  v.check(latinOr(isValidWebsite), messages.wrongWebsite),
);

/** A bank card: 16 digits, Luhn ('Wrong card number' otherwise); output without spaces or dashes. */
export const CardNumberSchema = v.pipe(
  v.string(messages.wrongCardNumber),
  v.transform((s) => toLatinDigits(s).replace(/[\s-]/g, '')),
  v.check(isValidCardNumber, messages.wrongCardNumber),
);

/** A Sheba: IR + 24 digits, ISO 7064 mod 97 ('Wrong account number'); output compact, upper-case. */
export const ShebaSchema = v.pipe(
  v.string(messages.wrongAccountNumber),
  v.transform(normalizeSheba),
  v.check(isValidSheba, messages.wrongAccountNumber),
);

/** A required one-line text (names, places, titles), trimmed. */
export function requiredText(maxLength = 100) {
  return v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(maxLength));
}

/**
 * A person's or a company's name and a place are written as the registry holds them, in Persian
 * letters: the Arabic keyboard's ي and ك (which look alike but never match) are refused.
 */
function persianName(maxLength = 100) {
  return v.pipe(
    requiredText(maxLength),
    v.check((s) => !hasArabicKeyboardLetters(s), messages.persianKeyboardOnly),
  );
}

export const FirstNameSchema = persianName();
export const LastNameSchema = persianName();
export const FatherNameSchema = persianName();
export const BirthPlaceSchema = persianName();
export const CompanyNameSchema = persianName(200);
export const AddressSchema = requiredText(500);

/**
 * A server id picked from a list (role, category, phonebook): a positive integer, and an exact one
 * (past 2^53 a number no longer names one id: 2^53 + 1 would read as 2^53).
 */
export const IdSchema = v.pipe(
  v.number(messages.required),
  v.integer(messages.required),
  v.minValue(1, messages.required),
  v.maxValue(Number.MAX_SAFE_INTEGER, messages.required),
);

/** Profile type and gender. */
export const PersonTypeSchema = v.picklist(['real', 'legal'], messages.required);
export const GenderSchema = v.picklist(['male', 'female'], messages.required);

/**
 * An optional field: undefined, or a blank string, gives undefined; anything else must pass the
 * schema (its first issue's message is reported). For profile fields that may be left empty.
 */
export function optionalField<TSchema extends v.GenericSchema<string, unknown>>(schema: TSchema) {
  return v.pipe(
    v.optional(v.string()),
    v.rawTransform<string | undefined, v.InferOutput<TSchema> | undefined>(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === undefined || dataset.value.trim() === '') return undefined;
      const result = v.safeParse(schema, dataset.value);
      if (result.success) return result.output;
      addIssue({ message: result.issues[0].message });
      return NEVER;
    }),
  );
}

/**
 * An amount of money in rials, typed as a number or as digits in any script with thousands
 * separators (1,000,000 or ۱٬۰۰۰٬۰۰۰); a positive integer. Compose with v.minValue for a minimum.
 */
export const RialAmountSchema = v.pipe(
  v.union([v.number(), v.string()], messages.invalidAmount),
  v.rawTransform<number | string, number>(({ dataset, addIssue, NEVER }) => {
    const value = dataset.value;
    const text = typeof value === 'number' ? String(value) : toLatinDigits(value).replace(/[\s,\u066c]/g, '');
    if (!/^\d+$/.test(text) || Number(text) <= 0 || !Number.isSafeInteger(Number(text))) {
      addIssue({ message: messages.invalidAmount });
      return NEVER;
    }
    return Number(text);
  }),
);

/**
 * A Jalali date and time typed `YYYY/MM/DD HH:mm` (any digit script) in Tehran time; the
 * output is the stored form, `YYYY-MM-DD HH:mm:ss` in UTC.
 */
export const JalaliDateTimeSchema = v.pipe(
  v.string(messages.invalidDate),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const stored = /\d[/]\d{1,2}[/]\d{1,2}\s+\d/.test(toLatinDigits(dataset.value))
      ? jalaliToStored(dataset.value)
      : null;
    if (stored === null) {
      addIssue({ message: messages.invalidDate });
      return NEVER;
    }
    return stored;
  }),
);

/** A whole number of 1 or more from a query string, in any digit script, with its Persian message. */
export const queryNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  v.pipe(
    v.string(message),
    v.transform(toLatinDigits),
    v.regex(/^\d+$/, message),
    v.toNumber(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

/**
 * A list call's query: its own `entries`, `page` (from 1) and `per_page` (1 to `maxPerPage`,
 * `defaultPerPage` when absent; `limit` is taken for it too, as some of the published calls name it).
 */
export const pagedQuery = <const E extends v.ObjectEntries>(
  entries: E,
  maxPerPage: number,
  defaultPerPage: number,
) =>
  v.pipe(
    v.object({
      ...entries,
      page: v.optional(queryNumber(messages.invalidPage), '1'),
      per_page: v.optional(queryNumber(messages.invalidLimit, maxPerPage)),
      limit: v.optional(queryNumber(messages.invalidLimit, maxPerPage)),
    }),
    v.transform(({ limit, per_page, ...rest }) => ({
      ...rest,
      per_page: per_page ?? limit ?? defaultPerPage,
    })),
  );

/** A whole number of 0 or more from a query string (an id, a count), in any digit script. */
export const IdQuery = (message: string) =>
  // Up to 15 digits: every such number is exact (2^53 has 16).
  v.pipe(v.string(message), v.transform(toLatinDigits), v.regex(/^\d{1,15}$/, message), v.toNumber());

/** A comma-separated id list in a query string, e.g. `?ids=1,2,3`. */
export const IdListQuery = (message: string) =>
  v.pipe(
    v.string(message),
    v.transform((s) =>
      toLatinDigits(s)
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
    v.minLength(1, message),
    v.check((ids) => ids.every((id) => /^\d+$/.test(id)), message),
    v.transform((ids) => ids.map(Number)),
  );
