// Webhook events one server process delivers per second to a receiver on this machine: a 100,000-
// recipient send's delivery reports (500 a request, as the send worker batches them) are written as
// events, then the process's deliverer claims, signs, posts and settles them until none is left. The
// receiver answers 200 at once, so the figure is the deliverer's own cost (claims, attempts, HMAC,
// HTTP). PGlite and, when reachable, PostgreSQL. Prints figures; asserts nothing about time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../src/server/core/log.ts';
import type { DbTarget } from '../../src/server/db/client.ts';
import { startServer } from '../../src/server/index.ts';
import { createTestDatabase } from '../api/helpers/test-server.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const REPORTS_PER_EVENT = 500;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2_000);

async function run(label: string, target: DbTarget) {
  let received = 0;
  let bytes = 0;
  const receiver = createServer((req, res) => {
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      received++;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const server = await startServer({
    demo: true,
    port: 0,
    host: '127.0.0.1',
    db: target,
    log: createLogger('silent'),
    sendWorker: false,
    budgets: false,
    webhookAllowAddresses: ['127.0.0.1'],
    webhookDeliverer: { intervalMs: 3_600_000 },
  });
  try {
    const person = {
      person_type: 'real',
      username: `bench-${Date.now()}`,
      password: 'Sabz@Bahar1403',
      password_confirmation: 'Sabz@Bahar1403',
      mobile: '09121230000',
      first_name: 'مریم',
      last_name: 'احمدی',
      national_code: '0499370899',
    };
    const token = (await registerWithCode(server.url, person, codeFromDatabase(server.db))).data
      .token as string;
    const made = await fetch(`${server.url}/v1/api/developers/webhooks/create`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: `http://127.0.0.1:${port}/hook`, events: ['message.delivery'] }),
    });
    const endpoint = ((await made.json()) as { data: { id: number } }).data.id;

    // A 100,000-recipient send's reports, 500 a request: 200 events; EVENTS of them in all.
    const reportEvents = Math.ceil(RECIPIENTS / REPORTS_PER_EVENT);
    await server.db.query(
      `insert into webhook_events (user_id, endpoint_id, event_id, type, payload, created_at, next_at)
       select w.user_id, w.id, 'evt_bench_' || g, 'message.delivery',
         json_build_object('id', 'evt_bench_' || g, 'type', 'message.delivery', 'created', 0,
           'data', json_build_object('reports', (
             select json_agg(json_build_object('bulk_id', 1, 'mobile', '98912' || lpad((g * 500 + r)::text, 7, '0'),
               'status', 2, 'delivered', true)) from generate_series(1, $3::int) r)))::text,
         now(), now()
       from webhook_endpoints w, generate_series(1, $2::int) g where w.id = $1`,
      [endpoint, EVENTS, REPORTS_PER_EVENT],
    );
    const started = performance.now();
    let delivered = 0;
    while (delivered < EVENTS) {
      const n = (await server.webhookDeliverer?.tick()) ?? 0;
      if (n === 0) break;
      delivered += n;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label.padEnd(12)} ${String(received).padStart(6)} events in ${seconds.toFixed(2)} s: ` +
        `${(received / seconds).toFixed(0)} events/s, ${((received * REPORTS_PER_EVENT) / seconds).toFixed(0)} reports/s ` +
        `(${REPORTS_PER_EVENT} reports an event, ${(bytes / received / 1024).toFixed(1)} KB a request; ` +
        `a ${RECIPIENTS.toLocaleString('en')}-recipient send is ${reportEvents} requests)`,
    );
  } finally {
    await server.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

await run('PGlite', { memory: true });
const pg = await createTestDatabase().catch(() => null);
if (pg) {
  try {
    await run('PostgreSQL', pg.target);
  } finally {
    await pg.drop();
  }
}
console.log(`(Node ${process.version}; one process; receiver on 127.0.0.1 answering 200 at once)`);
