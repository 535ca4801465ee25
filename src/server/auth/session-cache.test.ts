import { describe, expect, it } from 'vitest';
import { type CachedSession, SessionCache } from './session-cache.ts';
import type { SessionUser } from './sessions.ts';

const entry = (sessionId: number, userId: number): CachedSession => ({
  auth: {
    sessionId,
    impersonated: false,
    user: { id: userId } as SessionUser,
    account: { id: userId } as SessionUser,
    permissions: 'all',
  },
  createdAt: 0,
  lastUsedAt: 0,
  readAt: 0,
});

describe('SessionCache', () => {
  it('gives back what it holds, by token hash', () => {
    const cache = new SessionCache(10);
    cache.set('a', entry(1, 7));
    expect(cache.get('a')?.auth.sessionId).toBe(1);
    expect(cache.get('b')).toBeUndefined();
  });

  it('holds at most max entries, forgetting the least recently used', () => {
    const cache = new SessionCache(3);
    cache.set('a', entry(1, 7));
    cache.set('b', entry(2, 7));
    cache.set('c', entry(3, 7));
    cache.get('a'); // a is now the most recently used; b the least
    cache.set('d', entry(4, 8));
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
  });

  it('setting a held key again replaces it without growing', () => {
    const cache = new SessionCache(2);
    cache.set('a', entry(1, 7));
    cache.set('a', entry(9, 7));
    expect(cache.size).toBe(1);
    expect(cache.get('a')?.auth.sessionId).toBe(9);
  });

  it('drops revoked sessions by id, and every session of a changed user', () => {
    const cache = new SessionCache(10);
    cache.set('a', entry(1, 7));
    cache.set('b', entry(2, 7));
    cache.set('c', entry(3, 8));
    cache.set('d', entry(4, 9));
    cache.dropSessions([2, 4]);
    expect([...['a', 'b', 'c', 'd']].map((k) => cache.get(k) !== undefined)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    cache.dropUser(7);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('refuses a size below one', () => {
    expect(() => new SessionCache(0)).toThrow();
  });
});
