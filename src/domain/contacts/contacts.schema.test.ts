import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { foldPersian } from '../core/persian-text.ts';
import {
  ContactListQuerySchema,
  contactMessages,
  isoDayOf,
  mobilePrefix,
  nameSearchWords,
  OptionDeleteSchema,
  optionValueOf,
} from './contacts.schema.ts';

describe('contact searches', () => {
  it('read the start of a number the ways people write it, as the start of the stored 98…', () => {
    for (const typed of ['0912', '912', '+98912', '98912', '0098912', '۰۹۱۲', '٠٩١٢', '0912 ', '(0912)'])
      expect(mobilePrefix(typed), typed).toBe('98912');
    expect(mobilePrefix('+989121234567')).toBe('989121234567');
    expect(mobilePrefix('9')).toBe('989');
    expect(mobilePrefix('')).toBe('');
    expect(mobilePrefix('09a')).toBeNull();
  });

  it('split a name search into folded words, as the database folds names', () => {
    expect(nameSearchWords('علي  رضا')).toEqual(['علی', 'رضا']);
    expect(nameSearchWords('علی‌رضا')).toEqual(['علی', 'رضا']);
    expect(nameSearchWords('كـريم ۱۲')).toEqual(['کریم', '12']);
    expect(nameSearchWords('- . ‌')).toEqual([]);
    expect(foldPersian('ALI يك')).toBe('ali یک');
  });

  it('refuse a value filter without its feature, and junk numbers, in Persian', () => {
    const orphan = v.safeParse(ContactListQuerySchema, { option_value: '1' });
    expect(orphan.success).toBe(false);
    expect(orphan.issues?.[0]?.message).toBe(contactMessages.optionValueNeedsOption);
    const number = v.safeParse(ContactListQuerySchema, { number: 'abc' });
    expect(number.issues?.[0]?.message).toBe(contactMessages.invalidNumberFilter);
    expect(v.parse(ContactListQuerySchema, { number: '۰۹۱۲', per_page: '1000' })).toMatchObject({
      number: '98912',
      per_page: 1000,
      page: 1,
    });
  });
});

describe('feature values', () => {
  it('keep an int as Latin digits, a date as an ISO day, a string trimmed', () => {
    expect(optionValueOf('int', '۱۵')).toEqual({ value: '15' });
    expect(optionValueOf('int', '-0012')).toEqual({ value: '-12' });
    expect(optionValueOf('int', '1.5')).toEqual({ value: null, message: contactMessages.intValue });
    expect(optionValueOf('date', '۱۴۰۳/۰۵/۲۰')).toEqual({ value: '2024-08-10' });
    expect(optionValueOf('date', '1992/10/08')).toEqual({ value: '1992-10-08' });
    expect(optionValueOf('date', '2025-05-20')).toEqual({ value: '2025-05-20' });
    expect(optionValueOf('date', 'دیروز').value).toBeNull();
    expect(optionValueOf('string', '  تهران ')).toEqual({ value: 'تهران' });
    expect(optionValueOf('string', 'ب'.repeat(201)).value).toBeNull();
  });

  it('refuse days that do not exist in either calendar', () => {
    expect(isoDayOf('1403/12/30')).toBe('2025-03-20');
    expect(isoDayOf('1402/12/30')).toBeNull();
    expect(isoDayOf('2023-02-29')).toBeNull();
    expect(isoDayOf('2024-02-29')).toBe('2024-02-29');
  });

  it('take the feature ids to delete under either documented name', () => {
    expect(v.parse(OptionDeleteSchema, { listOptions: [1], listNumbers: ['۲'] })).toEqual({ ids: [1, 2] });
    expect(v.safeParse(OptionDeleteSchema, {}).issues?.[0]?.message).toBe(contactMessages.idsRequired);
  });
});
