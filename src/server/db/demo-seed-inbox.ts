// The demo account's inbox: what customers texted to its lines, so a keyword send has people to reach.
// 'تخفیف' came from 900 numbers (typed every way a phone allows), 'عضویت' from 400, and the rest is
// ordinary mail. Repeatable: the same numbers and texts on every fresh database.
import type { Orm } from './client.ts';
import { inboxMessages } from './schema.ts';

type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

const DAY = 24 * 60 * 60 * 1000;
const DISCOUNT = ['تخفیف', 'تخفيف', 'سلام تخفیف', 'تخفیف لطفاً', 'تـخفیف'];
const JOIN = ['عضویت', 'عضويت', 'عضویت در باشگاه مشتریان'];
const OTHER = ['ساعت کاری فروشگاه تا چند است؟', 'سفارشم کی می‌رسد؟', 'ممنون از خرید خوبم', 'لغو'];

export const DEMO_KEYWORD_SENDERS = { تخفیف: 900, عضویت: 400 } as const;

const sender = (i: number) => `98937${String(4_200_000 + i * 53).padStart(7, '0')}`;

export async function seedDemoInbox(tx: Tx, userId: number, lineId: number, now: Date) {
  const rows: (typeof inboxMessages.$inferInsert)[] = [];
  const at = (i: number) => new Date(now.getTime() - ((i * 7919) % (30 * DAY)));
  for (let i = 0; i < DEMO_KEYWORD_SENDERS.تخفیف; i++) {
    rows.push({
      userId,
      senderLineId: lineId,
      fromMobile: sender(i),
      text: DISCOUNT[i % 5] as string,
      receivedAt: at(i),
    });
    // Some wrote twice: still one recipient.
    if (i % 10 === 0)
      rows.push({
        userId,
        senderLineId: lineId,
        fromMobile: sender(i),
        text: 'تخفیف',
        receivedAt: at(i + 1),
      });
  }
  for (let i = 0; i < DEMO_KEYWORD_SENDERS.عضویت; i++) {
    const n = 2000 + i;
    rows.push({
      userId,
      senderLineId: lineId,
      fromMobile: sender(n),
      text: JOIN[i % 3] as string,
      receivedAt: at(n),
    });
  }
  for (let i = 0; i < 150; i++) {
    const n = 5000 + i;
    rows.push({
      userId,
      senderLineId: lineId,
      fromMobile: sender(n),
      text: OTHER[i % 4] as string,
      receivedAt: at(n),
    });
  }
  for (let k = 0; k < rows.length; k += 500) await tx.insert(inboxMessages).values(rows.slice(k, k + 500));
}
