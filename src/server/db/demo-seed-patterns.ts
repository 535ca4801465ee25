// The demo account's patterns, one of each state the panel shows: a confirmed login code
// with the shop's name, one the reviewer rejected (with its comment), and a confirmed one edited since,
// whose second version waits beside the live one. Statuses and comments come from the reviewer's own
// rules (pattern-rules.ts), so the seed says what the reviewer would. Fixed codes, so the panel's
// screens and tests can open them.
import { patternFindings, reviewComment } from '../../domain/patterns/patterns.rules.ts';
import type { Queryable } from './client.ts';

const DAY = 86_400_000;

export const DEMO_PATTERN_CODES = {
  confirmed: 'golbarg7login7code',
  rejected: 'golbarg7shipment7x',
  edited: 'golbarg7order7done',
} as const;

type Variable = { name: string; type: 'string' | 'integer' | 'date'; len: number };
type Version = {
  title: string;
  description: string;
  message: string;
  variable: Variable[];
  website: string | null;
  is_share: boolean;
};

function reviewed(version: Version, companyName: string) {
  const findings = patternFindings({
    text: version.message,
    delimiter: '%',
    variables: version.variable,
    website: version.website,
    companyName,
  });
  return { status: findings.length === 0 ? 'active' : 'inactive', admin_comment: reviewComment(findings) };
}

export async function seedDemoPatterns(tx: Queryable, userId: number, companyName: string, now: Date) {
  const confirmed: Version = {
    title: 'کد ورود',
    description: 'کد یک‌بار مصرف ورود به سایت و اپلیکیشن',
    message: `${companyName}\nکد ورود شما: %code%\nاین کد را در اختیار دیگران قرار ندهید.`,
    variable: [{ name: 'code', type: 'integer', len: 6 }],
    website: 'https://example.ir',
    is_share: true,
  };
  const rejected: Version = {
    title: 'ارسال مرسوله',
    description: 'خبر ارسال سفارش با کد رهگیری',
    message: 'سفارش شما ارسال شد. کد رهگیری: %x1%\nپیگیری در www.post-tracking.com',
    variable: [{ name: 'x1', type: 'string', len: 24 }],
    website: null,
    is_share: false,
  };
  const editedLive: Version = {
    title: 'ثبت سفارش',
    description: 'خبر ثبت سفارش به خریدار',
    message: `${companyName}: سفارش %order_id% ثبت شد.\nپیگیری: https://example.ir/orders`,
    variable: [{ name: 'order_id', type: 'string', len: 12 }],
    website: 'https://example.ir',
    is_share: false,
  };
  const editedNext: Version = {
    ...editedLive,
    message: `${companyName}: سفارش %order_id% به مبلغ %amount% تومان ثبت شد و تا %delivery_date% به دستتان می‌رسد.\nپیگیری: https://example.ir/orders`,
    variable: [
      { name: 'order_id', type: 'string', len: 12 },
      { name: 'amount', type: 'integer', len: 10 },
      { name: 'delivery_date', type: 'date', len: 10 },
    ],
  };
  const rows: [string, Version, Date, object | null][] = [
    [DEMO_PATTERN_CODES.confirmed, confirmed, new Date(now.getTime() - 40 * DAY), null],
    [DEMO_PATTERN_CODES.rejected, rejected, new Date(now.getTime() - 12 * DAY), null],
    [
      DEMO_PATTERN_CODES.edited,
      editedLive,
      new Date(now.getTime() - 25 * DAY),
      // Waiting, with no review_at: the demo keeps both versions on screen until the user edits it.
      {
        title: editedNext.title,
        description: editedNext.description,
        message: editedNext.message,
        delimiter: '%',
        variable: editedNext.variable,
        is_share: editedNext.is_share,
        website: editedNext.website,
        status: 'pending',
        admin_comment: null,
      },
    ],
  ];
  for (const [code, version, createdAt, revision] of rows) {
    const { status, admin_comment } = reviewed(version, companyName);
    await tx.query(
      `insert into patterns (user_id, code, pattern_type, title, description, message, delimiter, variables,
         is_share, website, status, admin_comment, revision, created_at, updated_at)
       values ($1, $2, 'normal', $3, $4, $5, '%', $6::jsonb, $7, $8, $9, $10, $11::jsonb, $12, $13)`,
      [
        userId,
        code,
        version.title,
        version.description,
        version.message,
        JSON.stringify(version.variable),
        version.is_share,
        version.website,
        status,
        admin_comment,
        revision ? JSON.stringify(revision) : null,
        createdAt,
        revision ? new Date(now.getTime() - 2 * DAY) : new Date(createdAt.getTime() + 3_000),
      ],
    );
  }
}
