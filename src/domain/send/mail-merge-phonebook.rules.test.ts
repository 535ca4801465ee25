import { describe, expect, it } from 'vitest';
import {
  featureMap,
  featureText,
  fillForContact,
  hasContactPlaceholders,
  mergeContacts,
} from './mail-merge-phonebook.rules.ts';

const features = [
  { id: 50856, title: 'تاریخ تولد', type: 'date' as const },
  { id: 50858, title: 'میزان بدهی', type: 'int' as const },
  { id: 50860, title: 'شهر', type: 'string' as const },
];
const ali = {
  mobile: '989121234567',
  pre: 'آقای',
  name: 'علی احمدی',
  options: { '50856': '1992-10-08', '50858': '1500000', '50860': ' شیراز ' },
};

describe('a phonebook keyword send fills each contact’s text', () => {
  it('from the name, title and features, a date in Jalali and an int grouped, in Persian digits', () => {
    const text = '{ex_pre} {ex_name}، تولد {ex_50856} مبارک. بدهی {ex_50858} ریال در {ex_50860}';
    expect(fillForContact(text, ali, featureMap(features))).toBe(
      'آقای علی احمدی، تولد ۱۳۷۱/۰۷/۱۶ مبارک. بدهی ۱٬۵۰۰٬۰۰۰ ریال در شیراز',
    );
    expect(fillForContact('{EX_NAME}', ali, featureMap(features))).toBe('{EX_NAME}');
    expect(fillForContact('{ex_Name}', ali, featureMap(features))).toBe('علی احمدی');
  });

  it('reads dates as stored ISO, with slashes, already Jalali, or leaves what it cannot read', () => {
    expect(featureText('date', '1992/10/08')).toBe('۱۳۷۱/۰۷/۱۶');
    expect(featureText('date', '2025-03-21T00:00:00Z')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(featureText('date', '۱۴۰۳/۱۲/۳۰')).toBe('۱۴۰۳/۱۲/۳۰');
    expect(featureText('date', '1403/13/01')).toBe('1403/13/01');
    expect(featureText('date', 'فردا')).toBe('فردا');
    expect(featureText('int', '۲۵۰۰')).toBe('۲٬۵۰۰');
    expect(featureText('int', 'زیاد')).toBe('زیاد');
    expect(featureText('int', 42)).toBe('۴۲');
    expect(featureText('string', null)).toBe('');
  });

  it('fills a value the contact lacks, or a feature not the book’s, with nothing', () => {
    const bare = { mobile: '989121111111', pre: '', name: '', options: {} };
    expect(fillForContact('سلام {ex_name} {ex_50856}{ex_99}!', bare, featureMap(features))).toBe('سلام  !');
  });

  it('refuses contacts whose message comes out empty, by number, and keeps the others', () => {
    const bare = { mobile: '989121111111', pre: '', name: '', options: {} };
    const { pairs, refused } = mergeContacts('{ex_name}', [ali, bare], features);
    expect(pairs).toEqual([{ mobile: ali.mobile, text: 'علی احمدی' }]);
    expect(refused).toEqual([bare.mobile]);
    expect(
      mergeContacts('{ex_name}'.repeat(1), [{ ...ali, name: 'ا'.repeat(3000) }], features).refused,
    ).toEqual([ali.mobile]);
  });

  it('knows a text with placeholders from a plain one', () => {
    expect(hasContactPlaceholders('سلام {ex_name}')).toBe(true);
    expect(hasContactPlaceholders('سلام {ex_12}')).toBe(true);
    expect(hasContactPlaceholders('سلام {name}')).toBe(false);
  });
});
