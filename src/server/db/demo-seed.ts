// The demo account that `npm start` creates on an empty database (PAYAMAK_EMPTY=1 skips it):
// username `demo`, password `Payamak@1404`, a legal person with a full profile and 60 days of
// wallet history. Random but repeatable (a fixed seed), dated back from the server's clock.
import { eq, sql } from 'drizzle-orm';
import type { ServerDeps } from '../services/context.ts';
import { hashPassword } from '../services/secrets.ts';
import { seedDemoInbox } from './demo-seed-inbox.ts';
import { seedDemoPredefined } from './demo-seed-predefined.ts';
import { seedDemoSending } from './demo-seed-sending.ts';
import { news, planFeatures, senderLines, users, wallets, walletTransactions } from './schema.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'Payamak@1404';
const SEED_LOCK = 7_264_226;
const DAY = 86_400_000;

/** mulberry32: a tiny deterministic generator, so every fresh demo looks the same. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CAMPAIGNS = [
  'ارسال پیامک تبلیغاتی جشنواره پاییزه',
  'ارسال پیامک اطلاع‌رسانی به مشتریان',
  'ارسال پیامک تبریک تولد مشتریان',
  'ارسال پیامک یادآوری نوبت',
  'ارسال الگوی کد تأیید',
  'ارسال از دفترچه تلفن مشتریان وفادار',
  'ارسال شهری و استانی تهران',
  'ارسال به مشاغل: رستوران و کافه',
];

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

type Row = { amount: number; type: 'deposit' | 'withdrawal'; description: string; createdAt: Date };

export function demoTransactions(now: Date): Row[] {
  const random = generator(1404);
  const rows: Row[] = [];
  let balance = 0;
  for (let daysAgo = 60; daysAgo >= 0; daysAgo--) {
    const day = now.getTime() - daysAgo * DAY;
    // A top-up every week or so, and sends on most days.
    if (daysAgo % 8 === 0 || balance < 3_000_000) {
      const amount = (5 + Math.floor(random() * 20)) * 1_000_000;
      const online = random() < 0.7;
      rows.push({
        amount,
        type: 'deposit',
        description: online ? 'افزایش اعتبار از درگاه پرداخت اینترنتی' : 'افزایش اعتبار با کارت به کارت',
        createdAt: new Date(day - 5 * 3_600_000 - Math.floor(random() * 3_600_000)),
      });
      balance += amount;
    }
    const sends = Math.floor(random() * 3);
    for (let i = 0; i < sends; i++) {
      const amount = Math.min(balance, (3 + Math.floor(random() * 40)) * 25_000);
      if (amount <= 0 || day - i * 3_600_000 > now.getTime()) continue;
      rows.push({
        amount,
        type: 'withdrawal',
        description: CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)] ?? 'ارسال پیامک',
        createdAt: new Date(day - i * 2 * 3_600_000 - Math.floor(random() * 3_600_000)),
      });
      balance -= amount;
    }
  }
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Creates the demo account when the database has no users; answers whether it did. */
export async function seedDemoIfEmpty({ orm, clock }: Pick<ServerDeps, 'orm' | 'clock'>): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  return orm.transaction(async (tx) => {
    // Several processes may start at once on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if (n > 0) return false;
    const [user] = await tx
      .insert(users)
      .values({
        username: DEMO_USERNAME,
        passwordHash,
        personType: 'legal',
        firstName: 'سارا',
        lastName: 'محمدی',
        nationalCode: '0499370899',
        fatherName: 'رضا',
        birthDate: '1366/04/12',
        birthPlace: 'تهران',
        gender: 'female',
        idNumber: '4521',
        mobile: '989121234567',
        email: 'sara.mohammadi@example.ir',
        landline: '88776655',
        cityCode: '021',
        postalCode: '1969833113',
        address: 'تهران، خیابان ولیعصر، بالاتر از پارک ساعی، کوچه نگار، پلاک ۱۲، واحد ۴',
        website: 'https://example.ir',
        companyName: 'فروشگاه آنلاین گلبرگ',
        registrationNumber: '548721',
        economicNumber: '411145872369',
        companyNationalId: '10320857419',
        registrationDate: '1395/08/21',
        activityDomainId: 1,
        packageId: 3,
        twoFactor: 'none',
        createdAt: new Date(now.getTime() - 400 * DAY),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('demo user not created');
    let balance = 0;
    const rows = demoTransactions(now).map((row) => {
      balance += row.type === 'deposit' ? row.amount : -row.amount;
      return { ...row, userId: user.id, balanceAfter: balance };
    });
    await tx.insert(walletTransactions).values(rows);
    await tx.insert(wallets).values({ userId: user.id, balance });
    await tx.insert(news).values(demoNews(now, user.id));
    await seedDemoSending(tx, user.id, now);
    const [line] = await tx
      .select({ id: senderLines.id })
      .from(senderLines)
      .where(eq(senderLines.userId, user.id))
      .orderBy(senderLines.id)
      .limit(1);
    if (line) await seedDemoInbox(tx, user.id, line.id, now);
    await seedDemoPredefined(tx, user.id, now);
    // spec 6: the demo's plan includes UTM link tracking; a newly registered account's does not.
    await tx.insert(planFeatures).values({ userId: user.id, feature: 'link_tracker', grantedAt: now });
    return true;
  });
}
