// biome-ignore-all lint/suspicious/noExplicitAny: answers are read loosely; the bench checks status and count.
// Contacts at a provider's size, on PostgreSQL, through HTTP to a server in its own process: a user
// with 1,000,000 contacts in one book and 49 more books. Measures the contact list paged by number
// prefix and by name (p50/p99 over a few hundred varied requests), importing a 1,000,000-row csv into
// a book (wall time, and the slowest answer of a tiny request made every 20 ms meanwhile: the import
// must never hold the server over 50 ms), and a phonebook send to the 1M book against a file send of
// the same numbers (time to the answer). Prints a table; asserts nothing about time.
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of our own is
// created and dropped.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { lineE164 } from '../../src/domain/index.ts';
import { codeFromDatabase, registerWithCode } from '../tools/sms-codes.ts';

const BOOK_SIZE = 1_000_000;
const OTHER_BOOKS = 49;
const OTHER_BOOK_SIZE = 2_000;
const LIST_REQUESTS = 300;
// BENCH_PARTS=list,import,send (all by default) runs only some of the measures on the seeded data.
const PARTS = new Set((process.env.BENCH_PARTS ?? 'list,import,send').split(','));
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// Names as a customer list has them: common first names (a few percent each) and many more family
// names, so a full name matches hundreds in a million and a first name tens of thousands. (Twelve
// first names by eight family names made every full name ten thousand people.)
const NAMES = [
  'مریم',
  'علی',
  'زهرا',
  'رضا',
  'سارا',
  'حسین',
  'نگار',
  'کاوه',
  'نیما',
  'لیلا',
  'امید',
  'پریسا',
  'محمد',
  'فاطمه',
  'مهدی',
  'الهام',
  'حمید',
  'نرگس',
  'سعید',
  'مینا',
  'امیر',
  'سمیه',
  'جواد',
  'شیما',
  'بهزاد',
  'آزاده',
  'کامران',
  'مهسا',
  'فرهاد',
  'نازنین',
  'پیمان',
  'ریحانه',
  'یاسر',
  'هانیه',
  'بابک',
  'ترانه',
  'مسعود',
  'صبا',
  'آرش',
  'رویا',
];
const FAMILIES = [
  'احمدی',
  'رضایی',
  'کریمی',
  'حسینی',
  'موسوی',
  'جعفری',
  'صادقی',
  'رحیمی',
  'محمدی',
  'حیدری',
  'نوری',
  'قاسمی',
  'کاظمی',
  'اکبری',
  'عباسی',
  'سلطانی',
  'یوسفی',
  'بهرامی',
  'شریفی',
  'طاهری',
  'امینی',
  'مرادی',
  'زمانی',
  'فرهادی',
  'نجفی',
  'باقری',
  'اسدی',
  'خسروی',
  'شجاعی',
  'رستمی',
  'کرمانی',
  'تهرانی',
  'شیرازی',
  'اصفهانی',
  'توکلی',
  'ملکی',
  'افشار',
  'پاکزاد',
  'سبحانی',
  'فاضلی',
  'هاشمی',
  'میرزایی',
  'دهقان',
  'نیک‌نام',
  'کیانی',
  'صفری',
  'آقایی',
  'انصاری',
  'بیگی',
  'جمالی',
  'حقیقی',
  'خلیلی',
  'درویشی',
  'رفیعی',
  'سلیمانی',
  'عسگری',
  'غفاری',
  'فتحی',
  'قربانی',
  'لطفی',
];

const rows: string[][] = [];
function row(...cells: (string | number)[]) {
  rows.push(cells.map(String));
  console.log(cells.map(String).join(' | '));
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function startServerProcess(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PAYAMAK_MODE: 'demo',
      LOG_LEVEL: 'error',
      PANEL_DIR: '/nonexistent',
      // The measures repeat counts, imports and sends as one user: no per-user budget in the way.
      CALL_BUDGETS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const message = JSON.parse(line);
      if (message.event === 'listening') resolve({ url: message.url, child });
    });
  });
}

