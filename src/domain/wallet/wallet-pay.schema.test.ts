import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import { DemoPromotionSchema, GenerateUrlQuerySchema } from './wallet-pay.schema.ts';

const issue = (input: unknown) => v.safeParse(GenerateUrlQuerySchema, input).issues?.[0];

describe('GenerateUrlQuerySchema', () => {
  const callbackUrl = 'https://panel.example.ir/wallet/payment-result';

  it('reads the amount from a query string in any digits, with separators', () => {
    expect(v.parse(GenerateUrlQuerySchema, { amount: '۱٬۰۰۰٬۰۰۰', callbackUrl })).toMatchObject({
      amount: 1_000_000,
      callbackUrl,
    });
  });

  it('refuses below the minimum, and what is not an amount', () => {
    expect(issue({ amount: '999999', callbackUrl })?.message).toBe(messages.minPayment);
    expect(issue({ amount: 'abc', callbackUrl })?.message).toBe(messages.invalidAmount);
  });

  it('takes only an http(s) address to return to', () => {
    for (const bad of ['javascript:alert(1)', 'panel/wallet', '', 'ftp://x.ir/a'])
      expect(issue({ amount: '1000000', callbackUrl: bad })?.message).toBe(messages.invalidCallbackUrl);
  });
});

describe('DemoPromotionSchema', () => {
  it('defaults to a one-day promotion for any amount', () => {
    expect(v.parse(DemoPromotionSchema, { percent: 5 })).toMatchObject({
      percent: 5,
      min_amount: 0,
      days: 1,
    });
    expect(v.safeParse(DemoPromotionSchema, { percent: 0 }).success).toBe(false);
  });
});
