import { describe, expect, it } from 'vitest';
import { checkDraft, contactBody, draftOf, emptyDraft } from './contact-form.ts';
import { isoDayToJalali, jalaliDayToIso } from './contact-format.ts';

const features = [
  { id: 7, type: 'date' },
  { id: 8, type: 'int' },
];

describe('a date feature is typed Jalali and kept as an ISO day', () => {
  it('reads both ways, in any digit script', () => {
    expect(isoDayToJalali('1991-08-03')).toBe('1370/05/12');
    expect(jalaliDayToIso('۱۳۷۰/۰۵/۱۲')).toBe('1991-08-03');
    expect(isoDayToJalali('not a day')).toBe('not a day');
  });

  it('a stored contact opens in the form with its date Jalali and its number as people write it', () => {
    const draft = draftOf(
      {
        number: '+989121234567',
        pre: 'خانم',
        name: 'نرگس',
        email: '',
        phonebook_id: 3,
        options: { 7: '1991-08-03', 8: '12' },
      },
      { 7: 'date', 8: 'int' },
    );
    expect(draft).toEqual({
      number: '09121234567',
      pre: 'خانم',
      name: 'نرگس',
      email: '',
      book: '3',
      options: { 7: '1370/05/12', 8: '12' },
    });
  });
});

describe('the contact form checks before it asks the server', () => {
  it('names each wrong field with its Persian message', () => {
    const errors = checkDraft(
      { ...emptyDraft, number: '12345', email: 'no-at', options: { 7: '1370/5', 8: '۱۲a' } },
      features,
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'number', 'options.7', 'options.8', 'phonebook_id']);
    expect(errors.number).toBe('لطفاً شماره موبایل صحیح وارد کنید');
  });

  it('a good draft passes, and its body carries the canonical number and Latin digits', () => {
    const draft = { ...emptyDraft, number: '۰۹۱۲۱۲۳۴۵۶۷', book: '3', options: { 7: '1370/05/12', 8: '۱۲' } };
    expect(checkDraft(draft, features)).toEqual({});
    expect(contactBody(draft, features)).toEqual({
      number: '989121234567',
      pre: '',
      name: '',
      email: '',
      phonebook_id: 3,
      options: { 7: '1370/05/12', 8: '12' },
    });
  });
});
