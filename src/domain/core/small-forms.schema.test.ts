import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ColleagueSchema,
  ColleagueStatusSchema,
  colleagueMessages,
} from '../colleagues/colleagues.schema.ts';
import {
  BlacklistNumberSchema,
  ContactFeatureSchema,
  ContactSchema,
  PhonebookSchema,
} from '../contacts/phonebook.schema.ts';
import { API_KEY_MAX_IPS, ApiKeySchema, apiKeyMessages } from '../developers/developers.schema.ts';
import { PredefinedMessageGroupSchema, PredefinedMessageSchema } from '../predefined/predefined.schema.ts';
import { TicketReplySchema, TicketSchema } from '../support/support.schema.ts';
import { messages } from './messages.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('ApiKeySchema', () => {
  it('takes a title and optional IPv4 or IPv6 addresses, each once', () => {
    expect(v.parse(ApiKeySchema, { title: 'فروشگاه', ips: ['۱۸۵.۱۲.۳.۴', '185.12.3.4'] })).toEqual({
      title: 'فروشگاه',
      ips: ['185.12.3.4'],
    });
    expect(v.parse(ApiKeySchema, { title: 'x', ips: ['2001:db8::1'] }).ips).toEqual(['2001:db8::1']);
    expect(v.parse(ApiKeySchema, { title: 'x' }).ips).toEqual([]);
  });

  it('refuses a bad IP, too many IPs and a missing title', () => {
    expect(firstMessage(ApiKeySchema, { title: 'x', ips: ['300.1.1.1'] })).toBe(messages.invalidIp);
    const many = Array.from({ length: API_KEY_MAX_IPS + 1 }, (_, i) => `10.0.0.${i + 1}`);
    expect(firstMessage(ApiKeySchema, { title: 'x', ips: many })).toBe(apiKeyMessages.tooManyIps);
    expect(firstMessage(ApiKeySchema, { title: ' ' })).toBe(messages.required);
  });
});

describe('ColleagueSchema', () => {
  const colleague = {
    first_name: 'مریم',
    last_name: 'احمدی',
    mobile: '09121234567',
    username: 'maryam',
    role_ids: [3, 3],
  };

  it('takes a colleague with an access role', () => {
    expect(v.parse(ColleagueSchema, colleague)).toEqual({
      ...colleague,
      mobile: '989121234567',
      role_ids: [3],
    });
  });

  it('needs an access role and a valid mobile', () => {
    expect(firstMessage(ColleagueSchema, { ...colleague, role_ids: undefined })).toBe(
      colleagueMessages.roleRequired,
    );
    expect(firstMessage(ColleagueSchema, { ...colleague, role_ids: [] })).toBe(
      colleagueMessages.roleRequired,
    );
    expect(firstMessage(ColleagueSchema, { ...colleague, role_ids: [0] })).toBe(messages.required);
    expect(firstMessage(ColleagueSchema, { ...colleague, mobile: '0212222' })).toBe(messages.mobileInvalid);
  });

  it('has the three statuses a colleague can have', () => {
    expect(v.parse(ColleagueStatusSchema, 'deactivated')).toBe('deactivated');
    expect(v.safeParse(ColleagueStatusSchema, 'deleted').success).toBe(false);
  });
});

describe('TicketSchema', () => {
  it('takes category, subcategory, title and text', () => {
    const ticket = { category_id: 1, sub_category_id: 2, title: ' خرید پنل ', text: 'سلام' };
    expect(v.parse(TicketSchema, ticket)).toEqual({ ...ticket, title: 'خرید پنل' });
    expect(firstMessage(TicketSchema, { ...ticket, sub_category_id: 1.5 })).toBe(messages.required);
    expect(firstMessage(TicketReplySchema, { text: '   ' })).toBe(messages.required);
  });
});

describe('predefined messages', () => {
  it('need a text; title and group are optional', () => {
    expect(v.parse(PredefinedMessageSchema, { message: ' تبریک نوروز ' })).toEqual({
      message: 'تبریک نوروز',
    });
    expect(firstMessage(PredefinedMessageSchema, { message: '' })).toBe(messages.textRequired);
    expect(firstMessage(PredefinedMessageGroupSchema, { title: '' })).toBe(messages.required);
  });
});

describe('phonebook, contact, feature, blacklist', () => {
  it('a phonebook needs a title', () => {
    expect(v.parse(PhonebookSchema, { title: 'مشتریان' })).toEqual({ title: 'مشتریان' });
  });

  it('a contact needs a mobile and a phonebook', () => {
    const contact = { mobile: '۰۹۳۵۱۲۳۴۵۶۷', phonebook_ids: [4], features: { city: 'تهران' } };
    expect(v.parse(ContactSchema, contact)).toMatchObject({ mobile: '989351234567' });
    expect(firstMessage(ContactSchema, { ...contact, phonebook_ids: [] })).toBe(messages.selectPhonebook);
  });

  it('a feature has a Latin title without spaces and a type', () => {
    const feature = { title: 'شهر', latin_title: 'city_name', type: 'string' };
    expect(v.parse(ContactFeatureSchema, feature)).toEqual(feature);
    expect(firstMessage(ContactFeatureSchema, { ...feature, latin_title: 'city name' })).toBe(
      messages.latinKeyboardOnly,
    );
    expect(firstMessage(ContactFeatureSchema, { ...feature, latin_title: 'شهر' })).toBe(
      messages.latinKeyboardOnly,
    );
    expect(v.safeParse(ContactFeatureSchema, { ...feature, type: 'integer' }).success).toBe(false);
  });

  it('a blacklisted number is a mobile', () => {
    expect(v.parse(BlacklistNumberSchema, { mobile: '+98 912 123 4567' })).toEqual({
      mobile: '989121234567',
    });
  });
});
