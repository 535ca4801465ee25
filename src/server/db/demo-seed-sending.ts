// The demo account's sending data: its own sender lines (one the default), three phonebooks of
// customers (the first with birth dates and debts as contact features), and a few numbers on its blacklist and cancel-11 list, so every send mode works at once.
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const FIRST_NAMES = ['علی', 'مریم', 'رضا', 'زهرا', 'حسین', 'فاطمه', 'محمد', 'نرگس', 'امیر', 'سارا'];
const LAST_NAMES = ['احمدی', 'رضایی', 'کریمی', 'حسینی', 'موسوی', 'جعفری', 'صادقی', 'رحیمی', 'نوری', 'قاسمی'];
const PREFIXES = ['912', '935', '919', '936', '921', '901', '913', '939'];

/** A demo customer's number: repeatable, and never one of a real-looking short series. */
export const demoCustomerMobile = (i: number) =>
  `98${PREFIXES[i % PREFIXES.length]}${String(3_100_000 + i * 37).padStart(7, '0')}`;

/** The demo's contact features, attached to its first book with a value for each of its contacts. */
export const DEMO_FEATURES = [
  { title: 'تاریخ تولد', latin_title: 'birth_date', type: 'date' },
  { title: 'میزان بدهی', latin_title: 'debt', type: 'int' },
] as const;
/** A demo contact's birth date (ISO, as contacts store dates) and debt in rials. */
export const demoBirthDate = (i: number) =>
  `${1965 + (i % 35)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
export const demoDebt = (i: number) => String(((i * 37) % 40) * 250_000 + 150_000);

export const DEMO_PHONEBOOKS = [
  { title: 'مشتریان وفادار', size: 120 },
  { title: 'همکاران فروش', size: 25 },
  { title: 'شرکت‌کنندگان جشنواره پاییزه', size: 300 },
];

export async function seedDemoSending(tx: Queryable, userId: number, now: Date) {
  const lines = await insertRows<{ id: number }>(
    tx,
    'sender_lines',
    ['user_id', 'number', 'title', 'created_at'],
    [
      [userId, '30004505001122', 'خط اختصاصی فروشگاه', now],
      [userId, '5000125478', 'خط خدماتی', now],
    ],
    'id::int',
  );
  const first = lines[0];
  if (first)
    await tx.query('insert into sender_line_defaults (user_id, sender_line_id) values ($1, $2)', [
      userId,
      first.id,
    ]);
  // Sixty days of sends went out from its own lines, so their agreements were accepted (a send needs them);
  // the provider's shared lines still ask for them.
  const all = await tx.query<{ id: number }>('select id from agreements');
  await insertRows(
    tx,
    'sender_line_agreements',
    ['user_id', 'sender_line_id', 'agreement_id', 'accepted_at'],
    lines.flatMap((line) => all.map((a) => [userId, line.id, a.id, now])),
  );
  const features = await insertRows<{ id: number }>(
    tx,
    'contact_options',
    ['user_id', 'title', 'latin_title', 'type', 'created_at'],
    DEMO_FEATURES.map((f) => [userId, f.title, f.latin_title, f.type, now]),
    'id::int',
  );
  const [birth, debt] = features.map((f) => String(f.id));
  let offset = 0;
  for (const [b, book] of DEMO_PHONEBOOKS.entries()) {
    const [row] = await tx.query<{ id: number }>(
      'insert into phonebooks (user_id, title, created_at, updated_at) values ($1, $2, $3, $3) returning id::int',
      [userId, book.title, now],
    );
    if (!row) continue;
    await insertRows(
      tx,
      'phonebook_numbers',
      ['phonebook_id', 'user_id', 'mobile', 'pre', 'name', 'options', 'created_at', 'updated_at'],
      Array.from({ length: book.size }, (_, i) => [
        row.id,
        userId,
        demoCustomerMobile(offset + i),
        // The first names alternate a man's and a woman's.
        (offset + i) % 2 === 0 ? 'آقای' : 'خانم',
        `${FIRST_NAMES[(offset + i) % FIRST_NAMES.length] ?? ''} ${LAST_NAMES[(offset + i * 3) % LAST_NAMES.length] ?? ''}`.trim(),
        // The first book carries the features (keyword_phonebook sends from it).
        b === 0 && birth && debt ? JSON.stringify({ [birth]: demoBirthDate(i), [debt]: demoDebt(i) }) : '{}',
        now,
        now,
      ]),
    );
    if (b === 0)
      await insertRows(
        tx,
        'phonebook_options',
        ['phonebook_id', 'option_id'],
        features.map((f) => [row.id, f.id]),
      );
    // The books overlap a little, as real customer lists do.
    offset += book.size - 10;
  }
  // Customers 0 and 11 get no sends, 22 neither sends nor has its messages kept, and 33's messages
  // are not kept while sends still go to it.
  await insertRows(
    tx,
    'blacklist',
    ['user_id', 'mobile', 'created_at', 'blocks_send', 'blocks_receive'],
    [
      [0, true, false],
      [1, true, false],
      [2, true, true],
      [3, false, true],
    ].map(([i, send, receive]) => [userId, demoCustomerMobile(Number(i) * 11), now, send, receive]),
  );
  await insertRows(
    tx,
    'cancel_11',
    ['user_id', 'mobile', 'created_at'],
    [3, 4].map((i) => [userId, demoCustomerMobile(i * 13), now]),
  );
}
