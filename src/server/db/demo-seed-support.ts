// The demo account's tickets: a history a flower shop would have with its SMS provider, in every
// state: an answered question waiting to be read, one waiting for support, one referred to the
// finance unit, one under further review, one waiting for the user, and closed ones with ratings.
import type { Queryable } from './client.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Message = { from: 'user' | 'support'; text: string; ago: number; rate?: number; seen?: boolean };
type SeedTicket = {
  category: number;
  sub: number;
  subject: string;
  text: string;
  state: number;
  ago: number;
  rate?: number;
  comment?: string;
  messages: Message[];
};

export const DEMO_TICKETS: readonly SeedTicket[] = [
  {
    category: 3,
    sub: 31,
    subject: 'پیامک تبریک یلدا به بعضی مشتری‌ها نرسید',
    text: 'دیشب ارسال گروهی یلدا را زدیم، ولی چند مشتری می‌گویند پیامک را نگرفته‌اند. شماره‌ها در گزارش «نرسیده به گوشی» هستند.',
    state: 3,
    ago: 2 * DAY,
    messages: [
      {
        from: 'support',
        text: 'سلام، وقت بخیر. این شماره‌ها در زمان ارسال خاموش یا خارج از دسترس بوده‌اند و اپراتور تا ۲۴ ساعت دوباره تلاش کرده است. برای این موارد می‌توانید از گزارش، ارسال دوباره بزنید.',
        ago: 3 * HOUR,
        seen: false,
      },
    ],
  },
  {
    category: 2,
    sub: 21,
    subject: 'شارژ کیف پول انجام نشد',
    text: 'مبلغ ۵ میلیون ریال از کارت کم شد ولی موجودی کیف پول تغییر نکرد. شماره پیگیری: ۴۸۲۹۱۷',
    state: 6,
    ago: 1 * DAY,
    messages: [
      { from: 'support', text: 'درخواست شما برای بررسی به واحد مالی ارجاع شد.', ago: 20 * HOUR, seen: true },
    ],
  },
  {
    category: 1,
    sub: 12,
    subject: 'خرید خط اختصاصی ۱۰۰۰',
    text: 'برای فروشگاه گلبرگ یک خط اختصاصی با پیش‌شماره ۱۰۰۰ می‌خواهیم. لطفاً پیش‌فاکتور بفرستید.',
    state: 1,
    ago: 5 * DAY,
    messages: [
      {
        from: 'support',
        text: 'پیش‌فاکتور پیوست شد. لطفاً تصویر آگهی تأسیس شرکت را هم در همین تیکت بفرستید تا درخواست خط ثبت شود.',
        ago: 4 * DAY,
        seen: true,
        rate: 5,
      },
    ],
  },
  {
    category: 3,
    sub: 32,
    subject: 'الگوی کد تخفیف رد شد',
    text: 'الگوی «کد تخفیف مشتریان ویژه» رد شده است. دلیلش را نمی‌دانیم.',
    state: 5,
    ago: 3 * DAY,
    messages: [
      {
        from: 'support',
        text: 'الگوی شما برای بررسی بیشتر به کارشناس محتوا ارجاع شد؛ نتیجه در همین تیکت اعلام می‌شود.',
        ago: 2 * DAY,
        seen: true,
      },
    ],
  },
  {
    category: 4,
    sub: 41,
    subject: 'خطای ۴۰۱ در وب‌سرویس',
    text: 'از سایت فروشگاه با کلید API درخواست می‌زنیم و خطای ۴۰۱ می‌گیریم.',
    state: 2,
    ago: 4 * HOUR,
    messages: [],
  },
  {
    category: 5,
    sub: 52,
    subject: 'فعال کردن ورود دومرحله‌ای',
    text: 'چطور ورود دومرحله‌ای را برای حساب فعال کنم؟',
    state: 4,
    ago: 20 * DAY,
    rate: 5,
    comment: 'پاسخ سریع و دقیق بود',
    messages: [
      {
        from: 'support',
        text: 'از پروفایل، بخش امنیت، ورود دومرحله‌ای با پیامک یا برنامه احراز هویت را روشن کنید.',
        ago: 19 * DAY,
        seen: true,
        rate: 5,
      },
      { from: 'user', text: 'ممنون، فعال شد.', ago: 19 * DAY - HOUR },
    ],
  },
  {
    category: 2,
    sub: 22,
    subject: 'فاکتور رسمی شارژ آبان',
    text: 'برای حسابداری فاکتور رسمی شارژهای آبان را می‌خواهیم.',
    state: 4,
    ago: 40 * DAY,
    rate: 4,
    messages: [
      {
        from: 'support',
        text: 'فاکتورها در صفحه تراکنش‌ها کنار هر شارژ قابل دریافت است.',
        ago: 39 * DAY,
        seen: true,
        rate: 4,
      },
    ],
  },
];

export async function seedDemoSupport(tx: Queryable, userId: number, now: Date): Promise<void> {
  for (const t of DEMO_TICKETS) {
    const created = new Date(now.getTime() - t.ago);
    const last = t.messages.reduce((at, m) => Math.min(at, m.ago), t.ago);
    const updated = new Date(now.getTime() - last);
    const [row] = await tx.query<{ id: string }>(
      `insert into tickets (user_id, category_id, sub_category_id, subject, description, state_id, rate,
         rate_comment, created_at, updated_at, closed_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
      [
        userId,
        t.category,
        t.sub,
        t.subject,
        t.text,
        t.state,
        t.rate ?? null,
        t.comment ?? null,
        created,
        updated,
        t.state === 4 ? updated : null,
      ],
    );
    for (const m of t.messages)
      await tx.query(
        `insert into ticket_interactions (ticket_id, author, agent_name, description, rate, seen, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row?.id,
          m.from,
          m.from === 'support' ? 'پشتیبانی' : null,
          m.text,
          m.rate ?? null,
          m.from === 'user' || m.seen !== false,
          new Date(now.getTime() - m.ago),
        ],
      );
  }
}
