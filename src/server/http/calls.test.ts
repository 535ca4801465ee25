import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './calls.ts';

describe('fieldErrors', () => {
  it('groups messages by field path, without repeats; object-level issues go under _', () => {
    const schema = v.pipe(
      v.object({ a: v.pipe(v.string('متن'), v.minLength(3, 'کوتاه')), b: v.object({ c: v.number('عدد') }) }),
      v.check(() => false, 'کل'),
    );
    const result = v.safeParse(schema, { a: 'x', b: { c: 'y' } });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toEqual({ a: ['کوتاه'], 'b.c': ['عدد'] });
    const whole = v.safeParse(schema, { a: 'xxx', b: { c: 1 } });
    expect(fieldErrors(whole.issues ?? [])).toEqual({ _: ['کل'] });
  });
});
