import { describe, expect, it } from 'vitest';
import { DelimitedTokenizer, guessDelimiter } from './delimited-tokenizer.ts';

function tokenize(chunks: readonly string[]): string[][] {
  const rows: string[][] = [];
  const tokenizer = new DelimitedTokenizer((row) => rows.push(row));
  for (const chunk of chunks) tokenizer.push(chunk);
  tokenizer.end();
  return rows;
}

/** Every way of cutting `text` in two gives the same rows as the whole. */
function everySplit(text: string): void {
  const whole = tokenize([text]);
  for (let i = 0; i <= text.length; i++) expect(tokenize([text.slice(0, i), text.slice(i)])).toEqual(whole);
}

describe('DelimitedTokenizer', () => {
  it('reads rows with LF, CRLF and CR line ends, and the last line without one', () => {
    expect(tokenize(['a,b\nc,d\r\ne,f\rg,h'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('drops a UTF-8 BOM and skips blank lines', () => {
    expect(tokenize(['\ufeffموبایل\r\n\r\n09121234567\r\n,\r\n'])).toEqual([['موبایل'], ['09121234567']]);
  });

  it('reads quoted fields with delimiters, line ends and doubled quotes inside', () => {
    expect(tokenize(['"a,1","say ""hi""\nthere",x\n'])).toEqual([['a,1', 'say "hi"\nthere', 'x']]);
  });

  it('keeps a quote in the middle of a field as text', () => {
    expect(tokenize(['ab"c,d\n'])).toEqual([['ab"c', 'd']]);
  });

  it('gives the same rows however the text is cut into chunks', () => {
    everySplit('\ufeffname,mobile\r\n"Ali, A.","۰۹۱۲""3"\r\nSara,09121234567\r\n');
  });

  it('reads one character at a time', () => {
    const text = 'a;"b;\r\nc"\r\nd;e';
    expect(tokenize([...text])).toEqual(tokenize([text]));
    expect(tokenize([text])).toEqual([
      ['a', 'b;\r\nc'],
      ['d', 'e'],
    ]);
  });

  it('takes the rest of the file into an unclosed quote', () => {
    expect(tokenize(['a,"b\nc'])).toEqual([['a', 'b\nc']]);
  });

  it('ignores an empty first chunk and an empty file', () => {
    expect(tokenize(['', '\ufeff', 'x'])).toEqual([['x']]);
    expect(tokenize([])).toEqual([]);
  });

  it('guesses the delimiter from the first line', () => {
    expect(guessDelimiter('a;b;c')).toBe(';');
    expect(guessDelimiter('a\tb')).toBe('\t');
    expect(guessDelimiter('a|b')).toBe('|');
    expect(guessDelimiter('09121234567')).toBe(',');
    expect(tokenize(['name\tmobile\nAli\t0912\n'])).toEqual([
      ['name', 'mobile'],
      ['Ali', '0912'],
    ]);
  });
});
