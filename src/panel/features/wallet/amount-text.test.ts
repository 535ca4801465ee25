import { describe, expect, it } from 'vitest';
import {
  amountDigits,
  amountValue,
  cardDigits,
  groupedAmount,
  groupedCard,
  whenText,
} from './amount-text.ts';

describe('amount fields', () => {
  it('takes digits of any script and drops separators and leading zeros', () => {
    expect(amountDigits('۱٬۰۰۰٬۰۰۰')).toBe('1000000');
    expect(amountDigits('٢,500,000')).toBe('2500000');
    expect(amountDigits('00012')).toBe('12');
    expect(amountDigits('abc')).toBe('');
  });
  it('groups what is typed in Persian digits', () => {
    expect(groupedAmount('1000000')).toBe('۱٬۰۰۰٬۰۰۰');
    expect(groupedAmount('')).toBe('');
    expect(amountValue('')).toBeNull();
    expect(amountValue('2000000')).toBe(2_000_000);
  });
});

describe('card fields', () => {
  it('keeps 16 digits of any script in four groups', () => {
    expect(cardDigits('۶۰۳۷-۹۹۷۵ 9999 1234 99')).toBe('6037997599991234');
    expect(groupedCard('6037997599991234')).toBe('۶۰۳۷ ۹۹۷۵ ۹۹۹۹ ۱۲۳۴');
    expect(groupedCard('603799')).toBe('۶۰۳۷ ۹۹');
  });
});

describe('wallet times', () => {
  it('reads ISO and the stored form alike, in Persian digits', () => {
    const iso = whenText('2025-03-21T08:30:00Z');
    expect(iso).toBe(whenText('2025-03-21 08:30:00'));
    expect(iso).toMatch(/^۱۴۰۴\/۰۱\/۰۱ /);
    expect(whenText(null)).toBe('');
  });
});
