import { describe, expect, it } from 'vitest';
import { patternRuleMessages } from '../patterns/patterns.messages.ts';
import { andMore, messages } from './messages.ts';

describe('the message catalogue', () => {
  it('keeps the original keys', () => {
    expect(messages.sendError).toBe('خطا در ارسال اطلاعات');
    expect(messages.receiveError).toBe('خطا در دریافت اطلاعات');
    expect(messages.notFound).toBe('آدرس درخواستی پیدا نشد');
  });

  it('uses the one Persian wording of each error message', () => {
    expect(messages.enterCorrectMobile).toBe('لطفاً شماره موبایل صحیح وارد کنید');
    expect(messages.mobileInvalid).toBe('شماره موبایل وارد شده نامعتبر است');
    expect(messages.wrongCardNumber).toBe('شماره کارت اشتباه است');
    expect(messages.wrongAccountNumber).toBe('شماره حساب اشتباه است');
    expect(messages.numberInList).toBe('این شماره در لیست هست');
    expect(messages.numberNotValid).toBe('شماره معتبر نیست');
    expect(messages.prefixStartsWithZero).toBe('پیش\u200cشماره نباید با صفر شروع شود');
    expect(messages.accessLimited).toBe(
      'دسترسی شما محدود است. برای ارتقای سطح دسترسی با مدیر خود هماهنگ کنید.',
    );
  });

  it('writes the limits into the messages in Persian digits', () => {
    expect(messages.passwordTooShort).toContain('۸');
    expect(messages.minPayment).toContain('۱٬۰۰۰٬۰۰۰ ریال');
    expect(messages.minWalletAlert).toContain('۲۰٬۰۰۰ تومان');
    expect(messages.paymentRefund).toContain('۷۲ ساعت');
    expect(messages.minMapRecipients).toContain('۵٬۰۰۰');
    expect(patternRuleMessages.patternTextTooLong).toContain('۲٬۷۰۰');
  });

  it('has no Latin digits and no empty strings', () => {
    for (const text of [...Object.values(messages), ...Object.values(patternRuleMessages)]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(/[0-9]/);
    }
  });

  it("says 'and N more' in Persian", () => {
    expect(andMore(3)).toBe('و ۳ مورد دیگر');
  });
});
