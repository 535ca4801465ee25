// A provider's day, compressed: two server processes (src/server/serve.ts, workers on) on one PostgreSQL,
// and at once, each at its own rate: logins, OTPs by pattern through API keys (asked at 1,000/s), quick
// sends of 10 recipients, one file send of 50,000, report lists, inbox polling, and 80 live sockets held
// open. Requests go to the two processes in turn. Prints, per call: asked and answered rate, p50 and
// p99, and what was not a 200; then the send queue (recipients not yet handed to the operator) at the
// end and 20 s later, to show it drains rather than grows. Asserts nothing about time.
// BENCH_SECONDS sets the measured time (30 s by default). Open model: each stream starts its requests
// on its own clock, whatever the answers; at most 256 of a stream wait at once (beyond that, counted as
// dropped: the server did not keep up).
import pg from 'pg';
import WebSocket from 'ws';
import { MAX_SOCKETS_PER_USER } from '../../src/server/http/live.routes.ts';
import {
  type Answer,
  call,
  cleanups,
  percentile,
  readyAccount,
  runCleanups,
  startServerProcess,
  throwawayPostgres,
} from './bench-server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const USERS = 8;
// As many as the accounts may hold: 10 a user on a process (MAX_SOCKETS_PER_USER), each user's on one.
const SOCKETS = USERS * MAX_SOCKETS_PER_USER;
const IN_FLIGHT = 256;

type Stream = {
  name: string;
  perSecond: number;
  request: (url: string, user: number) => Promise<Answer>;
};

type Tally = {
  latencies: number[];
  statuses: Map<number, number>;
  dropped: number;
  failed: number;
  first: string;
};

/** Sends `stream` at its rate for `seconds`, across the processes in turn, users in turn. */
async function drive(stream: Stream, urls: string[], seconds: number): Promise<Tally> {
  const tally: Tally = { latencies: [], statuses: new Map(), dropped: 0, failed: 0, first: '' };
  const gap = 1000 / stream.perSecond;
  const started = performance.now();
  const until = started + seconds * 1000;
  const waiting = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const due = started + n * gap;
    if (due >= until) break;
    const now = performance.now();
    if (due > now) await new Promise((resolve) => setTimeout(resolve, due - now));
    if (waiting.size >= IN_FLIGHT) {
      tally.dropped++;
      continue;
    }
    const sent = performance.now();
    const one = stream
      .request(urls[n % urls.length] as string, n % USERS)
      .then(
        (answer) => {
          tally.latencies.push(performance.now() - sent);
          tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
          if (answer.status !== 200 && !tally.first)
            tally.first = `${answer.status} ${answer.body.meta?.message}`;
        },
        (error: Error) => {
          tally.failed++;
          if (!tally.first) tally.first = error.message;
        },
      )
      .finally(() => waiting.delete(one));
    waiting.add(one);
  }
  await Promise.all(waiting);
  tally.latencies.sort((a, b) => a - b);
  return tally;
}

