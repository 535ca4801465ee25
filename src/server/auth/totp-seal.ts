// An account's authenticator secrets (the active one and one waiting for its first code) are stored
// sealed with AES-256-GCM under the same secret as API keys. A secret stored before sealing (plain
// base32, which never contains a dot) is still read, and sealed in place the first time it is read.
import { openWithServerSecret, sealWithServerSecret } from '../developers/api-key-seal.ts';
import type { ServerDeps } from '../http/context.ts';

export type SealDeps = Pick<ServerDeps, 'db' | 'apiKeySecret'>;
type Column = 'totp_secret' | 'totp_pending_secret';

const isSealed = (stored: string) => stored.startsWith('v1.');

export async function sealTotpSecret(deps: SealDeps, secret: string): Promise<string> {
  return sealWithServerSecret(deps.db, deps.apiKeySecret, secret);
}

/** The secret in base32, or null when there is none (or it was sealed under another secret). */
export async function openTotpSecret(
  deps: SealDeps,
  userId: number,
  column: Column,
  stored: string | null,
): Promise<string | null> {
  if (!stored) return null;
  if (isSealed(stored)) return openWithServerSecret(deps.db, deps.apiKeySecret, stored);
  await deps.db.query(`update users set ${column} = $1 where id = $2 and ${column} = $3`, [
    await sealTotpSecret(deps, stored),
    userId,
    stored,
  ]);
  return stored;
}
