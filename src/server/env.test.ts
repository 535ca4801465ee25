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
      PAYAMAK_MODE: 'demo',
      PAYAMAK_EMPTY: '1',
    });
    expect(env).toMatchObject({ PORT: 9000, DATA_DIR: '/tmp/x', PAYAMAK_EMPTY: true });
    expect(env.DATABASE_URL).toBe('postgres://u@127.0.0.1:5432/db');
  });

  it('is the demo on the embedded database and production with DATABASE_URL, unless told', () => {
    expect(parseEnv({}).PAYAMAK_MODE).toBe('demo');
    const production = {
      API_KEY_SECRET: 'k'.repeat(32),
      BANK_GATEWAY_URL: 'https://bank.example.ir/pg',
      IDENTITY_REGISTRY_URL: 'https://identity.example.ir/api',
      PUBLIC_URL: 'https://panel.example.ir/',
      SMS_GATEWAY_URL: 'https://sms.example.ir/api',
    };
    const env = parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', ...production });
    expect(env).toMatchObject({ PAYAMAK_MODE: 'production', PUBLIC_URL: 'https://panel.example.ir' });
    expect(parseEnv({ PAYAMAK_MODE: 'production', ...production }).PAYAMAK_MODE).toBe('production');
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db', PAYAMAK_MODE: 'demo' }).PAYAMAK_MODE).toBe('demo');
    expect(() => parseEnv({ PAYAMAK_MODE: 'staging' })).toThrow(/PAYAMAK_MODE must be demo or production/);
  });

  it('refuses to run production without the sealing secret, the bank, the public URL and the operator', () => {
    const refusal = (() => {
      try {
        parseEnv({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', API_KEY_SECRET: 'k'.repeat(32) });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refusal).toMatch(/BANK_GATEWAY_URL: required in production/);
    expect(refusal).toMatch(/IDENTITY_REGISTRY_URL: required in production/);
    expect(refusal).toMatch(/PUBLIC_URL: required in production/);
    expect(refusal).toMatch(/SMS_GATEWAY_URL: required in production/);
    expect(refusal).not.toMatch(/API_KEY_SECRET/);
    expect(() => parseEnv({ PAYAMAK_MODE: 'production' })).toThrow(/API_KEY_SECRET: required in production/);
  });

  it('refuses bad configuration with a readable message naming the variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT must be 0\.\.65535/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('reads how long sessions live: 30 days idle, 90 days in all, an impersonation 60 minutes', () => {
    expect(parseEnv({})).toMatchObject({
      SESSION_IDLE_DAYS: 30,
      SESSION_MAX_DAYS: 90,
      IMPERSONATION_MINUTES: 60,
    });
    expect(
      parseEnv({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '30', IMPERSONATION_MINUTES: '15' }),
    ).toMatchObject({ SESSION_IDLE_DAYS: 7, SESSION_MAX_DAYS: 30, IMPERSONATION_MINUTES: 15 });
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS must be at least 1/);
    expect(() => parseEnv({ IMPERSONATION_MINUTES: 'an hour' })).toThrow(/IMPERSONATION_MINUTES/);
  });

  it('reads how a stop drains: no drain unless told, 10 s for the requests under way', () => {
    expect(parseEnv({}).SHUTDOWN_DRAIN_MS).toBeUndefined();
    expect(parseEnv({}).SHUTDOWN_GRACE_MS).toBe(10_000);
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '2500' })).toMatchObject({
      SHUTDOWN_DRAIN_MS: 0,
      SHUTDOWN_GRACE_MS: 2500,
    });
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS must be at least 0/);
  });

  it('reads how soon the simulated pattern reviewer answers: 3 s unless told', () => {
    expect(parseEnv({}).PATTERN_REVIEW_DELAY_MS).toBe(3000);
    expect(parseEnv({ PATTERN_REVIEW_DELAY_MS: '800' }).PATTERN_REVIEW_DELAY_MS).toBe(800);
    expect(() => parseEnv({ PATTERN_REVIEW_DELAY_MS: 'soon' })).toThrow(/PATTERN_REVIEW_DELAY_MS/);
  });

  it('reads the bank gateway (the simulated one unless told) and how often payments are reconciled', () => {
    expect(parseEnv({}).BANK_GATEWAY_URL).toBeUndefined();
    expect(parseEnv({}).PAYMENT_RECONCILE_MS).toBe(60_000);
    expect(parseEnv({ BANK_GATEWAY_URL: 'https://bank.example.ir/pg/' }).BANK_GATEWAY_URL).toBe(
      'https://bank.example.ir/pg',
    );
    expect(() => parseEnv({ BANK_GATEWAY_URL: 'bank' })).toThrow(/BANK_GATEWAY_URL/);
    expect(() => parseEnv({ PAYMENT_RECONCILE_MS: '0' })).toThrow(/PAYMENT_RECONCILE_MS/);
  });

  it('reads how long a transfer waits for the simulated provider: 2 minutes unless told, 0 never', () => {
    expect(parseEnv({}).TRANSFER_AUTO_APPROVE_MS).toBe(120_000);
    expect(parseEnv({ TRANSFER_AUTO_APPROVE_MS: '0' }).TRANSFER_AUTO_APPROVE_MS).toBe(0);
    expect(() => parseEnv({ TRANSFER_AUTO_APPROVE_MS: 'later' })).toThrow(/TRANSFER_AUTO_APPROVE_MS/);
  });

  it('reads the panel runtime configuration, the CORS allow-list and the API-key secret', () => {
    const env = parseEnv({
      PANEL_API_BASE: 'https://api.example.ir/',
      PANEL_SOCKET_URL: 'wss://live.example.ir/v1/ws',
      CORS_ORIGINS: ' https://panel.example.ir/, http://127.0.0.1:8796 ',
      API_KEY_SECRET: 'x'.repeat(32),
    });
    expect(env.PANEL_API_BASE).toBe('https://api.example.ir');
    expect(env.PANEL_SOCKET_URL).toBe('wss://live.example.ir/v1/ws');
    expect(env.CORS_ORIGINS).toEqual(['https://panel.example.ir', 'http://127.0.0.1:8796']);
    expect(parseEnv({}).CORS_ORIGINS).toEqual([]);
    expect(() => parseEnv({ CORS_ORIGINS: 'panel.example.ir' })).toThrow(/CORS_ORIGINS/);
    expect(() => parseEnv({ PANEL_API_BASE: 'ftp://x' })).toThrow(/PANEL_API_BASE/);
    expect(() => parseEnv({ API_KEY_SECRET: 'short' })).toThrow(/API_KEY_SECRET/);
  });

  it('reads the trusted proxies: IPv4 and IPv6 addresses and CIDR blocks, none by default', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'proxy.example.ir' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('keeps the call budgets on unless turned off', () => {
    expect(parseEnv({}).CALL_BUDGETS).toBe('on');
    expect(parseEnv({ CALL_BUDGETS: 'off' }).CALL_BUDGETS).toBe('off');
    expect(() => parseEnv({ CALL_BUDGETS: 'no' })).toThrow(/CALL_BUDGETS/);
  });
});
