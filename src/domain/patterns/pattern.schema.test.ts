import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PATTERN_VARIABLE_LENGTH, PATTERN_TEXT_MAX } from '../core/limits.ts';
import { messages } from '../core/messages.ts';
import { PatternSchema, PatternVariableSchema, patternSchemaFor } from './pattern.schema.ts';
import { patternRuleMessages } from './patterns.messages.ts';

const pattern = {
  title: 'ورود',
  text: 'پیامک نمونه\nکد ورود شما: {{code}}',
  variables: [{ name: 'code', type: 'integer', length: 6 }],
};
const nested = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

describe('PatternVariableSchema', () => {
  it(`defaults to a string of length ${DEFAULT_PATTERN_VARIABLE_LENGTH}`, () => {
    expect(v.parse(PatternVariableSchema, { name: 'name' })).toEqual({
      name: 'name',
      type: 'string',
      length: DEFAULT_PATTERN_VARIABLE_LENGTH,
    });
  });

  it.each(['first name', 'نام', '1code', ''])('refuses the name %j', (name) => {
    expect(v.safeParse(PatternVariableSchema, { name }).issues?.[0]?.message).toBe(
      patternRuleMessages.patternVariableName,
    );
  });

  it('refuses a length below 1 or not whole, and an unknown type', () => {
    expect(v.safeParse(PatternVariableSchema, { name: 'a', length: 0 }).success).toBe(false);
    expect(v.safeParse(PatternVariableSchema, { name: 'a', length: 2.5 }).success).toBe(false);
    expect(v.safeParse(PatternVariableSchema, { name: 'a', type: 'money' }).success).toBe(false);
  });
});

describe('PatternSchema', () => {
  it('takes a pattern whose tags are its variables, shared off by default', () => {
    expect(v.parse(PatternSchema, pattern)).toMatchObject({ shared: false, variables: [{ name: 'code' }] });
  });

  it('counts CRLF as one line break and caps the text at 2700 characters', () => {
    expect(v.parse(PatternSchema, { ...pattern, text: 'a\r\n{{code}}' }).text).toBe('a\n{{code}}');
    const atCap = `{{code}}${'x'.repeat(PATTERN_TEXT_MAX - 8)}`;
    expect(v.safeParse(PatternSchema, { ...pattern, text: atCap }).success).toBe(true);
    expect(nested(PatternSchema, { ...pattern, text: `${atCap}x` })).toEqual({
      text: [patternRuleMessages.patternTextTooLong],
    });
  });

  it('requires a text', () => {
    expect(nested(PatternSchema, { ...pattern, text: '  ', variables: [] })).toEqual({
      text: [messages.textRequired],
    });
  });

  it('flags a tag without a variable, and a variable without a tag', () => {
    expect(nested(PatternSchema, { ...pattern, text: '{{code}} {{name}}' })).toEqual({
      text: [patternRuleMessages.patternTagsMismatch],
    });
    expect(
      nested(PatternSchema, { ...pattern, variables: [...pattern.variables, { name: 'name' }] }),
    ).toEqual({
      text: [patternRuleMessages.patternTagsMismatch],
    });
  });

  it('flags duplicate variable names', () => {
    const variables = [{ name: 'code' }, { name: 'code' }];
    expect(nested(PatternSchema, { ...pattern, variables })).toEqual({
      variables: [patternRuleMessages.patternVariableDuplicate],
    });
  });

  it('refuses a link that holds a variable', () => {
    const text = 'پیگیری: https://example.ir/t/{{code}}';
    expect(nested(PatternSchema, { ...pattern, text })).toEqual({
      text: [patternRuleMessages.patternLinkRule],
    });
    expect(v.safeParse(PatternSchema, { ...pattern, text: 'https://example.ir {{code}}' }).success).toBe(
      true,
    );
  });

  it('wants the company name in the text when it is known', () => {
    expect(nested(patternSchemaFor('نمونه'), pattern)).toEqual({});
    expect(nested(patternSchemaFor('پیامک‌رسان'), pattern)).toEqual({
      text: [patternRuleMessages.patternCompanyName],
    });
    expect(nested(patternSchemaFor('  '), pattern)).toEqual({});
  });
});
