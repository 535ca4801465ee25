import { describe, expect, it } from 'vitest';
import { PATTERN_TEXT_MAX } from '../../../domain/index.ts';
import { insertTag, messageSegments, variableRows } from './pattern-form.ts';

describe('variable rows follow the tags of the text', () => {
  it('adds a row for a new tag, with the default type and length, in the order of the text', () => {
    const rows = variableRows({ text: 'کد {{code}} برای {{name}} و باز {{code}}', settings: {} });
    expect(rows).toEqual([
      { name: 'code', type: 'string', length: '20' },
      { name: 'name', type: 'string', length: '20' },
    ]);
  });

  it('drops the row of a tag taken out, and gives it back with its settings when typed again', () => {
    const settings = { code: { type: 'integer' as const, length: '6' } };
    expect(variableRows({ text: 'سلام', settings })).toEqual([]);
    expect(variableRows({ text: 'کد {{ code }}', settings })).toEqual([
      { name: 'code', type: 'integer', length: '6' },
    ]);
  });
});

describe('a tag goes in at the caret', () => {
  it('replaces the selection and puts the caret after the tag', () => {
    expect(insertTag('کد شما: تمام', { start: 8, end: 8 }, 'code')).toEqual({
      text: 'کد شما: {{code}}تمام',
      cursor: 16,
    });
  });

  it('goes in whole or not at all at the cap', () => {
    const full = 'ا'.repeat(PATTERN_TEXT_MAX - 6);
    expect(insertTag(full, { start: 0, end: 0 }, 'code')).toBeNull();
    expect(insertTag(full, { start: 0, end: 0 }, 'ab')).not.toBeNull();
  });
});

describe('a stored message', () => {
  it('cuts into text and variables, only the known variables read as such', () => {
    expect(messageSegments('کد ورود %code%، ۲۰% تخفیف %brand%', '%', ['code', 'brand'])).toEqual([
      { kind: 'text', value: 'کد ورود ' },
      { kind: 'variable', name: 'code' },
      { kind: 'text', value: '، ۲۰% تخفیف ' },
      { kind: 'variable', name: 'brand' },
    ]);
    expect(messageSegments('بدون متغیر', '%', [])).toEqual([{ kind: 'text', value: 'بدون متغیر' }]);
  });
});
