// /facilities, /settings and /plans (spec 2: one shared fallback page): the services this panel sells
// through a ticket, each with what it is, what it costs and a "buy through a ticket" that opens
// create-ticket prefilled.
import { Link } from '@tanstack/react-router';
import * as styles from './support.css.ts';

export function ServicesScreen({ intro }: { intro: string }) {
  return (
    <div className={styles.stack}>
      <p className={styles.notice}>{intro}</p>
      <ul className={styles.services} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {SERVICES.map((s) => (
          <li key={s.key} className={styles.card} data-testid={`service-${s.key}`}>
            <h2 className={styles.heading}>{s.title}</h2>
            <p className={styles.muted}>{s.description}</p>
            <p className={styles.price}>{s.price}</p>
            <ul className={styles.features}>
              {s.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <Link
              className={styles.link}
              to="/support/create-ticket"
              search={s.ticket}
              data-testid={`buy-${s.key}`}
            >
              خرید با ثبت تیکت ←
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A service sold through a ticket: the ticket's category, subcategory, title and text come prefilled. */
type Service = {
  key: string;
  title: string;
  description: string;
  price: string;
  features: readonly string[];
  ticket: { category: string; sub: string; subject: string; text: string };
};

const buy = (title: string) => ({
  category: '1',
  sub: '11',
  subject: `خرید ${title}`,
  text: `سلام، می‌خواهم «${title}» را برای حساب خود فعال کنم. لطفاً پیش‌فاکتور و مراحل را اعلام کنید.`,
});

export const SERVICES: readonly Service[] = [
  {
    key: 'pro',
    title: 'طرح حرفه‌ای',
    description: 'برای کسب‌وکارهایی که کارزارهای بزرگ و منظم می‌فرستند.',
    price: '۱۲٬۰۰۰٬۰۰۰ ریال در سال',
    features: ['رهگیری لینک و پارامترهای UTM', 'همکاران بیشتر با نقش‌های دسترسی', 'گزارش‌های پیشرفته و خروجی'],
    ticket: buy('طرح حرفه‌ای'),
  },
  {
    key: 'line',
    title: 'خط اختصاصی',
    description: 'سرشماره‌ای به نام کسب‌وکار شما، برای ارسال و دریافت.',
    price: 'از ۵٬۰۰۰٬۰۰۰ ریال',
    features: [
      'دریافت پاسخ مشتریان در صندوق دریافت',
      'ارسال خدماتی و تبلیغاتی',
      'انتخاب از میان شماره‌های آزاد',
    ],
    ticket: { ...buy('خط اختصاصی'), sub: '12' },
  },
  {
    key: 'api',
    title: 'وب‌سرویس سازمانی',
    description: 'اتصال سامانه‌های شما به ارسال پیامک با سقف بالاتر و پشتیبانی فنی.',
    price: '۸٬۰۰۰٬۰۰۰ ریال در سال',
    features: ['سقف درخواست بالاتر', 'آی‌پی‌های مجاز بیشتر', 'پشتیبانی فنی اختصاصی'],
    ticket: buy('وب‌سرویس سازمانی'),
  },
];
