// The demo account that `npm start` creates on an empty database (PAYAMAK_EMPTY=1 skips it):
// username `demo`, password `Payamak@1404`, a legal person with a full profile and 60 days of
// wallet history made from its sends (demo-seed-wallet.ts), dated back from the server's clock.

import { hashPassword } from '../core/secrets.ts';
import type { ServerDeps } from '../http/context.ts';
import { seedDemoColleagues } from './demo-seed-colleagues.ts';
import { seedDemoInbox } from './demo-seed-inbox.ts';
import { seedDemoPatterns } from './demo-seed-patterns.ts';
import { seedDemoPredefined } from './demo-seed-predefined.ts';
import { seedDemoSending } from './demo-seed-sending.ts';
import { seedDemoSends } from './demo-seed-sends.ts';
import { seedDemoSupport } from './demo-seed-support.ts';
import { seedDemoWallet } from './demo-seed-wallet.ts';
import { insertRows } from './insert-rows.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'Payamak@1404';
/** The demo account is a legal person: its company's name, which every pattern's text must carry. */
export const DEMO_COMPANY_NAME = 'فروشگاه آنلاین گلبرگ';
const SEED_LOCK = 7_264_226;
const DAY = 86_400_000;

/** The provider's news over the demo's 60 days: most for everyone, one for the demo account alone. */
export function demoNews(now: Date, userId: number) {
  const ago = (days: number, hour: number) => new Date(now.getTime() - days * DAY - hour * 3_600_000);
  return [
    {
      title: 'افزایش سرعت ارسال در ساعات اوج',
      body: '<p>صف ارسال پیامک‌های انبوه بازطراحی شد؛ ارسال‌های بزرگ در ساعات اوج <strong>تا دو برابر سریع‌تر</strong> به مخابرات می‌رسند.</p>',
      publishedAt: ago(1, 3),
      userId: null,
    },
    {
      title: 'گزارش تحویل پیامک‌های شما آماده است',
      body: '<p>گزارش کامل ارسال‌های ماه گذشته فروشگاه شما در بخش گزارش‌ها در دسترس است.</p>',
      publishedAt: ago(3, 6),
      userId,
    },
    {
      title: 'ارسال روی نقشه به همه استان‌ها رسید',
      body: '<p>اکنون می‌توانید در همه ۳۱ استان کشور، محدوده‌ای را روی نقشه انتخاب کنید و به ساکنان آن پیامک بفرستید.</p>',
      publishedAt: ago(9, 2),
      userId: null,
    },
    {
      title: 'تغییر تعرفه ارسال از ابتدای ماه',
      body: '<p>طبق مصوبه سازمان تنظیم مقررات، تعرفه ارسال به اپراتورهای غیر از همراه اول ۱۰ درصد افزایش یافت. جزئیات در بخش تعرفه‌ها.</p>',
      publishedAt: ago(21, 5),
      userId: null,
    },
    {
      title: 'ورود دومرحله‌ای با برنامه احراز هویت',
      body: '<p>برای امنیت بیشتر، ورود دومرحله‌ای با برنامه‌هایی مانند Google Authenticator را در بخش امنیت پروفایل فعال کنید.</p>',
      publishedAt: ago(38, 1),
      userId: null,
    },
    {
      title: 'پنل تازه پیامک',
      body: '<p>پنل کاربری با ظاهر تازه، پشتیبانی از حالت تیره و کار بدون اینترنت راه‌اندازی شد.</p>',
      publishedAt: ago(57, 4),
      userId: null,
    },
  ];
}

/** Creates the demo account when the database has no users; answers whether it did. */
export async function seedDemoIfEmpty({ db, clock }: Pick<ServerDeps, 'db' | 'clock'>): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: one seeds, the others find it done.
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [{ n } = { n: 0 }] = await tx.query<{ n: number }>('select count(*)::int as n from users');
    if (n > 0) return false;
    const [user] = await tx.query<{ id: number }>(
      `insert into users (username, password_hash, person_type, first_name, last_name, national_code,
         father_name, birth_date, birth_place, gender, id_number, mobile, email, landline, city_code,
         postal_code, address, website, company_name, registration_number, economic_number,
         company_national_id, registration_date, activity_domain_id, package_id, two_factor, created_at)
       values ($1, $2, 'legal', $3, $4, $5, $6, $7, $8, 'female', $9, $10, $11, $12, $13, $14, $15, $16,
         $17, $18, $19, $20, $21, 1, 3, 'none', $22)
       returning id::int`,
      [
        DEMO_USERNAME,
        passwordHash,
        'سارا',
        'محمدی',
        '0499370899',
        'رضا',
        '1366/04/12',
        'تهران',
        '4521',
        '989121234567',
        'sara.mohammadi@example.ir',
        '88776655',
        '021',
        '1969833113',
        'تهران، خیابان ولیعصر، بالاتر از پارک ساعی، کوچه نگار، پلاک ۱۲، واحد ۴',
        'https://example.ir',
        DEMO_COMPANY_NAME,
        '548721',
        '411145872369',
        '10320857419',
        '1395/08/21',
        new Date(now.getTime() - 400 * DAY),
      ],
    );
    if (!user) throw new Error('demo user not created');
    await insertRows(
      tx,
      'news',
      ['title', 'body', 'published_at', 'user_id'],
      demoNews(now, user.id).map((n) => [n.title, n.body, n.publishedAt, n.userId]),
    );
    await seedDemoSending(tx, user.id, now);
    await seedDemoSends(tx, user.id, now);
    await seedDemoWallet(tx, user.id, now);
    const [line] = await tx.query<{ id: number }>(
      'select id::int from sender_lines where user_id = $1 order by id limit 1',
      [user.id],
    );
    if (line) await seedDemoInbox(tx, user.id, line.id, now);
    await seedDemoPredefined(tx, user.id, now);
    await seedDemoPatterns(tx, user.id, DEMO_COMPANY_NAME, now);
    await seedDemoColleagues(tx, user.id, passwordHash, now);
    await seedDemoSupport(tx, user.id, now);
    // The demo's plan includes UTM link tracking; a newly registered account's does not.
    await tx.query(
      "insert into plan_features (user_id, feature, granted_at) values ($1, 'link_tracker', $2)",
      [user.id, now],
    );
    return true;
  });
}
