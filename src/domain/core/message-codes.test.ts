import { describe, expect, it } from 'vitest';
import { MESSAGE_CODE_TABLE, MESSAGE_CODES } from './message-codes.ts';

const entries = Object.entries(MESSAGE_CODE_TABLE);

describe('message codes', () => {
  it('are each of the published form <status>-<n>', () => {
    for (const [name, { code }] of entries)
      expect({ name, code }).toEqual({ name, code: expect.stringMatching(/^\d{3}-\d+$/) });
  });

  it('are each listed once', () => {
    const codes = entries.map(([, { code }]) => code);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
  });

  it('each have a Persian message', () => {
    for (const [name, { message }] of entries)
      expect({ name, message }).toEqual({
        name,
        message: expect.stringMatching(/^[\u0600-\u06FF\u200c\s؛،.]+$/),
      });
  });

  it('are the published ones where the published API has them', () => {
    expect(MESSAGE_CODES).toMatchObject({
      ok: '200-1',
      created: '201-1',
      refused: '400-1',
      invalidFields: '400-2',
      invalidRequest: '422-1',
      notFound: '404-1',
    });
  });
});
