import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddressSchema,
  CardNumberSchema,
  CityCodeSchema,
  CompanyNationalIdSchema,
  EconomicNumberSchema,
  EmailSchema,
  GenderSchema,
  IdNumberSchema,
  LandlineSchema,
  MobileSchema,
  NationalCodeSchema,
  OtpCodeSchema,
  optionalField,
  PasswordSchema,
  PersonTypeSchema,
  PostalCodeSchema,
  passwordNotContainingUsername,
  passwordSchemaFor,
  RegistrationNumberSchema,
  ShebaSchema,
  UsernameSchema,
  WebsiteSchema,
  withPasswordConfirmed,
  withPasswordExcludingUsername,
} from './fields.ts';
import { messages } from './messages.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;
const messagesOf = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((issue) => issue.message) ?? [];

describe('MobileSchema', () => {
  it.each([
    '9121234567',
    '09121234567',
    '989121234567',
    '+989121234567',
    '00989121234567',
    '۰۹۱۲ ۱۲۳ ۴۵۶۷',
    '٠٩١٢-١٢٣-٤٥٦٧',
  ])('turns %s into 989121234567', (input) => {
    expect(v.parse(MobileSchema, input)).toBe('989121234567');
  });

  it('refuses empty input, non-mobiles and 13 digits with Persian messages', () => {
    expect(firstMessage(MobileSchema, '  ')).toBe(messages.enterCorrectMobile);
    expect(firstMessage(MobileSchema, '02112345678')).toBe(messages.mobileInvalid);
    expect(firstMessage(MobileSchema, '9891212345678')).toBe(messages.mobileInvalid);
    expect(firstMessage(MobileSchema, 9121234567)).toBe(messages.enterCorrectMobile);
  });
});

describe('UsernameSchema', () => {
  it('accepts English letters, digits and hyphen, trimmed', () => {
    expect(v.parse(UsernameSchema, ' ali-Reza92 ')).toBe('ali-Reza92');
  });
  it.each(['ali_reza', 'ali reza', 'علی', 'ali.r', 'ali@x'])('refuses %s', (input) => {
    expect(firstMessage(UsernameSchema, input)).toBe(messages.invalidUsername);
  });
  it('requires a value', () => {
    expect(firstMessage(UsernameSchema, '')).toBe(messages.required);
  });
});

describe('PasswordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(v.parse(PasswordSchema, 'Secret#2024')).toBe('Secret#2024');
  });
  it('reports every broken rule at once', () => {
    expect(messagesOf(PasswordSchema, 'abc')).toEqual([
      messages.passwordTooShort,
      messages.passwordNeedsUppercase,
      messages.passwordNeedsDigit,
      messages.passwordNeedsSpecial,
    ]);
    expect(messagesOf(PasswordSchema, 'ABCDEFG1!')).toEqual([messages.passwordNeedsLowercase]);
    expect(messagesOf(PasswordSchema, 'رمزعبور1Aa!')).toEqual([messages.passwordLatinOnly]);
    expect(firstMessage(PasswordSchema, '')).toBe(messages.required);
  });
  it('refuses a password holding the username, case-insensitively', () => {
    expect(firstMessage(passwordSchemaFor('sara'), 'MySara#123')).toBe(messages.passwordContainsUsername);
    expect(v.parse(passwordSchemaFor('sara'), 'Secret#2024')).toBe('Secret#2024');
    const piped = v.pipe(v.string(), passwordNotContainingUsername('ali'));
    expect(v.safeParse(piped, 'xALIx').success).toBe(false);
  });
});

describe('object-level password checks', () => {
  const Register = withPasswordConfirmed(
    withPasswordExcludingUsername(
      v.object({ username: UsernameSchema, password: PasswordSchema, password_confirmation: v.string() }),
    ),
  );

  it('passes a consistent form', () => {
    const input = { username: 'ali', password: 'Secret#2024', password_confirmation: 'Secret#2024' };
    expect(v.parse(Register, input)).toEqual(input);
  });

  it('puts the username and confirmation issues on their fields', () => {
    const result = v.safeParse(Register, {
      username: 'sara',
      password: 'Sara#20245',
      password_confirmation: 'other',
    });
    if (result.success) throw new Error('expected issues');
    expect(v.flatten(result.issues).nested).toEqual({
      password: [messages.passwordContainsUsername],
      password_confirmation: [messages.passwordMismatch],
    });
  });
});

