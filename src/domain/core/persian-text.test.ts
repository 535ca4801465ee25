import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits.ts';
import { ARABIC_TO_PERSIAN_LETTERS, foldPersian, foldPersianSql, toPersianLetters } from './persian-text.ts';

describe('foldPersian', () => {
  it('reads Arabic ي, ى and ك as the Persian ی and ک', () => {
    expect(foldPersian('علي')).toBe('علی');
    expect(foldPersian('مصطفى')).toBe('مصطفی');
    expect(foldPersian('كتاب')).toBe('کتاب');
    expect(foldPersian('تخفيف')).toBe(foldPersian('تخفیف'));
  });

  it('reads Persian and Arabic digits as Latin, as toLatinDigits does', () => {
    expect(foldPersian('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(foldPersian('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(foldPersian('کد ۱۲ و ٣٤')).toBe(toLatinDigits('کد ۱۲ و ٣٤'));
  });

  it('drops the tatweel and lowers Latin capitals', () => {
    expect(foldPersian('كـد')).toBe('کد');
    expect(foldPersian('تـــخفیف')).toBe('تخفیف');
    expect(foldPersian('ALI يك')).toBe('ali یک');
  });

  it('keeps everything else: the half-space, diacritics, punctuation, other letters', () => {
    expect(foldPersian('می‌خواهم')).toBe('می‌خواهم');
    expect(foldPersian('مدرسة، أحمد!')).toBe('مدرسة، أحمد!');
    expect(foldPersian('')).toBe('');
  });

  it('is idempotent: a folded text folds to itself', () => {
    const once = foldPersian('علي كـريم ۱۲ ABC ى');
    expect(foldPersian(once)).toBe(once);
  });
});

describe('toPersianLetters', () => {
  it('writes the Arabic letters as the Persian ones and changes nothing else', () => {
    expect(toPersianLetters('علي كريم مصطفى')).toBe('علی کریم مصطفی');
    expect(toPersianLetters('VIP ۱۲ كـد')).toBe('VIP ۱۲ کـد');
  });

  it('agrees with foldPersian on every letter it maps', () => {
    for (const [arabic, persian] of Object.entries(ARABIC_TO_PERSIAN_LETTERS)) {
      expect(toPersianLetters(arabic)).toBe(persian);
      expect(foldPersian(arabic)).toBe(persian);
    }
  });
});

describe('foldPersianSql', () => {
  it('lowers a translate of the expression, the dropped tatweel last with no partner', () => {
    expect(foldPersianSql('m.text')).toBe(
      "lower(translate(m.text, 'يىك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـ', 'ییک01234567890123456789'))",
    );
  });
});
