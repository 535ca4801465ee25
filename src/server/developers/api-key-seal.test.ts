import { describe, expect, it } from 'vitest';
import { newToken } from '../core/secrets.ts';
import { looksLikeApiKey, maskApiKey, newApiKey, openApiKey, sealApiKey } from './api-key-seal.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';

describe('API keys', () => {
  it('are never mistaken for session tokens', () => {
    const key = newApiKey();
    expect(looksLikeApiKey(key)).toBe(true);
    for (let i = 0; i < 200; i++) expect(looksLikeApiKey(newToken())).toBe(false);
    expect(looksLikeApiKey(`${key}x`)).toBe(false);
  });

  it('open with the secret they were sealed with, and with no other', () => {
    const key = newApiKey();
    const sealed = sealApiKey(SECRET, key);
    expect(sealed).not.toContain(key);
    expect(sealApiKey(SECRET, key)).not.toBe(sealed);
    expect(openApiKey(SECRET, sealed)).toBe(key);
    expect(openApiKey(`${SECRET}!`, sealed)).toBeNull();
    // A sealed key changed anywhere (here the first character of the sealed key itself) does not open.
    const [version, iv, tag, data = ''] = sealed.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(openApiKey(SECRET, [version, iv, tag, flipped].join('.'))).toBeNull();
    expect(openApiKey(SECRET, 'garbage')).toBeNull();
  });

  it('are masked to their first and last characters', () => {
    const key = newApiKey();
    const masked = maskApiKey(key);
    expect(masked.startsWith(key.slice(0, 7))).toBe(true);
    expect(masked.endsWith(key.slice(-4))).toBe(true);
    expect(masked).not.toContain(key.slice(7, -4));
  });
});
