// Passwords (scrypt from node:crypto), bearer tokens (256 random bits, only their SHA-256 is stored)
// and one-time codes (6 digits from the system's cryptographic generator).
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// One of OWASP's scrypt settings: N=2^15, r=8, p=3 (32 MiB per hash, so concurrent logins stay small).
let PARAMS = { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * The API tests' servers run in their vitest worker and register and log in hundreds of accounts: at
 * 0.2 s of CPU a hash, scrypt was a third of that lane. There they hash at N=2^10; a stored hash names
 * its own cost, so verifying is unchanged. Refused outside a vitest worker: no deployment reaches it
 * (it is no option, variable or route).
 */
export function hashPasswordsCheaplyInTests(): void {
  if (!process.env.VITEST) throw new Error('cheap password hashing is for the tests only');
  PARAMS = { ...PARAMS, N: 2 ** 10 };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFC'), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password.normalize('NFC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

/** A bearer token: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A 6-digit one-time code, leading zeros kept. */
export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const newId = () => randomBytes(16).toString('base64url');
