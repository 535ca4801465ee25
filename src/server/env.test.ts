import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the documented defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PAYAMAK_EMPTY).toBe(false);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and the empty switch', () => {
    const env = parseEnv({
      PORT: '9000',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      PAYAMAK_EMPTY: '1',
    });
    expect(env).toMatchObject({ PORT: 9000, DATA_DIR: '/tmp/x', PAYAMAK_EMPTY: true });
    expect(env.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('refuses bad configuration with a readable message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT must be 0\.\.65535/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