async function call(url: string, method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: token };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${url}/v1/api${path}`, { method, headers, body: payload ?? null });
  const json = (await response.json().catch(() => null)) as { data: any; meta: any } | null;
  return { status: response.status, data: json?.data, meta: json?.meta };
}

/** Latencies of `requests` GETs of `path(i)`, one after another. */
async function latencies(url: string, token: string, requests: number, path: (i: number) => string) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const answer = await call(url, 'GET', path(i), token);
    times.push(performance.now() - started);
    status = answer.status;
    if (answer.status !== 200) break;
  }
  return { times: times.sort((a, b) => a - b), status };
}

async function seed(db: pg.Client, userId: number) {
  const started = performance.now();
  const [book] = (
    await db.query<{ id: number }>(
      `insert into phonebooks (user_id, title, created_at, updated_at) values ($1, 'یک میلیون', now(), now())
       returning id::int as id`,
      [userId],
    )
  ).rows;
  const bookId = (book as { id: number }).id;
  // Distinct numbers over several operators' prefixes; names from a few first and family names.
  await db.query(
    `insert into phonebook_numbers (phonebook_id, user_id, mobile, pre, name, email, options, created_at, updated_at)
     select $1, $2,
       '98' || (array['912','935','919','936','921','901','913','939'])[1 + i % 8] || lpad((i / 8)::text, 7, '0'),
       case when i % 2 = 0 then 'آقای' else 'خانم' end,
       ($3::text[])[1 + i % array_length($3::text[], 1)] || ' ' || ($4::text[])[1 + (i * 7 + i / 40) % array_length($4::text[], 1)],
       '', '{}'::jsonb, now() - (i || ' seconds')::interval, now()
     from generate_series(0, $5 - 1) as i`,
    [bookId, userId, NAMES, FAMILIES, BOOK_SIZE],
  );
  await db.query(
    `with books as (
       insert into phonebooks (user_id, title, created_at, updated_at)
       select $1, 'دفترچه ' || b, now(), now() from generate_series(1, $2) as b returning id
     )
     insert into phonebook_numbers (phonebook_id, user_id, mobile, name, created_at, updated_at)
     select books.id, $1, '98990' || lpad((books.id * 10000 + i)::text, 7, '0'),
       ($4::text[])[1 + (books.id + i) % array_length($4::text[], 1)] || ' '
         || ($5::text[])[1 + (books.id * 13 + i * 7) % array_length($5::text[], 1)], now(), now()
     from books, generate_series(1, $3) as i`,
    [userId, OTHER_BOOKS, OTHER_BOOK_SIZE, NAMES, FAMILIES],
  );
  await db.query('analyze phonebook_numbers');
  await db.query('analyze phonebooks');
  return { bookId, seconds: (performance.now() - started) / 1000 };
}

async function measureImport(url: string, token: string, bookId: number) {
  // A 1M-row csv of numbers not in any book yet, with a name each: all added.
  const lines = ['شماره موبایل,نام'];
  for (let i = 0; i < BOOK_SIZE; i++) lines.push(`0937${String(i).padStart(7, '0')},مخاطب ${i}`);
  const file = new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' });
  const body = new FormData();
  body.append('file', file, 'million.csv');
  body.append('mapping', JSON.stringify({ number: 0, name: 1 }));
  body.append('header', '1');

  // A tiny request every 20 ms while the import runs: its slowest answer is how long the server was held.
  const ticker = healthTicker(url);
  const started = performance.now();
  const answer = await call(url, 'POST', `/phonebooks/${bookId}/import`, token, body);
  const accepted = performance.now() - started;
  if (answer.status !== 200) throw new Error(`import answered ${answer.status}: ${answer.meta?.message}`);
  let job: any;
  for (;;) {
    job = (await call(url, 'GET', `/phonebooks/${bookId}/import/last`, token)).data;
    if (job?.state !== 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  const ticks = await ticker.stop();
  return { accepted, seconds, job, ticks };
}

/** The health call every 20 ms until stopped; answers the latencies, sorted. */
function healthTicker(url: string) {
  let ticking = true;
  const ticks: number[] = [];
  const running = (async () => {
    while (ticking) {
      const at = performance.now();
      await fetch(`${url}/v1/api/health`).then((r) => r.arrayBuffer());
      ticks.push(performance.now() - at);
      const wait = 20 - (performance.now() - at);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return {
    async stop() {
      ticking = false;
      await running;
      return ticks.sort((a, b) => a - b);
    },
  };
}

const spread = (ticks: number[]) =>
  `p50 ${ms(quantile(ticks, 0.5))}, p99 ${ms(quantile(ticks, 0.99))}, max ${ms(ticks[ticks.length - 1] ?? Number.NaN)}`;

async function sendTime(url: string, token: string, body: unknown) {
  const started = performance.now();
  const headers: Record<string, string> = { Authorization: token, 'Idempotency-Key': randomUUID() };
  let payload: BodyInit;
  if (body instanceof FormData) payload = body;
  else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${url}/v1/api/send`, { method: 'POST', headers, body: payload });
  const json = (await response.json()) as any;
  if (response.status !== 200) throw new Error(`send answered ${response.status}: ${json.meta?.message}`);
  return {
    seconds: (performance.now() - started) / 1000,
    bulkId: Number(json.data?.bulk_id ?? json.data?.id),
  };
}

