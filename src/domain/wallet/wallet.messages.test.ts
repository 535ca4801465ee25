import { describe, expect, it } from 'vitest';
import { walletLowText, walletTexts } from './wallet.messages.ts';

describe('wallet texts', () => {
  it("names a transfer's way and its reference", () => {
    expect(walletTexts.transfer('card_to_card', '123456')).toBe(
      'افزایش اعتبار با کارت به کارت، شماره پیگیری 123456',
    );
    expect(walletTexts.transfer('bank_pay', '998877')).toBe('افزایش اعتبار با واریز بانکی، شماره فیش 998877');
  });

  it('tells the owner the threshold crossed and the credit left, in Persian digits', () => {
    const text = walletLowText(200_000, 150_000);
    expect(text).toContain('کمتر از ۲۰۰٬۰۰۰ ریال');
    expect(text).toContain('موجودی: ۱۵۰٬۰۰۰ ریال');
  });
});
