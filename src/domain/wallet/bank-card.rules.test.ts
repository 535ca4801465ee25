import { describe, expect, it } from 'vitest';
import {
  bankOfCard,
  formatCardNumber,
  isValidCardNumber,
  luhnCheckDigit,
  maskCardNumber,
  normalizeCardNumber,
} from './bank-card.rules.ts';

describe('normalizeCardNumber', () => {
  it('keeps the digits of any script, dropping spaces, dashes and direction marks', () => {
    expect(normalizeCardNumber('۶۰۳۷-۹۹۷۵ ۹۹۵۹-۲۹۳۹')).toBe('6037997599592939');
    expect(normalizeCardNumber('٦٠٣٧ ٩٩٧٥ ٩٩٥٩ ٢٩٣٩')).toBe('6037997599592939');
    expect(normalizeCardNumber('\u200e6037 9975\u200c9959 2939\u200f')).toBe('6037997599592939');
  });
});

describe('isValidCardNumber', () => {
  it.each(['6037997599592939', '6037 9975 9959 2939', '۶۰۳۷-۹۹۷۵-۹۹۵۹-۲۹۳۹', '6219861034529007'])(
    'accepts %s',
    (card) => expect(isValidCardNumber(card)).toBe(true),
  );

  it.each([
    ['6037997599592938', 'the Luhn check fails'],
    ['603799759959293', '15 digits'],
    ['60379975995929390', '17 digits'],
    ['6037a97599592939', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (card) => expect(isValidCardNumber(card)).toBe(false));
});

describe('luhnCheckDigit', () => {
  it('completes 15 digits into a card that passes', () => {
    for (const first15 of ['603799759959293', '610433781234567', '589210000000000', '999999999999999']) {
      const card = `${first15}${luhnCheckDigit(first15)}`;
      expect(isValidCardNumber(card)).toBe(true);
      const wrong = `${first15}${(luhnCheckDigit(first15) + 1) % 10}`;
      expect(isValidCardNumber(wrong)).toBe(false);
    }
  });
});

describe('bankOfCard', () => {
  it.each([
    ['6037997599592939', 'بانک ملی ایران'],
    ['6104 3378 1234 5674', 'بانک ملت'],
    ['۵۸۹۲۱۰۱۲۳۴۵۶۷۸۹۰', 'بانک سپه'],
    ['6219861034529007', 'بانک سامان'],
    ['5022291234567890', 'بانک پاسارگاد'],
    ['6280231234567890', 'بانک مسکن'],
  ])('names the bank of %s by its BIN', (card, bank) => expect(bankOfCard(card)).toBe(bank));

  it('says null for a BIN it does not know', () => {
    expect(bankOfCard('4111111111111111')).toBeNull();
  });
});

describe('formatCardNumber and maskCardNumber', () => {
  it('groups the digits in fours', () => {
    expect(formatCardNumber('۶۰۳۷۹۹۷۵۹۹۵۹۲۹۳۹')).toBe('6037 9975 9959 2939');
    expect(formatCardNumber('603799')).toBe('6037 99');
  });

  it('hides the middle six digits', () => {
    expect(maskCardNumber('6037-9975-9959-2939')).toBe('6037 99** **** 2939');
  });
});
