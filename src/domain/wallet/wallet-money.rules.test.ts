import { describe, expect, it } from 'vitest';
import { MIN_PAYMENT_RIALS } from '../core/limits.ts';
import {
  isPayableAmount,
  onlineQuote,
  percentOf,
  promotionBonus,
  transferQuote,
} from './wallet-money.rules.ts';

describe('percentOf', () => {
  it.each([
    [1_000_000, 10, 100_000],
    [1_234_567, 10, 123_457],
    [15, 10, 2],
    [14, 10, 1],
    [0, 10, 0],
  ])('%s × %s%% = %s', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('stays exact near the largest safe integer', () => {
    const big = Number.MAX_SAFE_INTEGER - 1; // 9007199254740990
    expect(percentOf(big, 10)).toBe(900719925474099);
  });
});

describe('onlineQuote', () => {
  it('adds the 10% tax to what the payer pays; the wallet gets the amount', () => {
    expect(onlineQuote(1_000_000)).toEqual({
      amount: 1_000_000,
      tax: 100_000,
      payable: 1_100_000,
      bonus: 0,
      credited: 1_000_000,
    });
  });

  it("adds today's promotion's bonus to what the wallet gets, not to what is paid", () => {
    const quote = onlineQuote(2_000_000, { percent: 5, min_amount: 2_000_000 });
    expect(quote).toMatchObject({ payable: 2_200_000, bonus: 100_000, credited: 2_100_000 });
  });

  it('gives no bonus below the promotion’s minimum', () => {
    expect(promotionBonus(1_999_999, { percent: 5, min_amount: 2_000_000 })).toBe(0);
    expect(onlineQuote(1_500_000, null).bonus).toBe(0);
  });
});

describe('transferQuote', () => {
  it('credits the transfer less 10%', () => {
    expect(transferQuote(1_000_000)).toEqual({ amount: 1_000_000, deduction: 100_000, credited: 900_000 });
    expect(transferQuote(5)).toEqual({ amount: 5, deduction: 1, credited: 4 });
  });
});

describe('isPayableAmount', () => {
  it('takes the minimum and more, in whole rials', () => {
    expect(isPayableAmount(MIN_PAYMENT_RIALS)).toBe(true);
    expect(isPayableAmount(MIN_PAYMENT_RIALS - 1)).toBe(false);
    expect(isPayableAmount(MIN_PAYMENT_RIALS + 0.5)).toBe(false);
  });
});
