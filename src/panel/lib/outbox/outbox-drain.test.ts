// The outbox's sender against a stand-in server (fetch is the network, not the thing tested): it sends in
// the order made, once each, with the entry's key and revision; stops when the network or the session is
// gone and keeps the rest; holds a thing's later writes behind one in conflict or refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainOutbox } from './outbox-drain.ts';
import { clearOutbox, type OutboxEntry, readEntries, writeAuth, writeEntry } from './outbox-store.ts';

type Seen = { url: string; method: string; key: string | null; ifMatch: string | null; body: unknown };
let seen: Seen[];
let answer: (url: string) => Response | Promise<Response>;

const json = (status: number, meta: Record<string, unknown> = {}, data: unknown = null) =>
  new Response(JSON.stringify({ data, meta: { status: status < 300, ...meta } }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let seq = 0;
function entry(url: string, more: Partial<OutboxEntry> = {}): OutboxEntry {
  seq += 1;
  return {
    id: `key-${seq}`,
    seq,
    kind: 'contact.add',
    method: 'POST',
    url: `https://api.test/${url}`,
    body: { n: seq },
    owner: 'sara',
    label: url,
    detail: {},
    state: 'waiting',
    createdAt: seq,
    ...more,
  };
}

beforeEach(async () => {
  await clearOutbox();
  await writeAuth({ token: 'token-1', owner: 'sara' });
  seen = [];
  answer = () => json(200);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    seen.push({
      url,
      method: String(init.method),
      key: headers['Idempotency-Key'] ?? null,
      ifMatch: headers['If-Match'] ?? null,
      body: JSON.parse(String(init.body)),
    });
    return answer(url);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const paths = () => seen.map((s) => s.url.replace('https://api.test/', ''));

describe('drainOutbox', () => {
  it('sends every entry in the order made, with its key and revision, and empties the outbox', async () => {
    // Written out of order: the order made (seq) is what counts.
    const second = entry('b', { ifMatch: 'rev-7' });
    const first = entry('a');
    first.seq = 0;
    await writeEntry(second);
    await writeEntry(first);
    const sent: string[] = [];
    expect(await drainOutbox((e) => sent.push(e.id))).toBe('done');
    expect(paths()).toEqual(['a', 'b']);
    expect(seen.map((s) => [s.key, s.ifMatch])).toEqual([
      [first.id, null],
      [second.id, 'rev-7'],
    ]);
    expect(sent).toEqual([first.id, second.id]);
    expect(await readEntries()).toEqual([]);
    // A second drain sends nothing again.
    await drainOutbox();
    expect(seen).toHaveLength(2);
  });

  it('stops where the network fails and keeps that entry and the rest for later', async () => {
    await writeEntry(entry('a'));
    await writeEntry(entry('b'));
    await writeEntry(entry('c'));
    answer = (url) => {
      if (url.endsWith('/b')) throw new TypeError('Failed to fetch');
      return json(200);
    };
    expect(await drainOutbox()).toBe('offline');
    expect((await readEntries()).map((e) => e.label)).toEqual(['b', 'c']);
  });

  it('keeps everything when the session ran out, and when the server is busy', async () => {
    await writeEntry(entry('a'));
    answer = () => json(401, { message_code: '401-2' });
    expect(await drainOutbox()).toBe('signed-out');
    answer = () => json(503);
    expect(await drainOutbox()).toBe('later');
    answer = () => json(409, { message_code: '409-1', message: 'هنوز در حال انجام' });
    expect(await drainOutbox()).toBe('later');
    expect((await readEntries()).map((e) => [e.label, e.state])).toEqual([['a', 'waiting']]);
  });

  it('marks a conflict and a refusal with the server’s words, and holds that thing’s later writes behind them', async () => {
    await writeEntry(entry('draft-edit', { target: 'draft 1', kind: 'draft.edit' }));
    await writeEntry(entry('draft-edit-again', { target: 'draft 1', kind: 'draft.edit' }));
    await writeEntry(entry('contact-add'));
    await writeEntry(entry('bad-reply', { target: 'ticket 4' }));
    await writeEntry(entry('reply-after', { target: 'ticket 4' }));
    answer = (url) => {
      if (url.endsWith('/draft-edit')) return json(409, { message_code: '409-2', message: 'تغییر کرده است' });
      if (url.endsWith('/bad-reply'))
        return json(422, { message_code: '400-2', message: 'متن پاسخ خالی است' });
      return json(200);
    };
    expect(await drainOutbox()).toBe('done');
    expect(paths()).toEqual(['draft-edit', 'contact-add', 'bad-reply']);
    expect((await readEntries()).map((e) => [e.label, e.state, e.problem])).toEqual([
      ['draft-edit', 'conflict', 'تغییر کرده است'],
      ['draft-edit-again', 'waiting', undefined],
      ['bad-reply', 'refused', 'متن پاسخ خالی است'],
      ['reply-after', 'waiting', undefined],
    ]);
  });

  it('never sends another person’s writes, nor any without a session', async () => {
    await writeEntry(entry('theirs', { owner: 'ali' }));
    await writeEntry(entry('mine'));
    await drainOutbox();
    expect(paths()).toEqual(['mine']);
    expect(seen[0]?.body).toEqual({ n: seq });
    await clearOutbox();
    await writeEntry(entry('orphan'));
    expect(await drainOutbox()).toBe('signed-out');
    expect(seen).toHaveLength(1);
  });
});
