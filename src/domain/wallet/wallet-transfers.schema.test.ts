import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import {
  AccountTargetSchema,
  BankPayCreateSchema,
  CardToCardCreateSchema,
  parseInstant,
  ReferenceCodeSchema,
  SubmittedAtSchema,
  TransactionReportBodySchema,
  WalletAlertSettingsSchema,
} from './wallet-transfers.schema.ts';

const firstMessage = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

describe('the instants a transfer and a filter take', () => {
  it('reads ISO, the stored UTC form and Jalali (Tehran) alike', () => {
    expect(parseInstant('2024-08-10T07:00:00Z')?.toISOString()).toBe('2024-08-10T07:00:00.000Z');
    expect(parseInstant('2024-08-10T10:30:00+03:30')?.toISOString()).toBe('2024-08-10T07:00:00.000Z');
    expect(parseInstant('2024-08-10 07:00:00')?.toISOString()).toBe('2024-08-10T07:00:00.000Z');
    expect(parseInstant('۱۴۰۳/۰۵/۲۰ ۱۰:۳۰')?.toISOString()).toBe('2024-08-10T07:00:00.000Z');
    expect(parseInstant('1403/05/20')?.toISOString()).toBe('2024-08-09T20:30:00.000Z');
    expect(parseInstant('دیروز')).toBeNull();
    expect(parseInstant('2024-13-45T00:00:00Z')).toBeNull();
  });

  it('wants a time of day in submitted_at and answers the stored form', () => {
    expect(v.parse(SubmittedAtSchema, '1403/05/20 10:30')).toBe('2024-08-10 07:00:00');
    expect(firstMessage(SubmittedAtSchema, '1403/05/20')).toBe(messages.invalidDate);
  });
});

describe('a transfer', () => {
  const base = { amount: '۱٬۰۰۰٬۰۰۰', reference_code: '۱۲۳-۴۵۶', submitted_at: '2024-08-10T07:00:00Z' };

  it('takes a card to card with a Luhn-valid source card and the provider’s card as typed', () => {
    const parsed = v.parse(CardToCardCreateSchema, {
      ...base,
      source_card: '۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۳',
      target: '6037-9975-9999-1230',
    });
    expect(parsed).toMatchObject({
      amount: 1_000_000,
      source_card: '6037991234567893',
      target: '6037997599991230',
      reference_code: '123456',
    });
  });

  it('refuses in Persian: a wrong card, a small amount, a reference not digits', () => {
    const c2c = { ...base, source_card: '6037991234567893', target: '6037997599991230' };
    expect(firstMessage(CardToCardCreateSchema, { ...c2c, source_card: '6037991234567894' })).toBe(
      messages.wrongCardNumber,
    );
    expect(firstMessage(CardToCardCreateSchema, { ...c2c, amount: 999_999 })).toBe(messages.minPayment);
    expect(firstMessage(ReferenceCodeSchema, 'AB12345')).toBe(messages.invalidReferenceCode);
    expect(firstMessage(ReferenceCodeSchema, '123')).toBe(messages.invalidReferenceCode);
    expect(firstMessage(ReferenceCodeSchema, ' ')).toBe(messages.required);
  });

  it('names the account by its number or its Sheba', () => {
    expect(v.parse(AccountTargetSchema, 'ir55 0170 0000 0010 1234 5670 01')).toBe(
      'IR550170000000101234567001',
    );
    expect(v.parse(AccountTargetSchema, '۰۱۰۱۲۳۴۵۶۷۰۰۱')).toBe('0101234567001');
    expect(firstMessage(AccountTargetSchema, 'IR12')).toBe(messages.wrongAccountNumber);
    expect(v.parse(BankPayCreateSchema, { ...base, target: '0101234567001' }).target).toBe('0101234567001');
  });
});

describe('the transactions report body', () => {
  it('pages and drops empty filters', () => {
    expect(v.parse(TransactionReportBodySchema, {})).toEqual({ page: 1, per_page: 10, filters: {} });
    expect(
      v.parse(TransactionReportBodySchema, {
        page: '۲',
        limit: 20,
        filters: { type: '', kind: null, min_amount: '۱٬۰۰۰', reference: ' ۱۲ ' },
      }),
    ).toEqual({ page: 2, per_page: 20, filters: { min_amount: 1000, reference: '12' } });
  });

  it('refuses a range that runs backwards and an unknown type', () => {
    expect(firstMessage(TransactionReportBodySchema, { filters: { min_amount: 10, max_amount: 5 } })).toBe(
      messages.invalidRange,
    );
    expect(
      firstMessage(TransactionReportBodySchema, {
        filters: { from: '1403/05/21', to: '1403/05/20' },
      }),
    ).toBe(messages.invalidRange);
    expect(firstMessage(TransactionReportBodySchema, { filters: { type: 'gift' } })).toBe(
      messages.invalidValue,
    );
    expect(firstMessage(TransactionReportBodySchema, { per_page: 101 })).toBe(messages.invalidLimit);
  });
});

describe('the low-balance alert settings', () => {
  it('takes at least 200,000 rials, in any digits', () => {
    expect(v.parse(WalletAlertSettingsSchema, { enabled: true, threshold: '۲۰۰٬۰۰۰' })).toEqual({
      enabled: true,
      threshold: 200_000,
    });
    expect(firstMessage(WalletAlertSettingsSchema, { enabled: true, threshold: 199_999 })).toBe(
      messages.minWalletAlert,
    );
  });
});

describe('a filter’s own message', () => {
  it('says what is wrong with each field in Persian', () => {
    const filters = (f: unknown) => firstMessage(TransactionReportBodySchema, { filters: f });
    expect(filters({ kind: 'x' })).toBe(messages.invalidValue);
    expect(filters({ from: 'دیروز' })).toBe(messages.invalidDate);
    expect(filters({ from: 5 })).toBe(messages.invalidDate);
    expect(filters({ min_amount: 'abc' })).toBe(messages.invalidAmount);
    expect(filters({ max_amount: true })).toBe(messages.invalidAmount);
  });
});
