import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';

const recorder = () => {
  const writes: string[] = [];
  return { writes, sink: { write: (text: string) => writes.push(text) } };
};
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('createLogger', () => {
  it('writes the info lines of one turn of the event loop in one write, one JSON object a line', async () => {
    const out = recorder();
    const log = createLogger('info', out.sink, recorder().sink);
    log.info('request', { path: '/a', status: 200 });
    log.info('request', { path: '/b', status: 401 });
    expect(out.writes).toEqual([]);
    await nextTurn();
    expect(out.writes).toHaveLength(1);
    const lines = (out.writes[0] ?? '')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toMatchObject([
      { level: 'info', event: 'request', path: '/a', status: 200 },
      { level: 'info', event: 'request', path: '/b', status: 401 },
    ]);
    expect(Number.isNaN(Date.parse(lines[0].time))).toBe(false);
  });

  it('writes an error at once, after the info lines that were waiting', () => {
    const out = recorder();
    const err = recorder();
    const log = createLogger('info', out.sink, err.sink);
    log.info('request', { path: '/a' });
    log.error('unhandled', { message: 'boom' });
    expect(out.writes.join('')).toContain('"path":"/a"');
    expect(JSON.parse(err.writes[0] ?? '')).toMatchObject({
      level: 'error',
      event: 'unhandled',
      message: 'boom',
    });
  });

  it('honours the level', async () => {
    const out = recorder();
    const err = recorder();
    createLogger('error', out.sink, err.sink).info('request');
    createLogger('silent', out.sink, err.sink).error('unhandled');
    await nextTurn();
    expect(out.writes).toEqual([]);
    expect(err.writes).toEqual([]);
  });
});
