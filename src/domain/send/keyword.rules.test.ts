import { describe, expect, it } from 'vitest';
import { answersKeyword, normalizeKeyword } from './keyword.rules.ts';

describe('keywords', () => {
  it('compare Arabic and Persian letters, digits of any script, case and spacing alike', () => {
    expect(normalizeKeyword('  تخفيف  ويژه ')).toBe('تخفیف ویژه');
    expect(normalizeKeyword('كد ۱۲۳')).toBe('کد 123');
    expect(normalizeKeyword('OFF٢٠')).toBe('off20');
    expect(normalizeKeyword('می‌خواهم')).toBe('می خواهم');
    expect(normalizeKeyword('تـخـفـیـف!')).toBe('تخفیف');
  });

  it('take a message that holds the keyword as whole words, and nothing else', () => {
    expect(answersKeyword('تخفيف', 'تخفیف')).toBe(true);
    expect(answersKeyword('سلام، تخفیف لطفاً', 'تخفیف')).toBe(true);
    expect(answersKeyword('عضویت ۱۴۰۴', 'عضويت 1404')).toBe(true);
    expect(answersKeyword('OFF20', 'off20')).toBe(true);
    expect(answersKeyword('تخفیفات', 'تخفیف')).toBe(false);
    expect(answersKeyword('بی‌تخفیف', 'تخفیف ویژه')).toBe(false);
    expect(answersKeyword('ویژه تخفیف', 'تخفیف ویژه')).toBe(false);
    expect(answersKeyword('هر چیزی', '  ')).toBe(false);
  });
});
