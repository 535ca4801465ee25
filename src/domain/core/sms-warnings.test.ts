import { describe, expect, it } from 'vitest';
import { ARABIC_TO_PERSIAN_LETTERS, toPersianLetters } from './persian-text.ts';
import { findSuspiciousChars, fixSuspiciousChars } from './sms-warnings.ts';

describe('suspicious characters', () => {
  it('leaves ZWNJ, the Persian half-space, alone', () => {
    expect(findSuspiciousChars('می‌خواهم کتاب‌ها را')).toEqual([]);
    expect(fixSuspiciousChars('می‌خواهم')).toBe('می‌خواهم');
  });

  it('flags a zero-width space with its position, code and a Persian description', () => {
    expect(findSuspiciousChars('ab\u200bc')).toEqual([
      {
        index: 2,
        char: '\u200b',
        code: 'U+200B',
        kind: 'invisible',
        description: 'فاصلهٔ نامرئی (صفرعرض)',
        replacement: '',
      },
    ]);
  });

  it('flags Arabic ي, ى and ك in place of Persian ی and ک', () => {
    const found = findSuspiciousChars('علي كتاب مصطفى');
    expect(found.map((f) => [f.index, f.code, f.kind, f.replacement])).toEqual([
      [2, 'U+064A', 'lookalike', 'ی'],
      [4, 'U+0643', 'lookalike', 'ک'],
      [13, 'U+0649', 'lookalike', 'ی'],
    ]);
    expect(found.every((f) => f.description.length > 0)).toBe(true);
    expect(fixSuspiciousChars('علي كتاب مصطفى')).toBe('علی کتاب مصطفی');
  });

  it('flags the other zero-width and direction controls', () => {
    const text = 'a\u200db\u2060c\ufeffd\u00ade\u200ef\u200fg\u061ch\u202ai\u202ej\u2066k\u2069l';
    const found = findSuspiciousChars(text);
    expect(found.map((f) => f.code)).toEqual([
      'U+200D',
      'U+2060',
      'U+FEFF',
      'U+00AD',
      'U+200E',
      'U+200F',
      'U+061C',
      'U+202A',
      'U+202E',
      'U+2066',
      'U+2069',
    ]);
    expect(found.filter((f) => f.kind === 'direction')).toHaveLength(7);
    expect(fixSuspiciousChars(text)).toBe('abcdefghijkl');
  });

  it('turns a no-break space into a plain space', () => {
    expect(findSuspiciousChars('10\u00a0000')[0]).toMatchObject({ index: 2, kind: 'lookalike' });
    expect(fixSuspiciousChars('10\u00a0000')).toBe('10 000');
  });

  it('counts positions in UTF-16 units, past emoji', () => {
    expect(findSuspiciousChars('😀\u200b')[0]?.index).toBe(2);
    expect(fixSuspiciousChars('😀\u200b😀')).toBe('😀😀');
  });

  it('keeps a ZWJ that joins emoji into one picture', () => {
    const family = '👨\u200d👩\u200d👧';
    expect(findSuspiciousChars(family)).toEqual([]);
    expect(fixSuspiciousChars(family)).toBe(family);
    expect(findSuspiciousChars('👨\u200d')).toHaveLength(1);
    expect(findSuspiciousChars('\u200d👩')).toHaveLength(1);
  });

  it('mends a zero-width space between Persian letters into a half-space', () => {
    expect(findSuspiciousChars('می\u200bخواهم')[0]?.replacement).toBe('\u200c');
    expect(fixSuspiciousChars('می\u200bخواهم و a\u200bb')).toBe('می\u200cخواهم و ab');
    expect(fixSuspiciousChars('\u200bسلام\u200b')).toBe('سلام');
  });

  it('flags every Arabic letter a search reads as Persian, and fixes it to the same letter', () => {
    for (const [arabic, persian] of Object.entries(ARABIC_TO_PERSIAN_LETTERS)) {
      expect(findSuspiciousChars(arabic).map((f) => [f.kind, f.replacement])).toEqual([
        ['lookalike', persian],
      ]);
      expect(fixSuspiciousChars(`x${arabic}y`)).toBe(toPersianLetters(`x${arabic}y`));
    }
  });
});
