import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type CallParams,
  type CallParamsInput,
  type CallSpec,
  defineCall,
  fillPath,
  pathParamNames,
  routerPath,
} from './call.ts';

const importCall = defineCall({
  method: 'post',
  path: 'phonebooks/{phonebook_id}/import',
  title: 'ورود از فایل',
  summary: 'import',
  origin: { designed: 'a call for these tests only' },
  tag: 'contacts',
  auth: 'any',
});

describe('a path with parameters', () => {
  it('names them in order', () => {
    expect(pathParamNames('phonebooks/{phonebook_id}/import')).toEqual(['phonebook_id']);
    expect(pathParamNames('a/{first}/b/{second_one}')).toEqual(['first', 'second_one']);
    expect(pathParamNames('acl/auth/login')).toEqual([]);
  });

  it('is filled with each value as one encoded segment', () => {
    expect(fillPath('phonebooks/{phonebook_id}/import', { phonebook_id: 12 })).toBe('phonebooks/12/import');
    expect(fillPath('patterns/{pattern_code}', { pattern_code: 'a/b c?' })).toBe('patterns/a%2Fb%20c%3F');
    expect(fillPath('acl/auth/login')).toBe('acl/auth/login');
  });

  it('refuses to go out with a parameter left unfilled', () => {
    expect(() => fillPath('patterns/{pattern_code}', {})).toThrow(TypeError);
  });

  it('is routed by Hono with the same names', () => {
    expect(routerPath('demo/payments/{payment_id}/approve')).toBe('demo/payments/:payment_id/approve');
    expect(routerPath('acl/auth/login')).toBe('acl/auth/login');
  });

  it('types the parameters from the declaration', () => {
    expectTypeOf<CallParams<typeof importCall>>().toEqualTypeOf<{ phonebook_id: string }>();
    expectTypeOf<CallParamsInput<typeof importCall>>().toEqualTypeOf<{ phonebook_id: string | number }>();
    // A call without parameters takes none.
    type Plain = CallSpec & { path: 'acl/auth/login' };
    expectTypeOf<keyof CallParams<Plain>>().toEqualTypeOf<never>();
  });
});
