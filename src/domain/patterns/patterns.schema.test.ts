import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../core/messages.ts';
import { patternRuleMessages } from './patterns.messages.ts';
import { PatternBodySchema, PatternListQuerySchema, patternMessages } from './patterns.schema.ts';

const issues = (input: unknown) => {
  const result = v.safeParse(PatternBodySchema, input);
  return result.success ? [] : result.issues.map((issue) => [v.getDotPath(issue), issue.message]);
};

describe('PatternBodySchema', () => {
  it('stores either form as %name% with the delimiter, and fills the documented defaults', () => {
    const out = v.parse(PatternBodySchema, {
      description: 'شرح',
      message: 'گلبرگ: {{ code }} و %name%\r\nپایان',
      variable: [{ name: 'code', type: 'number' }, { name: 'name' }],
    });
    expect(out).toEqual({
      title: null,
      description: 'شرح',
      is_share: false,
      message: 'گلبرگ: %code% و %name%\nپایان',
      delimiter: '%',
      website: null,
      variable: [
        { name: 'code', type: 'integer', len: 20 },
        { name: 'name', type: 'string', len: 20 },
      ],
    });
    expect(
      v.parse(PatternBodySchema, { message: 'بی‌متغیر', title: null, website: ' https://a.ir ' }),
    ).toMatchObject({
      title: null,
      website: 'https://a.ir',
      variable: [],
    });
  });

  it('refuses malformed names, types and lengths, and tags that are not the variables, in Persian', () => {
    expect(issues({ message: '%نام%', variable: [{ name: 'نام' }] })).toContainEqual([
      'variable.0.name',
      patternRuleMessages.patternVariableName,
    ]);
    expect(issues({ message: '%code%', variable: [{ name: 'code', type: 'bool' }] })).toEqual([
      ['variable.0.type', patternRuleMessages.patternVariableType],
    ]);
    expect(issues({ message: '%code%', variable: [{ name: 'code', len: 1.5 }] })).toEqual([
      ['variable.0.len', patternRuleMessages.patternVariableLength],
    ]);
    expect(issues({ message: '%code% %x%', variable: [{ name: 'code' }] })).toEqual([
      ['message', patternRuleMessages.patternTagsMismatch],
    ]);
    expect(issues({ message: '%code%', variable: [{ name: 'code' }, { name: 'code' }] })).toEqual([
      ['variable', patternRuleMessages.patternVariableDuplicate],
    ]);
    expect(issues({})).toEqual([['message', messages.textRequired]]);
    expect(issues({ message: 'ب'.repeat(2701) })).toEqual([
      ['message', patternRuleMessages.patternTextTooLong],
    ]);
    expect(
      issues({ message: 'متن', variable: Array.from({ length: 21 }, (_, i) => ({ name: `name${i}` })) }),
    ).toContainEqual(['variable', patternMessages.variablesMax]);
  });
});

describe('PatternListQuerySchema', () => {
  it('reads the documented filters and paging', () => {
    expect(
      v.parse(PatternListQuerySchema, {
        'filter[is_share]': '1',
        'filter[state]': 'edited',
        'filter[type]': 'systemic',
        per_page: '۲۰',
      }),
    ).toEqual({
      'filter[is_share]': true,
      'filter[state]': 'edited',
      'filter[type]': 'systemic',
      page: 1,
      per_page: 20,
    });
    expect(v.parse(PatternListQuerySchema, { 'filter[is_share]': 'false' })['filter[is_share]']).toBe(false);
    expect(v.safeParse(PatternListQuerySchema, { per_page: '101' }).success).toBe(false);
    expect(v.safeParse(PatternListQuerySchema, { 'filter[state]': 'done' }).issues?.[0]?.message).toBe(
      patternMessages.invalidStateFilter,
    );
  });
});
