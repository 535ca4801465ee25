import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import { ChangePasswordSchema, changePasswordSchemaFor } from './change-password.schema.ts';
import { ProfileSchema } from './profile.schema.ts';

const real = { person_type: 'real', first_name: 'علی', last_name: 'رضایی', national_code: '0499370899' };
const legal = {
  ...real,
  person_type: 'legal',
  company_name: 'شرکت نمونه',
  registration_number: '12345',
  economic_number: '411111111111',
  company_national_id: '10101234567',
};
const nested = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('ProfileSchema', () => {
  it('takes a real person with only the required fields, blanks becoming undefined', () => {
    const out = v.parse(ProfileSchema, { ...real, email: '', website: '  ' });
    expect(out).toMatchObject({ ...real, email: undefined, website: undefined });
  });

  it('normalises what it takes', () => {
    const out = v.parse(ProfileSchema, {
      ...real,
      national_code: '۰۴۹۹۳۷۰۸۹۹',
      birth_date: '۱۳۷۰/۱/۵',
      landline: '۸۸۷۷۶۶۵۵',
      city_code: '۰۲۱',
      postal_code: '1234567890',
      gender: 'male',
    });
    expect(out).toMatchObject({
      national_code: '0499370899',
      birth_date: '1370/01/05',
      landline: '88776655',
      city_code: '021',
    });
  });

  it('puts each wrong field under its name with its Persian message', () => {
    expect(
      nested(ProfileSchema, {
        ...real,
        national_code: '123',
        website: 'example.com',
        email: 'x@',
        postal_code: '123',
      }),
    ).toEqual({
      national_code: [messages.nationalCodeLength],
      website: [messages.wrongWebsite],
      email: [messages.invalidEmail],
      postal_code: [messages.invalidPostalCode],
    });
  });

  it('wants the city code with a landline', () => {
    expect(nested(ProfileSchema, { ...real, landline: '88776655' })).toEqual({
      city_code: [messages.cityCodeWithLandline],
    });
    expect(v.safeParse(ProfileSchema, { ...real, city_code: '021' }).success).toBe(true);
  });

  it('requires the company fields of a legal person', () => {
    expect(v.parse(ProfileSchema, legal)).toMatchObject({ person_type: 'legal', company_name: 'شرکت نمونه' });
    expect(Object.keys(nested(ProfileSchema, { ...real, person_type: 'legal' })).sort()).toEqual([
      'company_name',
      'company_national_id',
      'economic_number',
      'registration_number',
    ]);
    expect(nested(ProfileSchema, { ...legal, registration_number: '12' })).toEqual({
      registration_number: [messages.invalidRegistrationNumber],
    });
  });

  it('refuses an unknown person type', () => {
    expect(v.safeParse(ProfileSchema, { ...real, person_type: 'robot' }).success).toBe(false);
  });
});

describe('ChangePasswordSchema', () => {
  const form = { current_password: 'old', password: 'Secret#2024', password_confirmation: 'Secret#2024' };

  it('takes a good new password that matches its confirmation', () => {
    expect(v.parse(ChangePasswordSchema, form)).toEqual(form);
  });

  it('flags a mismatch on the confirmation and a missing current password', () => {
    expect(
      nested(ChangePasswordSchema, { ...form, current_password: '', password_confirmation: 'x' }),
    ).toEqual({
      current_password: [messages.required],
      password_confirmation: [messages.passwordMismatch],
    });
  });

  it('refuses a new password holding the username when it is known', () => {
    const withName = { ...form, password: 'Sara#2024', password_confirmation: 'Sara#2024' };
    expect(nested(changePasswordSchemaFor('sara'), withName)).toEqual({
      password: [messages.passwordContainsUsername],
    });
    expect(v.safeParse(ChangePasswordSchema, withName).success).toBe(true);
  });
});

describe('the keyboard a field is typed on', () => {
  it('refuses Persian or Arabic letters in an email or a website, one message per field', () => {
    expect(nested(ProfileSchema, { ...real, email: 'علی@example.ir', website: 'https://سایت.ir' })).toEqual({
      email: [messages.latinKeyboardOnly],
      website: [messages.latinKeyboardOnly],
    });
  });

  it("refuses the Arabic keyboard's ي and ك in names and places, takes the Persian ی and ک", () => {
    expect(
      nested(ProfileSchema, {
        ...legal,
        first_name: 'علي',
        last_name: 'كريمی',
        father_name: 'یحیی',
        birth_place: 'کرمان',
        company_name: 'شركت',
      }),
    ).toEqual({
      first_name: [messages.persianKeyboardOnly],
      last_name: [messages.persianKeyboardOnly],
      company_name: [messages.persianKeyboardOnly],
    });
  });

  it('refuses every out-of-range digit field of a legal person on its own name', () => {
    expect(
      nested(ProfileSchema, {
        ...legal,
        registration_number: '12',
        economic_number: '1234567890123',
        company_national_id: '123456789012',
        landline: '123456789',
        city_code: '21',
        national_code: '0499370898',
      }),
    ).toEqual({
      registration_number: [messages.invalidRegistrationNumber],
      economic_number: [messages.invalidEconomicNumber],
      company_national_id: [messages.invalidCompanyNationalId],
      landline: [messages.invalidLandline],
      city_code: [messages.invalidCityCode],
      national_code: [messages.invalidNationalCode],
    });
  });
});

describe('a landline without its city code', () => {
  it('is flagged on city_code even while another field is wrong', () => {
    expect(nested(ProfileSchema, { ...real, landline: '88776655', email: 'x@' })).toEqual({
      email: [messages.invalidEmail],
      city_code: [messages.cityCodeWithLandline],
    });
  });
});
