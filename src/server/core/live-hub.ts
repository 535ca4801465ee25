// This process's open sockets, by user. Notices from the bus (every process's NOTIFY) are delivered
// here: events to the user's sockets, revocations close the sockets of those sessions.
import type { BusNotice, LiveMessage } from './events.ts';

export type LiveConnection = {
  userId: number;
  sessionId: number;
  send(text: string): void;
  close(code: number, reason: string): void;
};

/** Closed because the token was revoked (logout, password change): do not reconnect with it. */
export const CLOSE_REVOKED = 4001;

export class LiveHub {
  private readonly byUser = new Map<number, Set<LiveConnection>>();

  add(connection: LiveConnection) {
    const set = this.byUser.get(connection.userId) ?? new Set();
    set.add(connection);
    this.byUser.set(connection.userId, set);
  }

  remove(connection: LiveConnection) {
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) this.byUser.delete(connection.userId);
  }

  /** The user's sockets open in this process. */
  countOf(userId: number) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get size() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  deliver(notice: BusNotice) {
    if (notice.kind === 'event') {
      const set = this.byUser.get(notice.userId);
      if (!set) return;
      const text = JSON.stringify(notice.message satisfies LiveMessage);
      for (const connection of set) connection.send(text);
      return;
    }
    if (notice.kind !== 'revoke') return;
    // Sockets are kept by account, and a revocation names the person whose sessions ended (a colleague
    // of that account, or its owner): its sessions are looked for among every account's (they are rare).
    for (const set of [...this.byUser.values()])
      for (const connection of [...set]) {
        if (!notice.sessionIds.includes(connection.sessionId)) continue;
        connection.close(CLOSE_REVOKED, 'token revoked');
        this.remove(connection);
      }
  }

  closeAll() {
    for (const set of this.byUser.values())
      for (const connection of set) connection.close(1001, 'server stopping');
    this.byUser.clear();
  }
}
