// API keys are stored two ways: their SHA-256 (to find the key a request presents) and sealed with
// AES-256-GCM under the server's API-key secret (so the owner can see the key again). The secret comes
// from API_KEY_SECRET; without it the first process makes a random one and keeps it in the settings
// table, where every process sharing the database finds the same one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';

/** Keys start with this, and are longer than session tokens: the two can never be mistaken. */
export const API_KEY_PREFIX = 'pk_';
const KEY_BYTES = 48;
const KEY_LENGTH = API_KEY_PREFIX.length + Math.ceil((KEY_BYTES * 4) / 3);

export const newApiKey = () => API_KEY_PREFIX + randomBytes(KEY_BYTES).toString('base64url');
export const looksLikeApiKey = (value: string) =>
  value.length === KEY_LENGTH && value.startsWith(API_KEY_PREFIX);

/** What the list shows: enough to tell keys apart, never enough to use one. */
export const maskApiKey = (key: string) =>
  `${key.slice(0, API_KEY_PREFIX.length + 4)}${'•'.repeat(8)}${key.slice(-4)}`;

const SETTING = 'api_key_secret';
const stored = new WeakMap<Queryable, Promise<string>>();

/** The configured secret, or the one kept in the database (made once, by whichever process is first). */
export function apiKeySecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = stored.get(db);
  if (!secret) {
    secret = (async () => {
      await db.query(
        `insert into settings (key, value) values ($1, to_jsonb($2::text)) on conflict (key) do nothing`,
        [SETTING, randomBytes(32).toString('base64url')],
      );
      const [row] = await db.query<{ value: string }>(
        `select value #>> '{}' as value from settings where key = $1`,
        [SETTING],
      );
      if (!row) throw new Error('the API-key secret could not be stored');
      return row.value;
    })();
    stored.set(db, secret);
    secret.catch(() => stored.delete(db));
  }
  return secret;
}

const cipherKey = (secret: string) => createHash('sha256').update(`api-key-seal:${secret}`).digest();

export function sealApiKey(secret: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey(secret), iv);
  const sealed = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The key, or null when it was sealed under another secret (the secret was changed). */
export function openApiKey(secret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * Seals `text` under the server's secret (configured, or kept in the database): what the server must
 * read again but a copy of the database must not reveal (authenticator and webhook secrets).
 */
export async function sealWithServerSecret(db: Queryable, configured: string | undefined, text: string) {
  return sealApiKey(await apiKeySecret(db, configured), text);
}

/** What sealWithServerSecret sealed, or null when it was sealed under another secret. */
export async function openWithServerSecret(
  db: Queryable,
  configured: string | undefined,
  sealed: string,
): Promise<string | null> {
  return openApiKey(await apiKeySecret(db, configured), sealed);
}
