import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../domain/core/messages.ts';
import { downloadCall } from '../../domain/files/files.calls.ts';
import { ApiError, callFile, NetworkError, onUnauthorized } from './api.ts';
import { removeToken, setToken } from './token.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToken('token-1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  onUnauthorized(() => {});
  removeToken();
});

describe('callFile, a download made like every other call', () => {
  it('sends the stored token and the query, and answers the file', async () => {
    fetchMock.mockResolvedValue(new Response('a,b\n'));
    const response = await callFile(downloadCall, { query: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toMatch(/\/download$/);
    expect(new URL(String(url)).searchParams.get('id')).toBe('7');
    expect(init?.headers).toMatchObject({ Authorization: 'token-1' });
    expect(await response.text()).toBe('a,b\n');
  });

  it('turns a refusal into the Persian text the API sent', async () => {
    const refusal = { data: null, meta: { message: 'فایل پیدا نشد' } };
    fetchMock.mockResolvedValue(Response.json(refusal, { status: 404 }));
    const failure = await callFile(downloadCall, { query: { id: 9 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('فایل پیدا نشد');
    expect((failure as ApiError).status).toBe(404);
  });

  it('ends the session that made it on a 401, as call() does', async () => {
    const ended = vi.fn();
    onUnauthorized(ended);
    fetchMock.mockResolvedValue(Response.json({ data: null, meta: { message: 'x' } }, { status: 401 }));
    await expect(callFile(downloadCall, { query: { id: 9 } })).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledOnce();
  });
});

describe('a call that does not reach the server', () => {
  it('fails in Persian, still a TypeError, instead of the browser’s English', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failure = await callFile(downloadCall, { query: { id: 7 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe(messages.unreachable);
  });

  it('leaves an abort as it is: the caller asked for it', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    fetchMock.mockRejectedValue(abort);
    expect(await callFile(downloadCall, { query: { id: 7 } }).catch((e: unknown) => e)).toBe(abort);
  });
});
