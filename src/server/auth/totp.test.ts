import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, totp } from './totp.ts';

const rfcKey = Buffer.from('12345678901234567890', 'ascii');

describe('HOTP, RFC 4226 appendix D', () => {
  const expected = [
    '755224',
    '287082',
    '359152',
    '969429',
    '338314',
    '254676',
    '287922',
    '162583',
    '399871',
    '520489',
  ];
  it.each(expected.map((code, counter) => [counter, code]))('counter %i gives %s', (counter, code) => {
    expect(hotp(rfcKey, counter)).toBe(code);
  });
});

describe('TOTP SHA1, RFC 6238 appendix B (8 digits)', () => {
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  it.each(vectors)('at %i s gives %s', (seconds, code) => {
    expect(totp(rfcKey, new Date(seconds * 1000), 8)).toBe(code);
  });
});

describe('matchTotp', () => {
  const secret = base32Encode(rfcKey);
  const at = new Date(1111111111 * 1000);
  const step = Math.floor(1111111111 / 30);
  it('round-trips base32', () => {
    expect(base32Decode(secret).toString('ascii')).toBe('12345678901234567890');
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
  it('accepts one step of drift either way and no more', () => {
    expect(matchTotp(secret, hotp(rfcKey, step), at)).toBe(step);
    expect(matchTotp(secret, hotp(rfcKey, step - 1), at)).toBe(step - 1);
    expect(matchTotp(secret, hotp(rfcKey, step + 1), at)).toBe(step + 1);
    expect(matchTotp(secret, hotp(rfcKey, step - 2), at)).toBeNull();
    expect(matchTotp(secret, hotp(rfcKey, step + 2), at)).toBeNull();
  });
});
