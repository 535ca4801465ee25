import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionUpdateCall } from '../../domain/contacts/contacts.calls.ts';
import { contactImportSampleCall } from '../../domain/contacts/contacts-files.calls.ts';
import { patternShowCall } from '../../domain/patterns/patterns.calls.ts';
import { call, callUrl } from './api.ts';

const answered = () =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ data: null, meta: {} }), { status: 200 }));

afterEach(() => vi.unstubAllGlobals());

describe('a call with path parameters', () => {
  it('goes to its declared path with each parameter filled in and encoded', async () => {
    const fetcher = answered();
    vi.stubGlobal('fetch', fetcher);
    await call(patternShowCall, { params: { pattern_code: 'ab/12 x' } });
    await call(optionUpdateCall, { params: { option_id: 7 }, body: { enabled: false } });
    const urls = fetcher.mock.calls.map(([url]) => new URL(String(url)));
    expect(urls.map((url) => url.pathname)).toEqual([
      '/v1/api/patterns/ab%2F12%20x',
      '/v1/api/phonebooks/options/7',
    ]);
    expect(fetcher.mock.calls[1]?.[1]?.method).toBe('PUT');
  });

  it('gives a download its address the same way', () => {
    expect(new URL(callUrl(contactImportSampleCall, { phonebook_id: 3 })).pathname).toBe(
      '/v1/api/phonebooks/3/import/get-sample',
    );
  });

  it('is refused by the compiler without them', () => {
    const typeOnly = () => {
      // @ts-expect-error the pattern's code is missing
      void call(patternShowCall);
      // @ts-expect-error a parameter the path does not name
      void call(patternShowCall, { params: { code: 'x' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
