import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  hashPasswordsCheaplyInTests,
  newOtpCode,
  newToken,
  sha256,
  verifyPassword,
} from './secrets.ts';

describe('secrets', () => {
  it('hashes passwords with scrypt and a random salt, and verifies them', async () => {
    const first = await hashPassword('Payamak@1404');
    const second = await hashPassword('Payamak@1404');
    expect(first).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Payamak@1404', first)).toBe(true);
    expect(await verifyPassword('payamak@1404', first)).toBe(false);
    expect(await verifyPassword('Payamak@1404', 'plain-text')).toBe(false);
    // Four scrypt runs of ~0.2 s of CPU each: room for a machine busy with other lanes.
  }, 30_000);

  it('makes tokens of 256 random bits and hex SHA-256 digests', () => {
    const token = newToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('makes 6-digit codes, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newOtpCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('hashes cheaply only inside a test worker, and a hash made so still verifies, naming its cost', async () => {
    const vitest = process.env.VITEST;
    try {
      delete process.env.VITEST;
      expect(() => hashPasswordsCheaplyInTests()).toThrow(/tests only/);
      expect(await hashPassword('Payamak@1404')).toMatch(/^scrypt\$32768\$/);
    } finally {
      process.env.VITEST = vitest;
    }
    const strong = await hashPassword('Payamak@1404');
    hashPasswordsCheaplyInTests();
    const cheap = await hashPassword('Payamak@1404');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$3\$/);
    expect(await verifyPassword('Payamak@1404', cheap)).toBe(true);
    // One made at the deployed cost before still verifies at its own cost.
    expect(await verifyPassword('Payamak@1404', strong)).toBe(true);
    expect(await verifyPassword('Payamak@1405', strong)).toBe(false);
  }, 30_000);
});
