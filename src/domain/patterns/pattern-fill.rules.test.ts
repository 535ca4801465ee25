import { describe, expect, it } from 'vitest';
import { fillPattern, patternVariableNames } from './pattern-fill.rules.ts';

describe('fillPattern', () => {
  it('puts each value in place of its %name%, every time the name appears', () => {
    expect(fillPattern('کد %code% برای %brand%؛ دوباره: %code%', { code: '1234', brand: 'دیجی' })).toBe(
      'کد 1234 برای دیجی؛ دوباره: 1234',
    );
  });

  it('takes another delimiter, of one or more characters', () => {
    expect(fillPattern('کد #code# از #brand#', { code: '99', brand: 'ما' }, '#')).toBe('کد 99 از ما');
    expect(fillPattern('کد $$code$$ و 50%', { code: '7' }, '$$')).toBe('کد 7 و 50%');
  });

  it('does not fill a value again, nor touch a delimiter that opens no variable', () => {
    expect(fillPattern('%a% و %b%', { a: '%b%', b: 'x' })).toBe('%b% و x');
    expect(fillPattern('۵۰% تخفیف تا %date%', { date: '1403/07/15' })).toBe('۵۰% تخفیف تا 1403/07/15');
    expect(fillPattern('100% و 20% و %name%', { name: 'علی' })).toBe('100% و 20% و علی');
  });

  it('leaves a variable without a value as written, and a text without variables as it is', () => {
    expect(fillPattern('سلام %name%', {})).toBe('سلام %name%');
    expect(fillPattern('بدون متغیر', { a: '1' })).toBe('بدون متغیر');
    expect(fillPattern('', { a: '1' })).toBe('');
  });
});

describe('patternVariableNames', () => {
  it('lists the names once, in order, skipping what is not a name', () => {
    expect(patternVariableNames('%b% %a% %b% 50% off %x y%')).toEqual(['b', 'a']);
    expect(patternVariableNames('#code# and #brand#', '#')).toEqual(['code', 'brand']);
  });
});
