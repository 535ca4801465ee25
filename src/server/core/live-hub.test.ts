import { describe, expect, it } from 'vitest';
import { CLOSE_REVOKED, type LiveConnection, LiveHub } from './live-hub.ts';

function connection(userId: number, sessionId: number) {
  const sent: string[] = [];
  const closed: number[] = [];
  const conn: LiveConnection = {
    userId,
    sessionId,
    send: (text) => sent.push(text),
    close: (code) => closed.push(code),
  };
  return { conn, sent, closed };
}

describe('LiveHub', () => {
  it("delivers a user's events to all of that user's sockets and no one else's", () => {
    const hub = new LiveHub();
    const a1 = connection(1, 10);
    const a2 = connection(1, 11);
    const b = connection(2, 20);
    for (const c of [a1, a2, b]) hub.add(c.conn);
    hub.deliver({ kind: 'event', userId: 1, message: { event: 'credit', data: { credit: 5 } } });
    expect(a1.sent).toEqual(['{"event":"credit","data":{"credit":5}}']);
    expect(a2.sent).toEqual(a1.sent);
    expect(b.sent).toEqual([]);
  });

  it('closes only the sockets of revoked sessions and forgets them', () => {
    const hub = new LiveHub();
    const kept = connection(1, 10);
    const revoked = connection(1, 11);
    hub.add(kept.conn);
    hub.add(revoked.conn);
    hub.deliver({ kind: 'revoke', userId: 1, sessionIds: [11] });
    expect(revoked.closed).toEqual([CLOSE_REVOKED]);
    expect(kept.closed).toEqual([]);
    expect(hub.size).toBe(1);
    hub.remove(kept.conn);
    expect(hub.size).toBe(0);
  });
});
