// The declarations as a whole: every call once, each well formed, so the server can mount them all
// and the OpenAPI document describes each once.
import { describe, expect, it } from 'vitest';
import { type CallSpec, pathParamNames } from './call.ts';

const modules = import.meta.glob<Record<string, unknown>>('../*/*.calls.ts', { eager: true });
const isCall = (x: unknown): x is CallSpec =>
  typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'origin' in x;
const calls = Object.values(modules).flatMap((module) => Object.values(module).filter(isCall));

describe('the call declarations', () => {
  it('are found in every area', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10);
    expect(calls.length).toBeGreaterThan(50);
  });

  it('declare each method and path once (a /v2/api call is another path than its /v1/api namesake)', () => {
    const keys = calls.map((call) => `${call.method} /v${call.version ?? 1}/api/${call.path}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('write paths as the published API does: under /v1/api, no leading slash, lower case', () => {
    for (const call of calls) expect(call.path).toMatch(/^[a-z0-9_][a-z0-9_./{}-]*$/);
  });

  it('name each path parameter in braces as a whole segment, once', () => {
    const withParams = calls.filter((call) => call.path.includes('{'));
    expect(withParams.length).toBeGreaterThanOrEqual(10);
    for (const call of withParams) {
      for (const segment of call.path.split('/'))
        if (segment.includes('{') || segment.includes('}'))
          expect(segment, call.path).toMatch(/^\{[a-z_]+\}$/);
      const names = pathParamNames(call.path);
      expect(new Set(names).size, call.path).toBe(names.length);
    }
  });

  it('say where each call comes from: a page of the published docs, or why it was designed', () => {
    for (const call of calls) {
      if ('documented' in call.origin) expect(call.origin.documented).toMatch(/^docs\/[a-zA-Z0-9/_-]+\.md$/);
      else expect(call.origin.designed.length).toBeGreaterThan(10);
    }
  });

  it('answer either a list or data, never both; a GET takes no body', () => {
    for (const call of calls) {
      expect(Boolean(call.list && call.data), `${call.path}`).toBe(false);
      if (call.method === 'get') expect(call.body, `${call.path}`).toBeUndefined();
    }
  });

  it('give each call a title in Persian, the name the panel’s reference shows (no Latin letter in it)', () => {
    for (const call of calls) {
      expect(call.title, call.path).toMatch(/[\u0600-\u06FF]/);
      expect(call.title, call.path).not.toMatch(/[A-Za-z]/);
      expect(call.title.trim(), call.path).toBe(call.title);
    }
  });

  it('ask for no permission or plan feature on calls anyone may make', () => {
    for (const call of calls.filter((c) => c.auth === 'none')) {
      expect(call.permission, call.path).toBeUndefined();
      expect(call.feature, call.path).toBeUndefined();
    }
  });
});
