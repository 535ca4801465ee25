import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { adoptPersianValidationMessages } from './validation-messages.ts';

const PERSIAN_ONLY = /^[\u0600-\u06FF\u200c\s.،؛:!؟()«»\d۰-۹]+$/;

describe('Persian validation messages', () => {
  adoptPersianValidationMessages();
  const schema = v.object({
    name: v.string(),
    count: v.number(),
    tags: v.array(v.string()),
    kind: v.picklist(['a']),
  });

  it('says a missing field is required, in Persian', () => {
    const result = v.safeParse(schema, {});
    expect(result.success).toBe(false);
    for (const issue of result.issues ?? []) expect(issue.message).toBe(messages.required);
  });

  it('says a value of the wrong kind is invalid, in Persian, whatever the check', () => {
    const result = v.safeParse(schema, { name: 1, count: 'x', tags: [2], kind: 'b' });
    expect(result.success).toBe(false);
    expect(result.issues?.length).toBe(4);
    for (const issue of result.issues ?? []) {
      expect(issue.message).toBe(messages.invalidValue);
      expect(issue.message).toMatch(PERSIAN_ONLY);
    }
  });

  it("leaves a rule's own message as it is", () => {
    const result = v.safeParse(v.pipe(v.string(), v.minLength(3, 'کوتاه است')), 'ab');
    expect(result.issues?.[0]?.message).toBe('کوتاه است');
  });
});
