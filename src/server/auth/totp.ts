// HOTP (RFC 4226) and TOTP (RFC 6238) with HMAC-SHA1, 30-second steps and 6 digits.
import { createHmac, randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
/** One step of drift either way (RFC 6238 section 5.2). */
export const TOTP_DRIFT_STEPS = 1;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').replace(/\s/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function hotp(key: Uint8Array, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

export function totp(key: Uint8Array, at: Date, digits = 6): string {
  return hotp(key, totpStep(at), digits);
}

/**
 * The step a code matches within the drift window, or null. The caller refuses a step at or
 * before the last one used, so a code cannot be replayed.
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** 160 random bits, the key size RFC 4226 recommends. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

export function otpauthUrl(secret: string, username: string): string {
  const label = encodeURIComponent(`Payamak:${username}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=Payamak&algorithm=SHA1&digits=6&period=30`;
}
