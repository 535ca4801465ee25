import { describe, expect, it } from 'vitest';
import { cancel11Reply } from './cancel-11.rules.ts';

describe('a reply of 11 or 12', () => {
  it.each([
    '11',
    '۱۱',
    '١١',
    ' 11 ',
    '۱۱.',
    '«۱۱»',
    '11!',
    'لغو ۱۱',
    'لغو11',
    'لغو۱۱',
    '11 لغو',
    '۱۱لغو',
    'لغو-۱۱',
    'لغو\n۱۱',
    'لغو\u200c۱۱',
    '  لغو ١١ ',
  ])('%j cancels', (text) => {
    expect(cancel11Reply(text)).toBe('cancel');
  });

  it.each(['12', '۱۲', '١٢', ' ۱۲. ', '(12)'])('%j resumes', (text) => {
    expect(cancel11Reply(text)).toBe('resume');
  });

  it.each([
    '',
    'لغو',
    '112',
    '1111',
    '011',
    '111',
    '1 1',
    '۱ ۱',
    '11 تا',
    'ساعت 11 میام',
    '11 12',
    'لغو لغو 11',
    'لغو 12',
    '12 لغو',
    'لغوی ۱۱',
    '11.5',
    'سلام',
    '13',
    `11${' '.repeat(50)}`,
  ])('%j is an ordinary message', (text) => {
    expect(cancel11Reply(text)).toBeNull();
  });
});
