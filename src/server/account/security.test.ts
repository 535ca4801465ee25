// The pure parts of the security screen's services: how a session's browser, device and place are
// named, and the QR image of the authenticator's URI.

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginAnswerSchema } from '../../domain/auth/auth.schema.ts';
import { browserOf, deviceOf, placeOf, qrSvg } from './security.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('a session’s device and browser', () => {
  it('names them in Persian from the user agent', () => {
    expect([deviceOf(IPHONE), browserOf(IPHONE)]).toEqual(['آیفون', 'سافاری']);
    expect([deviceOf(ANDROID_CHROME), browserOf(ANDROID_CHROME)]).toEqual(['گوشی اندروید', 'کروم']);
    expect([deviceOf(WINDOWS_EDGE), browserOf(WINDOWS_EDGE)]).toEqual(['رایانهٔ ویندوز', 'اج']);
    expect([deviceOf(LINUX_FIREFOX), browserOf(LINUX_FIREFOX)]).toEqual(['رایانهٔ لینوکس', 'فایرفاکس']);
  });

  it('says unknown when nothing is known', () => {
    expect([deviceOf(''), browserOf('')]).toEqual(['نامشخص', 'نامشخص']);
  });
});

describe('a session’s place', () => {
  it('is this machine or the local network when the address says so, otherwise unknown', () => {
    expect(placeOf('127.0.0.1')).toBe('همین رایانه');
    expect(placeOf('::1')).toBe('همین رایانه');
    expect(placeOf('192.168.1.20')).toBe('شبکهٔ داخلی');
    expect(placeOf('172.20.0.3')).toBe('شبکهٔ داخلی');
    expect(placeOf('172.32.0.3')).toBe('نامشخص');
    expect(placeOf('185.12.3.4')).toBe('نامشخص');
    expect(placeOf('')).toBe('نامشخص');
  });
});

describe('the QR image', () => {
  it('is an SVG of square modules with a quiet zone, larger for a longer text', () => {
    const short = qrSvg('otpauth://totp/Payamak:a?secret=ABC');
    const long = qrSvg(`otpauth://totp/Payamak:${'a'.repeat(60)}?secret=${'A'.repeat(32)}&issuer=Payamak`);
    const size = (svg: string) => Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // 35 bytes at medium correction need version 3 (29 modules), plus four on each side.
    expect(size(short)).toBe(37);
    expect(size(long)).toBeGreaterThan(size(short));
    expect(short).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><rect [^>]*\/><path d="(M\d+,\d+h1v1h-1z)+"/,
    );
  });
});

describe('a login step’s answer', () => {
  it('is six digits or a recovery code (any case, with or without its dash), nothing else', () => {
    const parse = (s: string) => v.safeParse(LoginAnswerSchema, s);
    expect(parse('۱۲۳۴۵۶').output).toBe('123456');
    expect(parse(' K7M2P-X9Q4T ').output).toBe('k7m2p-x9q4t');
    expect(parse('k7m2px9q4t').success).toBe(true);
    for (const wrong of ['12345', '1234567', 'k7m2p-x9q4', 'k7m2p-x9q41-', 'k7m0p-x9q4t', ''])
      expect(parse(wrong).success, wrong).toBe(false);
  });
});
