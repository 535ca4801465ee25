import { describe, expect, it } from 'vitest';
import { shapeMismatches } from './shape.ts';

describe('shapeMismatches', () => {
  const shape = {
    token: 'string',
    method: 'string',
    user: { id: 'integer', tags: { array: 'string' } },
  } as const;

  it('accepts an answer with the documented fields, and more', () => {
    const value = { token: 'a', method: 'login', extra: 1, user: { id: 3, tags: ['x'], more: true } };
    expect(shapeMismatches(value, shape)).toEqual([]);
  });

  it('names a renamed, moved or retyped field', () => {
    expect(shapeMismatches({ tokn: 'a', method: 'login', user: { id: 3, tags: [] } }, shape)).toEqual([
      '$.token: missing',
    ]);
    expect(shapeMismatches({ method: 'login', user: { id: 3, tags: [], token: 'a' } }, shape)).toEqual([
      '$.token: missing',
    ]);
    expect(shapeMismatches({ token: 'a', method: 'login', user: { id: '3', tags: [1] } }, shape)).toEqual([
      '$.user.id: expected an integer, got "3"',
      '$.user.tags[0]: expected string, got 1',
    ]);
  });

  it('allows an optional field to be absent and checks it when present', () => {
    const optional = { a: { optional: 'number' } } as const;
    expect(shapeMismatches({}, optional)).toEqual([]);
    expect(shapeMismatches({ a: 'x' }, optional)).toEqual(['$.a: expected number, got "x"']);
  });

  it('takes any of several forms', () => {
    const either = { oneOf: ['null', { id: 'integer' }] } as const;
    expect(shapeMismatches(null, either)).toEqual([]);
    expect(shapeMismatches({ id: 1 }, either)).toEqual([]);
    expect(shapeMismatches({ id: 'x' }, either)).toHaveLength(1);
  });
});