try {
  const pgDb = await throwawayPostgres();
  if (pgDb) {
    const env = { DATABASE_URL: pgDb.url, PAYAMAK_MODE: 'demo', LOG_LEVEL: 'error' };
    const urls = [await startServerProcess(env), await startServerProcess(env)];
    const db = new pg.Client({ connectionString: pgDb.url });
    await db.connect();
    cleanups.push(async () => {
      await db.end();
    });
    const users: Awaited<ReturnType<typeof readyAccount>>[] = [];
    for (let i = 0; i < USERS; i++)
      users.push(await readyAccount(urls[i % 2] as string, db, `load${i}`, `0912123${String(4000 + i)}`));
    const first = users[0] as (typeof users)[number];
    // Something in each user's inbox and reports to read.
    for (const user of users)
      await call(
        urls[0] as string,
        'POST',
        '/send',
        {
          sending_type: 'webservice',
          from_number: user.from,
          message: 'جشنواره پاییزه فروشگاه گلبرگ',
          params: { recipients: ['09121230001', '09351230002'] },
        },
        user.key,
      );
    const userOf = (n: number) => users[n] as (typeof users)[number];
    const streams: Stream[] = [
      {
        name: 'login',
        perSecond: 4,
        request: (url, n) =>
          call(url, 'POST', '/acl/auth/login', { username: `load${n}`, password: userOf(n).password }),
      },
      {
        name: 'OTP by pattern (API key)',
        perSecond: 1000,
        request: (url, n) =>
          call(
            url,
            'POST',
            '/send',
            {
              sending_type: 'pattern',
              from_number: userOf(n).from,
              code: `load${n}-otp`,
              recipients: [`0912${String(1_000_000 + Math.floor(Math.random() * 8_999_999))}`],
              params: { code: String(100_000 + Math.floor(Math.random() * 899_999)) },
            },
            userOf(n).key,
          ),
      },
      {
        name: 'quick send, 10 recipients',
        perSecond: 5,
        request: (url, n) =>
          call(
            url,
            'POST',
            '/send',
            {
              sending_type: 'webservice',
              from_number: userOf(n).from,
              message: 'تخفیف ۲۰ درصدی تا پایان هفته',
              params: {
                recipients: Array.from({ length: 10 }, (_, i) => `0935${String(1_000_000 + n * 1000 + i)}`),
              },
            },
            userOf(n).key,
          ),
      },
      {
        name: 'report list',
        perSecond: 20,
        request: (url, n) =>
          call(url, 'POST', '/report/new_list', { page: 1, per_page: 20 }, userOf(n).token),
      },
      {
        name: 'inbox polling',
        perSecond: 50,
        request: (url, n) => call(url, 'GET', '/report/messages-inbox/unread', undefined, userOf(n).token),
      },
    ];
    // Live sockets held through the run, spread over the processes.
    const sockets = await Promise.all(
      Array.from({ length: SOCKETS }, (_, i) => {
        const ws = new WebSocket(
          `${(urls[i % 2] as string).replace(/^http/, 'ws')}/v1/ws?token=${encodeURIComponent(userOf(i % USERS).token)}`,
        );
        return new Promise<WebSocket>((resolve) => {
          ws.once('open', () => resolve(ws));
          ws.once('error', () => resolve(ws));
        });
      }),
    );
    cleanups.push(async () => {
      for (const ws of sockets) ws.terminate();
    });
    // One big send in the middle of it all.
    const big = new Promise<{ status: number; ms: number }>((resolve) => {
      setTimeout(
        async () => {
          const body = new FormData();
          body.append('sending_type', 'file');
          body.append('from_number', first.from);
          body.append('message', 'جشنواره پاییزه فروشگاه گلبرگ آغاز شد');
          const mobiles = Array.from({ length: 50_000 }, (_, i) => `0919${String(1_000_000 + i * 3)}`);
          body.append('files[]', new Blob([`mobile\n${mobiles.join('\n')}\n`]), 'numbers.csv');
          const started = performance.now();
          const response = await fetch(`${urls[1]}/v1/api/send`, {
            method: 'POST',
            headers: { Authorization: first.key, 'Idempotency-Key': crypto.randomUUID() },
            body,
          });
          await response.arrayBuffer();
          resolve({ status: response.status, ms: performance.now() - started });
        },
        (SECONDS * 1000) / 3,
      );
    });
    const tallies = await Promise.all(streams.map((stream) => drive(stream, urls, SECONDS)));
    const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
    const bigSend = await big;
    const ms = (n: number) => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);
    console.log(`A provider's day, ${SECONDS} s, two processes on PostgreSQL, ${USERS} accounts:`);
    console.log('| call | asked/s | answered 200/s | p50 | p99 | not 200 | dropped | failed |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [i, stream] of streams.entries()) {
      const t = tallies[i] as Tally;
      const ok = t.statuses.get(200) ?? 0;
      const other = t.latencies.length - ok;
      console.log(
        `| ${stream.name} | ${stream.perSecond} | ${(ok / SECONDS).toFixed(1)} | ${ms(percentile(t.latencies, 50))} | ` +
          `${ms(percentile(t.latencies, 99))} | ${other}${t.first && other ? ` (${t.first})` : ''} | ${t.dropped} | ${t.failed} |`,
      );
    }
    console.log(
      `| file send, 50,000 recipients | once | status ${bigSend.status} | ${ms(bigSend.ms)} | | | | |`,
    );
    console.log(`live sockets still open at the end: ${open} of ${SOCKETS}`);
    const backlog = async () =>
      Number(
        (await db.query('select count(*)::int as n from bulk_recipients where stage < 2')).rows[0]
          .n as number,
      );
    const atEnd = await backlog();
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    console.log(
      `send queue (recipients not yet handed to the operator): ${atEnd} at the end, ${await backlog()} 20 s later`,
    );
  }
} finally {
  await runCleanups();
}