describe('identity fields', () => {
  it('national code: 10 digits in any script with a valid check digit', () => {
    expect(v.parse(NationalCodeSchema, '۰۰۸۴۵۷۵۹۴۸')).toBe('0084575948');
    expect(firstMessage(NationalCodeSchema, '123456789')).toBe(messages.nationalCodeLength);
    expect(firstMessage(NationalCodeSchema, '0084575949')).toBe(messages.invalidNationalCode);
  });

  it('one-time code: exactly 6 digits', () => {
    expect(v.parse(OtpCodeSchema, ' ۱۲۳۴۵۶ ')).toBe('123456');
    expect(firstMessage(OtpCodeSchema, '12345')).toBe(messages.invalidOtp);
    expect(firstMessage(OtpCodeSchema, '1234567')).toBe(messages.invalidOtp);
  });

  it('email, website, card and Sheba', () => {
    expect(v.parse(EmailSchema, ' a.b@example.ir ')).toBe('a.b@example.ir');
    expect(firstMessage(EmailSchema, 'a@b')).toBe(messages.invalidEmail);
    expect(v.parse(WebsiteSchema, 'https://example.co')).toBe('https://example.co');
    expect(firstMessage(WebsiteSchema, 'example.com')).toBe(messages.wrongWebsite);
    expect(v.parse(CardNumberSchema, '6037-9975-9959-2939')).toBe('6037997599592939');
    expect(firstMessage(CardNumberSchema, '6037997599592932')).toBe(messages.wrongCardNumber);
    expect(v.parse(ShebaSchema, 'ir06 2960 0000 0010 0324 2000 01')).toBe('IR062960000000100324200001');
    expect(firstMessage(ShebaSchema, 'IR062960000000100324200002')).toBe(messages.wrongAccountNumber);
  });

  it.each([
    [LandlineSchema, '12345678', '123456789', messages.invalidLandline],
    [CityCodeSchema, '021', '21', messages.invalidCityCode],
    [PostalCodeSchema, '1234567890', '123456789', messages.invalidPostalCode],
    [RegistrationNumberSchema, '123', '12', messages.invalidRegistrationNumber],
    [EconomicNumberSchema, '123456789012', '1234567890123', messages.invalidEconomicNumber],
    [CompanyNationalIdSchema, '12345678901', '123456789012', messages.invalidCompanyNationalId],
    [IdNumberSchema, '1234567890', '12345678901', messages.invalidIdNumber],
  ] as const)('digit field accepts %#: good, refuses the next length', (schema, good, bad, message) => {
    expect(v.parse(schema, good)).toBe(good);
    expect(firstMessage(schema, bad)).toBe(message);
  });

  it('picklists and required texts', () => {
    expect(v.parse(PersonTypeSchema, 'legal')).toBe('legal');
    expect(v.safeParse(PersonTypeSchema, 'company').success).toBe(false);
    expect(v.safeParse(GenderSchema, 'female').success).toBe(true);
    expect(firstMessage(AddressSchema, '   ')).toBe(messages.required);
  });
});

describe('optionalField', () => {
  const OptionalWebsite = optionalField(WebsiteSchema);
  it('turns a missing or blank value into undefined', () => {
    expect(v.parse(OptionalWebsite, undefined)).toBeUndefined();
    expect(v.parse(OptionalWebsite, '  ')).toBeUndefined();
  });
  it('validates and transforms a given value with the inner message', () => {
    expect(v.parse(optionalField(MobileSchema), '09121234567')).toBe('989121234567');
    expect(firstMessage(OptionalWebsite, 'nope')).toBe(messages.wrongWebsite);
  });
});

describe('one message per problem', () => {
  it.each([
    [MobileSchema, '', messages.enterCorrectMobile],
    [UsernameSchema, '', messages.required],
    [PasswordSchema, '', messages.required],
    [EmailSchema, '', messages.required],
    [NationalCodeSchema, '123', messages.nationalCodeLength],
  ] as const)('%# reports a single issue', (schema, input, message) => {
    expect(messagesOf(schema, input)).toEqual([message]);
  });
});
