// This process's memory of recently used sessions, so the token check of most requests reads no
// database. Bounded: past `max` entries the least recently used one is forgotten (a Map keeps
// insertion order; a hit moves its entry to the end). Entries are dropped when a session is revoked
// or its user's row changes (auth/sessions.ts listens for both on the bus).
import type { Auth } from './sessions.ts';

export type CachedSession = {
  auth: Auth;
  /** When the session was created (login), in ms since the epoch. */
  createdAt: number;
  /** The newest last-used time known to this process, in ms since the epoch. */
  lastUsedAt: number;
  /** When this entry was read from the database, in ms since the epoch (by the server's clock). */
  readAt: number;
};

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  constructor(readonly max: number) {
    if (!(max >= 1)) throw new Error('a session cache holds at least one entry');
  }

  get size() {
    return this.entries.size;
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (entry === undefined) return undefined;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    return entry;
  }

  set(tokenHash: string, entry: CachedSession) {
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, entry);
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  delete(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  /** Revocations name session ids; the cache is keyed by token hash, so this walks it (revocations are rare). */
  dropSessions(sessionIds: readonly number[]) {
    for (const [key, entry] of this.entries) {
      if (sessionIds.includes(entry.auth.sessionId)) this.entries.delete(key);
    }
  }

  dropUser(userId: number) {
    for (const [key, entry] of this.entries) {
      // A colleague's session carries its owner's row too: a change to either drops it.
      if (entry.auth.user.id === userId || entry.auth.account.id === userId) this.entries.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }
}
