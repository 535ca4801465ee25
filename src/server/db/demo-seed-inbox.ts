// The demo account's inbox: what customers texted to its lines, so a keyword send has people to reach.
// 'تخفیف' came from 900 numbers (typed every way a phone allows), 'عضویت' from 400, and the rest is
// ordinary mail. Repeatable: the same numbers and texts on every fresh database.
import type { Queryable } from './client.ts';
import { insertRows } from './insert-rows.ts';

const DAY = 24 * 60 * 60 * 1000;
const DISCOUNT = ['تخفیف', 'تخفيف', 'سلام تخفیف', 'تخفیف لطفاً', 'تـخفیف'];
const JOIN = ['عضویت', 'عضويت', 'عضویت در باشگاه مشتریان'];
const OTHER = ['ساعت کاری فروشگاه تا چند است؟', 'سفارشم کی می‌رسد؟', 'ممنون از خرید خوبم', 'لغو'];

export const DEMO_KEYWORD_SENDERS = { تخفیف: 900, عضویت: 400 } as const;

const sender = (i: number) => `98937${String(4_200_000 + i * 53).padStart(7, '0')}`;

type InboxRow = { userId: number; senderLineId: number; fromMobile: string; text: string; receivedAt: Date };

export async function seedDemoInbox(tx: Queryable, userId: number, lineId: number, now: Date) {
  const rows: InboxRow[] = [];
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
  for (let k = 0; k < rows.length; k += 500)
    await insertRows(
      tx,
      'inbox_messages',
      ['user_id', 'sender_line_id', 'from_mobile', 'text', 'received_at'],
      rows.slice(k, k + 500).map((r) => [r.userId, r.senderLineId, r.fromMobile, r.text, r.receivedAt]),
    );
}
