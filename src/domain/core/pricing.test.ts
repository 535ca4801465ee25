import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEGAL_EXTRA_RIALS_PER_SEND,
  MIN_PAYMENT_RIALS,
  MIN_WALLET_ALERT_RIALS,
  OFF_FIRST_OPERATOR_EXTRA_PERCENT,
} from './limits.ts';
import {
  countRecipientsByOperator,
  FIRST_OPERATOR,
  isValidPaymentAmount,
  isValidWalletAlert,
  onlinePayment,
  percentOf,
  sendPrice,
  type Tariffs,
  textSendPrice,
  transferPayment,
} from './pricing.ts';

const tariffs: Tariffs = {
  mci: { gsm7: 500, ucs2: 1_000 },
  irancell: { gsm7: 500, ucs2: 1_000 },
  rightel: { gsm7: 505, ucs2: 1_003 },
  other: { gsm7: 600, ucs2: 1_200 },
};

describe('percentOf rounds explicitly', () => {
  it('is exact on whole results and rounds a fraction of a rial up or down as asked', () => {
    expect(percentOf(1_000, 10, 'up')).toBe(100);
    expect(percentOf(1_000, 10, 'down')).toBe(100);
    expect(percentOf(1_003, 10, 'up')).toBe(101); // 100.3
    expect(percentOf(1_003, 10, 'down')).toBe(100);
    expect(percentOf(1_009, 10, 'up')).toBe(101); // 100.9
    expect(percentOf(1_009, 10, 'down')).toBe(100);
    expect(percentOf(0, 10, 'up')).toBe(0);
  });

  it('is exact for large amounts where floating point division is not', () => {
    expect(percentOf(9_007_199_254_740, 10, 'down')).toBe(900_719_925_474);
    expect(percentOf(9_007_199_254_745, 10, 'up')).toBe(900_719_925_475); // .5 rounds up
  });

  it('refuses fractions, negatives and unsafe results', () => {
    expect(() => percentOf(10.5, 10, 'up')).toThrow(RangeError);
    expect(() => percentOf(-1, 10, 'up')).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 10, 'up')).toThrow(RangeError);
  });

  it('up and down differ by at most one rial, and up is never less than the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const up = percentOf(amount, percent, 'up');
        const down = percentOf(amount, percent, 'down');
        expect(up - down).toBe((amount * percent) % 100 === 0 ? 0 : 1);
        expect(up * 100).toBeGreaterThanOrEqual(amount * percent);
        expect(down * 100).toBeLessThanOrEqual(amount * percent);
      }),
    );
  });
});

