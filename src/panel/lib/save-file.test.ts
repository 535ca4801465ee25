import { describe, expect, it } from 'vitest';
import { fileNameOf } from './save-file.ts';

describe('fileNameOf', () => {
  it('reads the Persian name a server gives a file', () => {
    const response = new Response('x', {
      headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%DA%AF%D8%B2%D8%A7%D8%B1%D8%B4.csv" },
    });
    expect(fileNameOf(response)).toBe('گزارش.csv');
  });

  it('answers no name when the server gives none', () => {
    expect(fileNameOf(new Response('x'))).toBeNull();
  });
});
