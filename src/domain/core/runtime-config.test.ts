import { describe, expect, it } from 'vitest';
import { apiUrl, parseRuntimeConfig, socketUrl } from './runtime-config.ts';

describe('the runtime configuration', () => {
  it('reads the API base and socket URL, without trailing slashes', () => {
    expect(
      parseRuntimeConfig({ apiBase: 'https://api.example.ir/', socketUrl: 'wss://live.example.ir/v1/ws' }),
    ).toEqual({
      apiBase: 'https://api.example.ir',
      socketUrl: 'wss://live.example.ir/v1/ws',
    });
  });

  it('falls back to the panel origin for anything missing or malformed', () => {
    expect(parseRuntimeConfig(null)).toEqual({ apiBase: '', socketUrl: '' });
    expect(parseRuntimeConfig({ apiBase: 'javascript:alert(1)', socketUrl: 42 })).toEqual({
      apiBase: '',
      socketUrl: '',
    });
  });

  it('builds call and socket addresses from the configuration or the panel origin', () => {
    const none = { apiBase: '', socketUrl: '' };
    const remote = { apiBase: 'https://api.example.ir/sms', socketUrl: '' };
    expect(apiUrl(none, 'http://127.0.0.1:8080', 'acl/auth/login')).toBe(
      'http://127.0.0.1:8080/v1/api/acl/auth/login',
    );
    expect(apiUrl(remote, 'http://panel', 'send')).toBe('https://api.example.ir/sms/v1/api/send');
    expect(socketUrl(none, 'https://panel.example.ir', 'a b')).toBe(
      'wss://panel.example.ir/v1/ws?token=a%20b',
    );
    expect(socketUrl(remote, 'http://panel', 't')).toBe('wss://api.example.ir/sms/v1/ws?token=t');
    expect(socketUrl({ apiBase: '', socketUrl: 'ws://live:9000/ws' }, 'http://panel', 't')).toBe(
      'ws://live:9000/ws?token=t',
    );
  });
});
