import { Link, type LinkProps } from '@tanstack/react-router';
import * as styles from './mode-list.css.ts';

type Mode = { to: LinkProps['to']; title: string; text: string };

// One name per mode, the same in the menu, the titles and here.
const MODES: readonly Mode[] = [
  { to: '/send-sms/quick', title: 'ارسال سریع', text: 'شماره‌ها را وارد یا جای‌گذاری کنید.' },
  { to: '/send-sms/phonebook', title: 'ارسال از دفترچه تلفن', text: 'به مخاطبان دفترچه‌های خود.' },
  { to: '/send-sms/file', title: 'ارسال از فایل', text: 'شماره‌ها از فایل txt، csv یا اکسل.' },
  { to: '/send-sms/keyword', title: 'ارسال کلیدواژه‌ای', text: 'به کسانی که کلیدواژه را فرستاده‌اند.' },
  { to: '/send-sms/peer-to-peer', title: 'ارسال نظیر به نظیر', text: 'هر شماره پیام خودش را از اکسل.' },
  { to: '/send-sms/business', title: 'ارسال به مشاغل', text: 'به صاحبان مشاغل هر دسته.' },
  { to: '/send-sms/map', title: 'ارسال روی نقشه', text: 'محدوده‌ای را روی نقشه بکشید.' },
  { to: '/send-sms/postalcode', title: 'ارسال بر اساس کد پستی', text: 'به ساکنان محدودهٔ کدهای پستی.' },
  { to: '/send-sms/city-province', title: 'ارسال شهری و استانی', text: 'به ساکنان استان، شهرستان یا شهر.' },
  { to: '/send-sms/tower-irancell', title: 'ارسال منطقه‌ای ایرانسل', text: 'به مشترکان دکل‌های یک منطقه.' },
];

/** /send-sms lists the ten ways to send, each its own route. */
export function ModeList() {
  return (
    <ul className={styles.list}>
      {MODES.map((m) => (
        <li key={m.title}>
          <Link to={m.to} className={styles.link}>
            <span className={styles.title}>{m.title}</span>
            <span className={styles.text}>{m.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
