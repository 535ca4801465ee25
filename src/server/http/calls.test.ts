import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors, timeOrderedId } from './calls.ts';

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

describe('timeOrderedId', () => {
  it('is a version-7 UUID whose first 48 bits are the time, so later ids sort after earlier ones', () => {
    const at = Date.UTC(2026, 10, 27, 10, 15, 30, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(at);
    expect(timeOrderedId(at + 1) > id).toBe(true);
    expect(timeOrderedId(at)).not.toBe(id);
  });
});