describe('sendPrice', () => {
  it('charges the first operator its tariff per part plus 40 rials per recipient', () => {
    expect(FIRST_OPERATOR).toBe('mci');
    const p = sendPrice({ parts: 2, encoding: 'ucs2', recipients: { mci: 10 }, tariffs });
    expect(p.lines).toEqual([
      {
        operator: 'mci',
        recipients: 10,
        tariff: 1_000,
        base: 20_000,
        surcharge: 0,
        legalExtra: 400,
        total: 20_400,
      },
    ]);
    expect(p).toMatchObject({ recipients: 10, base: 20_000, surcharge: 0, legalExtra: 400, total: 20_400 });
  });

  it('adds 10% of the tariff for Irancell, Rightel and other operators, not of the legal extra', () => {
    const p = sendPrice({
      parts: 1,
      encoding: 'gsm7',
      recipients: { irancell: 3, rightel: 1, other: 2 },
      tariffs,
    });
    expect(p.lines.map((l) => [l.operator, l.base, l.surcharge, l.legalExtra, l.total])).toEqual([
      ['irancell', 1_500, 150, 120, 1_770],
      ['rightel', 505, 51, 40, 596], // 50.5 rounds up
      ['other', 1_200, 120, 80, 1_400],
    ]);
    expect(p.total).toBe(1_770 + 596 + 1_400);
    expect(OFF_FIRST_OPERATOR_EXTRA_PERCENT).toBe(10);
  });

  it('takes the tariff of the encoding and counts the legal extra per recipient, not per part', () => {
    const one = sendPrice({ parts: 1, encoding: 'gsm7', recipients: { mci: 1 }, tariffs });
    const three = sendPrice({ parts: 3, encoding: 'ucs2', recipients: { mci: 1 }, tariffs });
    expect(one.total).toBe(500 + LEGAL_EXTRA_RIALS_PER_SEND);
    expect(three.total).toBe(3 * 1_000 + LEGAL_EXTRA_RIALS_PER_SEND);
  });

  it('rounds the surcharge once per operator line', () => {
    // 7 Rightel recipients × 1,003: 10% is 702.1, so 703 (not 7 × 101 = 707 per message).
    const p = sendPrice({ parts: 1, encoding: 'ucs2', recipients: { rightel: 7 }, tariffs });
    expect(p.surcharge).toBe(703);
  });

  it('costs nothing without recipients or without text', () => {
    expect(sendPrice({ parts: 1, encoding: 'gsm7', recipients: {}, tariffs })).toMatchObject({
      lines: [],
      total: 0,
    });
    expect(sendPrice({ parts: 0, encoding: 'gsm7', recipients: { mci: 5 }, tariffs }).total).toBe(0);
  });

  it('refuses fractional or negative counts and tariffs', () => {
    expect(() => sendPrice({ parts: 1, encoding: 'gsm7', recipients: { mci: -1 }, tariffs })).toThrow(
      RangeError,
    );
    expect(() => sendPrice({ parts: 1.5, encoding: 'gsm7', recipients: { mci: 1 }, tariffs })).toThrow(
      RangeError,
    );
    const bad = { ...tariffs, mci: { gsm7: 10.5, ucs2: 1 } };
    expect(() => sendPrice({ parts: 1, encoding: 'gsm7', recipients: { mci: 1 }, tariffs: bad })).toThrow(
      RangeError,
    );
  });

  it('prices a text with its parts, encoding and the cancel-11 suffix', () => {
    expect(textSendPrice('Hello', { mci: 2 }, tariffs)).toMatchObject({
      encoding: 'gsm7',
      parts: 1,
      total: 1_080,
    });
    expect(textSendPrice('a'.repeat(160), { mci: 1 }, tariffs, { cancel11: true })).toMatchObject({
      encoding: 'ucs2',
      parts: 3,
      total: 3_040,
    });
  });

  it('is whole rials and never cheaper with more recipients', () => {
    const counts = fc.record({
      mci: fc.nat(10_000),
      irancell: fc.nat(10_000),
      rightel: fc.nat(10_000),
      other: fc.nat(10_000),
    });
    fc.assert(
      fc.property(counts, fc.integer({ min: 1, max: 10 }), (recipients, parts) => {
        const p = sendPrice({ parts, encoding: 'ucs2', recipients, tariffs });
        expect(Number.isSafeInteger(p.total)).toBe(true);
        const more = sendPrice({
          parts,
          encoding: 'ucs2',
          recipients: { ...recipients, rightel: recipients.rightel + 1 },
          tariffs,
        });
        expect(more.total).toBeGreaterThan(p.total);
      }),
    );
  });
});

describe('recipients by operator', () => {
  it('counts numbers by the operator their prefix suggests and sets invalid ones apart', () => {
    expect(
      countRecipientsByOperator([
        '09121234567',
        '989351234567',
        '09201234567',
        '09981234567',
        '12345',
        '۰۹۱۰۱۲۳۴۵۶۷',
      ]),
    ).toEqual({ counts: { mci: 2, irancell: 1, rightel: 1, other: 1 }, invalid: 1 });
  });
});

describe('payments', () => {
  it('adds 10% tax to an online payment and credits the wallet the amount', () => {
    expect(onlinePayment(1_000_000)).toEqual({
      amount: 1_000_000,
      tax: 100_000,
      payable: 1_100_000,
      walletCredit: 1_000_000,
    });
    expect(onlinePayment(1_000_005)).toMatchObject({ tax: 100_001, payable: 1_100_006 });
  });

  it('credits the wallet a transfer less 10%', () => {
    expect(transferPayment(1_000_000)).toEqual({
      amount: 1_000_000,
      deduction: 100_000,
      walletCredit: 900_000,
    });
    expect(transferPayment(1_000_005)).toMatchObject({ deduction: 100_001, walletCredit: 900_004 });
  });

  it('needs at least 1,000,000 whole rials', () => {
    expect(MIN_PAYMENT_RIALS).toBe(1_000_000);
    expect(isValidPaymentAmount(1_000_000)).toBe(true);
    expect(isValidPaymentAmount(999_999)).toBe(false);
    expect(isValidPaymentAmount(1_000_000.5)).toBe(false);
    expect(isValidPaymentAmount(Number.NaN)).toBe(false);
  });

  it('needs a wallet alert of at least 200,000 whole rials', () => {
    expect(MIN_WALLET_ALERT_RIALS).toBe(200_000);
    expect(isValidWalletAlert(200_000)).toBe(true);
    expect(isValidWalletAlert(199_999)).toBe(false);
    expect(isValidWalletAlert(200_000.5)).toBe(false);
  });
});
