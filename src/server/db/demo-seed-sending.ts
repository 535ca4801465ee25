// The demo account's sending data: its own sender lines (one the default), three phonebooks of
// customers, and a few numbers on its blacklist and cancel-11 list, so every send mode works at once.
import type { Orm } from './client.ts';
import {
  agreements,
  blacklist,
  cancel11,
  phonebookNumbers,
  phonebooks,
  senderLineAgreements,
  senderLineDefaults,
  senderLines,
} from './schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

const FIRST_NAMES = ['علی', 'مریم', 'رضا', 'زهرا', 'حسین', 'فاطمه', 'محمد', 'نرگس', 'امیر', 'سارا'];
const LAST_NAMES = ['احمدی', 'رضایی', 'کریمی', 'حسینی', 'موسوی', 'جعفری', 'صادقی', 'رحیمی', 'نوری', 'قاسمی'];
const PREFIXES = ['912', '935', '919', '936', '921', '901', '913', '939'];

/** A demo customer's number: repeatable, and never one of a real-looking short series. */
export const demoCustomerMobile = (i: number) =>
  `98${PREFIXES[i % PREFIXES.length]}${String(3_100_000 + i * 37).padStart(7, '0')}`;

export const DEMO_PHONEBOOKS = [
  { title: 'مشتریان وفادار', size: 120 },
  { title: 'همکاران فروش', size: 25 },
  { title: 'شرکت‌کنندگان جشنواره پاییزه', size: 300 },
];

export async function seedDemoSending(tx: Tx, userId: number, now: Date) {
  const lines = await tx
    .insert(senderLines)
    .values([
      { userId, number: '30004505001122', title: 'خط اختصاصی فروشگاه', createdAt: now },
      { userId, number: '5000125478', title: 'خط خدماتی', createdAt: now },
    ])
    .returning({ id: senderLines.id });
  const first = lines[0];
  if (first) await tx.insert(senderLineDefaults).values({ userId, senderLineId: first.id });
  // Sixty days of sends went out from its own lines, so their agreements were accepted (issue 7);
  // the provider's shared lines still ask for them.
  const all = await tx.select({ id: agreements.id }).from(agreements);
  await tx
    .insert(senderLineAgreements)
    .values(
      lines.flatMap((line) =>
        all.map((a) => ({ userId, senderLineId: line.id, agreementId: a.id, acceptedAt: now })),
      ),
    );
  let offset = 0;
  for (const book of DEMO_PHONEBOOKS) {
    const [row] = await tx
      .insert(phonebooks)
      .values({ userId, title: book.title, createdAt: now })
      .returning({ id: phonebooks.id });
    if (!row) continue;
    await tx.insert(phonebookNumbers).values(
      Array.from({ length: book.size }, (_, i) => ({
        phonebookId: row.id,
        mobile: demoCustomerMobile(offset + i),
        firstName: FIRST_NAMES[(offset + i) % FIRST_NAMES.length] ?? null,
        lastName: LAST_NAMES[(offset + i * 3) % LAST_NAMES.length] ?? null,
        createdAt: now,
      })),
    );
    // The books overlap a little, as real customer lists do.
    offset += book.size - 10;
  }
  await tx
    .insert(blacklist)
    .values([0, 1, 2].map((i) => ({ userId, mobile: demoCustomerMobile(i * 11), createdAt: now })));
  await tx
    .insert(cancel11)
    .values([3, 4].map((i) => ({ userId, mobile: demoCustomerMobile(i * 13), createdAt: now })));
}