const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  console.log(
    `PostgreSQL: not run, no server at ${adminUrl.replace(/\/\/[^@]*@/, '//')} (${(error as Error).message})`,
  );
  process.exit(0);
}
const name = `payamak_bench_${randomBytes(5).toString('hex')}`;
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let server: ChildProcess | null = null;
const db = new pg.Client({ connectionString: url.toString() });
try {
  const started = await startServerProcess(url.toString());
  server = started.child;
  const base = started.url;
  await db.connect();
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
  const token = (await registerWithCode(base, person, codeFromDatabase(db))).data.token as string;
  await call(base, 'POST', '/demo/top_up', token, { amount: 1_000_000_000_000 });
  const [user] = (
    await db.query<{ id: number }>('select id::int as id from users where username = $1', [person.username])
  ).rows;
  const seeded = await seed(db, (user as { id: number }).id);
  console.log('measure | value');
  row('seed: 1,000,000 contacts in one book + 49 books', `${seeded.seconds.toFixed(1)} s`);

  // The contact list: by number prefix (varied, 4 to 7 digits after 09) and by name (varied prefixes).
  const prefixes = Array.from({ length: LIST_REQUESTS }, (_, i) => {
    const op = ['912', '935', '919', '936', '921', '901', '913', '939'][i % 8] as string;
    return `0${op}${String((i * 7919) % 10_000)
      .padStart(4, '0')
      .slice(0, 1 + (i % 4))}`;
  });
  const namePrefixes = Array.from({ length: LIST_REQUESTS }, (_, i) => {
    const first = NAMES[i % NAMES.length] as string;
    return i % 3 === 0 ? first.slice(0, 2) : `${first} ${FAMILIES[i % FAMILIES.length]}`;
  });
  if (PARTS.has('list')) {
    const list = (query: string) => `/phonebooks/numbers/contact-list?${query}&page=1&per_page=10`;
    const byNumber = await latencies(base, token, LIST_REQUESTS, (i) =>
      list(`number=${encodeURIComponent(prefixes[i] as string)}`),
    );
    const byName = await latencies(base, token, LIST_REQUESTS, (i) =>
      list(`name=${encodeURIComponent(namePrefixes[i] as string)}`),
    );
    row(
      `contact list by number prefix (${byNumber.times.length} requests, status ${byNumber.status})`,
      `p50 ${ms(quantile(byNumber.times, 0.5))}, p99 ${ms(quantile(byNumber.times, 0.99))}`,
    );
    row(
      `contact list by name prefix (${byName.times.length} requests, status ${byName.status})`,
      `p50 ${ms(quantile(byName.times, 0.5))}, p99 ${ms(quantile(byName.times, 0.99))}`,
    );
  }
  if (PARTS.has('import')) {
    // The same tiny request on the idle server first: what this machine gives without any import.
    const idle = healthTicker(base);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const baseline = await idle.stop();
    row(`health every 20 ms, server idle, 15 s (${baseline.length} requests)`, spread(baseline));

    // Import a million rows into a new book.
    const [target] = (
      await db.query<{ id: number }>(
        `insert into phonebooks (user_id, title, created_at, updated_at) values ($1, 'ورود', now(), now())
       returning id::int as id`,
        [(user as { id: number }).id],
      )
    ).rows;
    const imported = await measureImport(base, token, (target as { id: number }).id);
    row('import 1,000,000-row csv: answered in', ms(imported.accepted));
    row(
      `import 1,000,000-row csv: done (${imported.job?.state}, added ${imported.job?.added}, merged ${imported.job?.merged}, refused ${imported.job?.refused})`,
      `${imported.seconds.toFixed(1)} s`,
    );
    row(`health every 20 ms during the import (${imported.ticks.length} requests)`, spread(imported.ticks));
  }
  if (PARTS.has('send')) {
    // A phonebook send to the 1M book against a file send of the same numbers.
    const recipients = async (bulkId: number) =>
      (await db.query<{ n: number }>('select total as n from bulks where id = $1', [bulkId])).rows[0]?.n ??
      '?';
    const lines = (await call(base, 'GET', '/number/numbers', token)).data as {
      id: number;
      number: string;
    }[];
    const line = lines[0] as { id: number; number: string };
    await call(base, 'POST', '/numbers/assign-agreement', token, {
      number_id: line.id,
      agreement_ids: [1, 2],
    });
    const text = 'جشنواره پاییزه فروشگاه گلبرگ آغاز شد';
    const phonebookSend = await sendTime(base, token, {
      sending_type: 'phonebook',
      from_number: lineE164(line.number),
      message: text,
      params: [{ type: 'all', phonebook_ids: [seeded.bookId] }],
    });
    row(
      `phonebook send to the 1M book (${await recipients(phonebookSend.bulkId)} recipients): answered in`,
      `${phonebookSend.seconds.toFixed(2)} s`,
    );
    const numbers = (
      await db.query<{ mobile: string }>('select mobile from phonebook_numbers where phonebook_id = $1', [
        seeded.bookId,
      ])
    ).rows.map((r) => r.mobile);
    const body = new FormData();
    body.append('sending_type', 'file');
    body.append('from_number', lineE164(line.number));
    body.append('message', text);
    body.append('files[]', new Blob([`mobile\n${numbers.join('\n')}\n`]), 'numbers.csv');
    const fileSend = await sendTime(base, token, body);
    row(
      `file send of the same numbers (${await recipients(fileSend.bulkId)} recipients): answered in`,
      `${fileSend.seconds.toFixed(2)} s`,
    );
  }
} finally {
  await db.end().catch(() => {});
  if (server) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  for (let i = 0; i < 100; i++) {
    const { rows: left } = await admin.query(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (left[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
