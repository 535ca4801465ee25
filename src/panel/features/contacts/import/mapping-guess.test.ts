import { describe, expect, it } from 'vitest';
import { guessColumns, mappingOf } from './mapping-guess.ts';

const features = [
  { id: 7, title: 'تاریخ تولد', type: 'date', latin_title: 'birthday' },
  { id: 9, title: 'شهر', type: 'string' },
];

describe('guessing what a file’s columns fill', () => {
  it('finds name, title, email and features by header, the number where the reader found it', () => {
    const header = [
      'نام و نام خانوادگی',
      'شماره موبایل',
      'Email',
      'عنوان',
      'تاریخ تولد',
      'BirthDay',
      'شهر',
      'توضیح',
    ];
    expect(guessColumns(header, 8, 1, features)).toEqual([
      'name',
      'number',
      'email',
      'pre',
      'f:7',
      '',
      'f:9',
      '',
    ]);
  });

  it('guesses only the number without a header, and leaves a column the number took', () => {
    expect(guessColumns(null, 3, 2, features)).toEqual(['', '', 'number']);
    expect(guessColumns(['نام', 'نام'], 2, 0, [])).toEqual(['number', 'name']);
  });

  it('makes the mapping the import takes; none without a number column', () => {
    expect(mappingOf(['name', 'number', '', 'f:7'])).toEqual({ number: 1, name: 0, features: { 7: 3 } });
    expect(mappingOf(['name', ''])).toBeNull();
  });
});
