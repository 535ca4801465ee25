import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiCallListQuerySchema, apiCallMessages, callIdOf } from './api-calls.schema.ts';

describe('the API-call log query', () => {
  it('takes filters in any digit script and pages', () => {
    const q = v.parse(ApiCallListQuerySchema, {
      key_id: '۱۲',
      status: '4xx',
      path: '  /send ',
      request_id: '',
      from_date: '۱۰۰',
      to_date: '200',
      page: '2',
    });
    expect(q).toEqual({
      key_id: 12,
      status: '4xx',
      path: '/send',
      request_id: undefined,
      from_date: 100,
      to_date: 200,
      page: 2,
      per_page: 20,
    });
  });

  it('refuses a status class, dates out of order and a filter too long, in Persian', () => {
    const issues = (input: Record<string, string>) =>
      v.safeParse(ApiCallListQuerySchema, input).issues?.map((i) => i.message) ?? [];
    expect(issues({ status: '3xx' })).toContain(apiCallMessages.invalidStatus);
    expect(issues({ from_date: '300', to_date: '200' })).toContain(apiCallMessages.dateOrder);
    expect(issues({ path: 'x'.repeat(201) })).toContain(apiCallMessages.tooLong);
    expect(issues({ from_date: 'yesterday' })).toContain(apiCallMessages.invalidDate);
  });

  it('reads a call id from the path, or none', () => {
    expect(callIdOf('۴۲')).toBe(42);
    expect(callIdOf('x')).toBeNull();
  });
});
