import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import { adoptPersianValidationMessages } from '../core/validation-messages.ts';
import { patternValueMessages } from '../patterns/pattern-send.schema.ts';
import { patternRuleMessages } from '../patterns/patterns.messages.ts';
import { BankCountRequestSchema, bankMessages } from './send-banks.schema.ts';
import {
  CalculatePriceBodySchema,
  type ComposerSendOrder,
  lineE164,
  SendBodySchema,
  sendBodyMessages,
} from './send-body.schema.ts';

adoptPersianValidationMessages();

const common = { from_number: '+9810004346', message: ' سلام ' };
const first = (body: unknown) => v.safeParse(SendBodySchema, body).issues?.[0].message;
/** A composer's send as read (the pattern and votp types read into their own orders). */
const composer = (body: unknown) => v.parse(SendBodySchema, body) as ComposerSendOrder;

describe('SendBodySchema', () => {
  it('reads a webservice send into a quick send, numbers in any form made canonical', () => {
    const out = composer({
      sending_type: 'webservice',
      params: { recipients: ['۰۹۱۲۱۲۳۴۵۶۷', '+989351234567', '00989131234567'] },
      send_time: '2030-01-02 03:04:05',
      ...common,
    });
    expect(out).toEqual({
      from_number: '+9810004346',
      request: {
        type: 'quick',
        mobiles: ['989121234567', '989351234567', '989131234567'],
        text: 'سلام',
        scheduled_at: '2030-01-02 03:04:05',
        link_tracking: false,
      },
    });
  });

  it('reports a bad number at its documented place, and more than 1000 of them', () => {
    const bad = v.safeParse(SendBodySchema, {
      sending_type: 'webservice',
      params: { recipients: ['09121234567', '123'] },
      ...common,
    });
    expect(bad.issues?.[0].message).toBe(messages.numberNotValid);
    expect(v.getDotPath(bad.issues?.[0] as v.BaseIssue<unknown>)).toBe('params.recipients.1');
    const many = Array.from({ length: 1001 }, (_, i) => `0912${String(i).padStart(7, '0')}`);
    expect(first({ sending_type: 'webservice', params: { recipients: many }, ...common })).toBe(
      messages.tooManyPastedNumbers,
    );
  });

  it('takes ids as strings or numbers, as the examples send them', () => {
    const out = composer({
      sending_type: 'phonebook',
      params: [
        { type: 'all', phonebook_ids: ['12'], start: '0', size: '2' },
        { type: 'detail', phonebook_id: 34, number_ids: ['5', 6] },
      ],
      ...common,
    });
    expect(out.request).toMatchObject({
      type: 'phonebook',
      groups: [
        { type: 'all', phonebook_ids: [12], start: 0, size: 2 },
        { type: 'detail', phonebook_id: 34, number_ids: [5, 6] },
      ],
    });
  });

  it('gives peer to peer each recipient its own message', () => {
    const out = composer({
      sending_type: 'peer_to_peer',
      from_number: '10004346',
      params: [
        { recipients: ['09121234567', '09351234567'], message: 'یک' },
        { recipients: ['09131234567'], message: 'دو' },
      ],
    });
    expect(out.request).toMatchObject({
      type: 'peer_to_peer',
      pairs: [
        { mobile: '989121234567', text: 'یک' },
        { mobile: '989351234567', text: 'یک' },
        { mobile: '989131234567', text: 'دو' },
      ],
    });
  });

  it('reads a country send into its narrowest places, each param a part with its filters and operator slices', () => {
    const out = composer({
      sending_type: 'country',
      params: [
        {
          bank: 'white',
          pre: '0912',
          gender: 2,
          age_from: '۱۳۶۰',
          age_to: 1380,
          province_id: 1,
          county_id: 2,
          city_id: 3,
          mci: { start: 0, size: 10 },
          irancell: { size: 5 },
        },
        { bank: 'all', gender: 0, province_id: 4 },
      ],
      other_recipients: ['09121234567'],
      ...common,
    });
    expect(out.request).toMatchObject({
      type: 'city',
      province_ids: [4],
      county_ids: [],
      city_ids: [3],
      other_recipients: ['989121234567'],
      parts: [
        {
          province_ids: [],
          county_ids: [],
          city_ids: [3],
          filter: {
            gender: 2,
            birth_year_from: 1360,
            birth_year_to: 1380,
            number_prefix: '912',
            white_only: true,
          },
          // Named operators only: the other operator's numbers are not taken.
          ranges: { mci: { start: 0, size: 10 }, irancell: { start: 0, size: 5 }, other: undefined },
        },
        { province_ids: [4], county_ids: [], city_ids: [], filter: {}, ranges: undefined },
      ],
    });
    expect((out.request as { count?: number }).count).toBeUndefined();
  });

  it('reads geolocation and job operators by id (1 MCI, 2 Irancell, 13 others), an entry without id for the rest', () => {
    const geo = composer({
      sending_type: 'geolocation',
      params: [
        {
          province_id: 1,
          pre: 935,
          gender: '1',
          from_age: 1354,
          to_age: 1364,
          operator: [
            { start: 3, size: 10, id: 2 },
            { size: 20, id: '13' },
          ],
        },
      ],
      ...common,
    });
    expect(geo.request).toMatchObject({
      parts: [
        {
          province_ids: [1],
          filter: { gender: 1, birth_year_from: 1354, birth_year_to: 1364, number_prefix: '935' },
          ranges: { mci: undefined, irancell: { start: 3, size: 10 }, other: { start: 0, size: 20 } },
        },
      ],
    });
    const job = composer({
      sending_type: 'job',
      params: [{ main_category_id: 1, operator: [{ start: 1, size: 2, id: 1 }, { size: 4 }] }],
      ...common,
    });
    expect(job.request).toMatchObject({
      category_ids: [1],
      parts: [
        {
          sub_category_ids: [],
          category_ids: [1],
          ranges: {
            mci: { start: 1, size: 2 },
            irancell: { start: 0, size: 4 },
            other: { start: 0, size: 4 },
          },
        },
      ],
    });
  });

  it('refuses a bank filter outside the documented values, in Persian', () => {
    const country = (param: Record<string, unknown>) =>
      first({ sending_type: 'country', params: [{ province_id: 1, ...param }], ...common });
    expect(country({ age_from: 1299 })).toBe(bankMessages.invalidBirthYear);
    expect(country({ age_to: 1411 })).toBe(bankMessages.invalidBirthYear);
    expect(country({ gender: 4 })).toBe(bankMessages.selectGender);
    expect(country({ bank: 'black' })).toBe(bankMessages.invalidBank);
    expect(country({ pre: '812' })).toBe(bankMessages.invalidPrefix);
    const job = (operator: unknown) =>
      first({ sending_type: 'job', params: [{ main_category_id: 1, operator }], ...common });
    expect(job([{ id: 3, size: 1 }])).toBe(bankMessages.selectOperator);
    expect(
      job([
        { id: 1, size: 1 },
        { id: 1, size: 2 },
      ]),
    ).toBe(bankMessages.repeatedOperator);
  });

  it('asks for what each type needs, in Persian', () => {
    expect(first({ sending_type: 'phonebook', params: [], ...common })).toBe(messages.selectPhonebook);
    expect(first({ sending_type: 'job', params: [], ...common })).toBe(messages.selectJob);
    expect(first({ sending_type: 'file', ...common })).toBe(sendBodyMessages.fileRequired);
    const quick = {
      sending_type: 'webservice',
      params: { recipients: ['09121234567'] },
      from_number: '+98100',
    };
    expect(first({ ...quick, message: '  ' })).toBe(messages.textRequired);
    expect(first(quick)).toBe(messages.required);
    expect(first({ sending_type: 'map', params: { polygon: [[51.4, 35.7]] }, ...common })).toBe(
      messages.selectLocation,
    );
    expect(first({ sending_type: 'fax', ...common })).toBe(sendBodyMessages.unknownType);
  });

  it('reads a pattern send: one recipient, the code and the values (checked by the server)', () => {
    const pattern = {
      sending_type: 'pattern',
      from_number: '+983000505',
      code: ' abc ',
      params: { code: '۱۲' },
    };
    expect(v.parse(SendBodySchema, { ...pattern, recipients: ['+989121234567'] })).toEqual({
      kind: 'pattern',
      from_number: '+983000505',
      code: 'abc',
      mobile: '989121234567',
      params: { code: '۱۲' },
    });
    expect(first({ ...pattern, recipients: ['09121234567', '09121234568'] })).toBe(
      patternRuleMessages.patternOneRecipient,
    );
    expect(first({ ...pattern, recipients: [] })).toBe(messages.contactsRequired);
    expect(first({ ...pattern, code: ' ', recipients: ['09121234567'] })).toBe(
      patternRuleMessages.patternCodeRequired,
    );
    expect(first({ ...pattern, params: undefined, recipients: ['09121234567'] })).toBe(
      patternRuleMessages.patternParamsRequired,
    );
    expect(patternValueMessages.missing('x')).toContain('x');
  });

  it('reads a voice code: 4 to 10 digits to one number, the line optional', () => {
    const votp = { sending_type: 'votp', params: { recipients: ['09121234567'] } };
    expect(v.parse(SendBodySchema, { ...votp, message: '۴۵۸۵۲' })).toEqual({
      kind: 'votp',
      from_number: null,
      code: '45852',
      mobile: '989121234567',
    });
    expect(first({ ...votp, message: '123' })).toBe(patternRuleMessages.votpCodeInvalid);
    expect(first({ ...votp, message: '12345', params: { recipients: ['09121234567', '09121234568'] } })).toBe(
      patternRuleMessages.votpOneRecipient,
    );
  });

  it('reads keyword_phonebook as documented into a keyword send from the books, each once', () => {
    const out = composer({
      sending_type: 'keyword_phonebook',
      message: 'تاریخ {ex_50856}\nبدهی {ex_50858}',
      from_number: '+983000505',
      send_time: '2030-03-25 10:10:10',
      params: [{ phonebook_id: 123654 }, { phonebook_id: '۱۲۳۶۵۴' }, { phonebook_id: '7' }],
    });
    expect(out).toEqual({
      from_number: '+983000505',
      request: {
        type: 'keyword',
        phonebook_ids: [123654, 7],
        text: 'تاریخ {ex_50856}\nبدهی {ex_50858}',
        scheduled_at: '2030-03-25 10:10:10',
        link_tracking: false,
      },
    });
    expect(first({ sending_type: 'keyword_phonebook', params: [], ...common })).toBe(
      messages.selectPhonebook,
    );
    expect(first({ sending_type: 'keyword_phonebook', params: [{ phonebook_id: 'x' }], ...common })).toBe(
      sendBodyMessages.invalidId,
    );
    expect(
      first({ sending_type: 'keyword_phonebook', params: [{ phonebook_id: 1 }], from_number: '+98100' }),
    ).toBe(messages.required);
  });

  it('prices the documented message or a whole send', () => {
    expect(v.parse(CalculatePriceBodySchema, { number: '+983000505', message: 'تست' })).toEqual({
      kind: 'message',
      number: '+983000505',
      message: 'تست',
    });
    const whole = v.parse(CalculatePriceBodySchema, {
      sending_type: 'inbox_keyword',
      params: { keyword: 'تخفیف' },
      ...common,
    });
    expect(whole.kind === 'send' && (whole.order as ComposerSendOrder).request).toMatchObject({
      type: 'inbox_keyword',
      keyword: 'تخفیف',
    });
  });
});

describe('lineE164', () => {
  it('writes a line as the published API does, whatever form it came in', () => {
    expect(
      ['10004346', '9810004346', '+9810004346', '09810004346'.slice(1), '۱۰۰۰۴۳۴۶'].map(lineE164),
    ).toEqual(Array(5).fill('+9810004346'));
  });
});

describe('BankCountRequestSchema', () => {
  it('counts a bank target without the common fields', () => {
    expect(v.parse(BankCountRequestSchema, { type: 'city', city_ids: [3] })).toEqual({
      type: 'city',
      province_ids: [],
      county_ids: [],
      city_ids: [3],
      count: undefined,
    });
  });
});
