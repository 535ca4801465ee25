import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RialAmountSchema } from '../core/fields.ts';
import { DEFAULT_WALLET_ALERT_RIALS, MIN_PAYMENT_RIALS, MIN_WALLET_ALERT_RIALS } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import {
  BankTransferPaymentSchema,
  CardToCardPaymentSchema,
  GeneratePaymentUrlQuerySchema,
  OnlinePaymentSchema,
  WalletAlertSchema,
} from './payment.schema.ts';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('RialAmountSchema', () => {
  it.each([
    [1_000_000, 1_000_000],
    ['1000000', 1_000_000],
    ['1,000,000', 1_000_000],
    ['۱٬۰۰۰٬۰۰۰', 1_000_000],
    [' ۲۵۰ ', 250],
  ])('reads %s', (input, amount) => {
    expect(v.parse(RialAmountSchema, input)).toBe(amount);
  });

  it.each([0, -1, 1.5, '', 'abc', '12.5', '-5', 2 ** 60, true])('refuses %s', (input) => {
    expect(firstMessage(RialAmountSchema, input)).toBe(messages.invalidAmount);
  });
});

describe('OnlinePaymentSchema', () => {
  it(`takes ${MIN_PAYMENT_RIALS} rials and refuses one rial less`, () => {
    expect(v.parse(OnlinePaymentSchema, { amount: MIN_PAYMENT_RIALS })).toEqual({
      amount: MIN_PAYMENT_RIALS,
    });
    expect(firstMessage(OnlinePaymentSchema, { amount: MIN_PAYMENT_RIALS - 1 })).toBe(messages.minPayment);
  });

  it('builds the generate-url query with a callback URL', () => {
    const query = { amount: '۲٬۰۰۰٬۰۰۰', callbackUrl: 'https://panel.example.ir/wallet/payment-result' };
    expect(v.parse(GeneratePaymentUrlQuerySchema, query)).toEqual({ ...query, amount: 2_000_000 });
    expect(v.safeParse(GeneratePaymentUrlQuerySchema, { ...query, callbackUrl: 'nope' }).success).toBe(false);
  });
});

describe('offline payments', () => {
  const cardToCard = {
    amount: '500,000',
    source_card: '6037-9975-9959-2939',
    target: '6219861034529007',
    reference_code: ' 123456 ',
    submitted_at: '۱۴۰۳/۰۱/۰۱ ۱۰:۳۰',
  };

  it('reads a card-to-card form into the request shape, the time stored in UTC', () => {
    expect(v.parse(CardToCardPaymentSchema, cardToCard)).toEqual({
      amount: 500_000,
      source_card: '6037997599592939',
      target: '6219861034529007',
      reference_code: '123456',
      submitted_at: '2024-03-20 07:00:00',
    });
  });

  it('says which card is wrong, and refuses a bad time', () => {
    expect(firstMessage(CardToCardPaymentSchema, { ...cardToCard, target: '6219861034529008' })).toBe(
      messages.wrongCardNumber,
    );
    expect(firstMessage(CardToCardPaymentSchema, { ...cardToCard, submitted_at: '1403/01/01' })).toBe(
      messages.invalidDate,
    );
    expect(firstMessage(CardToCardPaymentSchema, { ...cardToCard, submitted_at: '1403/13/01 10:00' })).toBe(
      messages.invalidDate,
    );
  });

  it('reads a bank transfer to a Sheba account', () => {
    const transfer = {
      amount: 1_000_000,
      target: 'IR82 0540 1026 8002 0817 9090 02',
      reference_code: '998877',
      submitted_at: '1403/06/31 23:59',
    };
    expect(v.parse(BankTransferPaymentSchema, transfer)).toMatchObject({
      target: 'IR820540102680020817909002',
      submitted_at: '2024-09-21 20:29:00',
    });
    expect(
      firstMessage(BankTransferPaymentSchema, { ...transfer, target: 'IR820540102680020817909003' }),
    ).toBe(messages.wrongAccountNumber);
    expect(firstMessage(BankTransferPaymentSchema, { ...transfer, reference_code: ' ' })).toBe(
      messages.required,
    );
  });
});

describe('WalletAlertSchema', () => {
  it(`defaults to ${DEFAULT_WALLET_ALERT_RIALS} rials`, () => {
    expect(v.parse(WalletAlertSchema, { active: true })).toEqual({
      active: true,
      amount: DEFAULT_WALLET_ALERT_RIALS,
    });
  });

  it(`takes ${MIN_WALLET_ALERT_RIALS} rials (20,000 toman) and refuses one rial less`, () => {
    expect(v.parse(WalletAlertSchema, { active: true, amount: '200,000' }).amount).toBe(200_000);
    expect(firstMessage(WalletAlertSchema, { active: true, amount: MIN_WALLET_ALERT_RIALS - 1 })).toBe(
      messages.minWalletAlert,
    );
  });
});
