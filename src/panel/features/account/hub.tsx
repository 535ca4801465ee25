import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatRials, toLocalMobile, toPersianDigits } from '../../../domain/index.ts';
import { creditQuery, meQuery } from '../../lib/account.queries.ts';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { IdentityDocuments, VerificationBadge } from './documents.tsx';
import * as styles from './hub.css.ts';
import { identityDocumentsQuery } from './hub.queries.ts';

type ProfilePage = {
  to:
    | '/profile/account-info'
    | '/profile/personal-info'
    | '/profile/contact-info'
    | '/profile/address-info'
    | '/profile/change-phone-number'
    | '/profile/security-setting'
    | '/profile/tariffs'
    | '/profile/settings';
  title: string;
  text: string;
  /** Shown on a phone only: on a desktop the same lives inside another page. */
  phoneOnly?: true;
};

/** The profile's pages, in the order a person looks for them. */
const PAGES: readonly ProfilePage[] = [
  { to: '/profile/account-info', title: 'اطلاعات حساب', text: 'نوع حساب و مشخصات کلی' },
  { to: '/profile/personal-info', title: 'اطلاعات هویتی', text: 'نام، کد ملی، تاریخ تولد' },
  { to: '/profile/contact-info', title: 'اطلاعات تماس', text: 'ایمیل، تلفن ثابت و وب‌سایت' },
  { to: '/profile/address-info', title: 'اطلاعات نشانی', text: 'نشانی و کد پستی', phoneOnly: true },
  {
    to: '/profile/change-phone-number',
    title: 'تغییر شماره موبایل',
    text: 'با کد تأیید به شمارهٔ فعلی و تازه',
    phoneOnly: true,
  },
  { to: '/profile/security-setting', title: 'امنیت', text: 'رمز عبور، ورود دومرحله‌ای و نشست‌ها' },
  { to: '/profile/tariffs', title: 'تعرفه‌ها', text: 'بهای هر بخش پیامک' },
  { to: '/profile/settings', title: 'تنظیمات حساب', text: 'خط پیش‌فرض، هشدار اعتبار و اعلان‌ها' },
];

/** `/profile`: who the account is, its credit, its identity documents and the way to every profile page. */
export function ProfileHub() {
  const phone = useIsPhone();
  return (
    <div className={styles.screen}>
      <Who />
      <nav className={`${styles.card} ${styles.wide}`} aria-labelledby="profile-pages">
        <h2 id="profile-pages" className={styles.cardTitle}>
          صفحه‌های پروفایل
        </h2>
        <ul className={styles.links}>
          {PAGES.filter((page) => phone || !page.phoneOnly).map((page) => (
            <li key={page.to}>
              <Link to={page.to} className={styles.link}>
                <span className={styles.linkTitle}>{page.title}</span>
                <span className={styles.linkText}>{page.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <IdentityDocuments />
    </div>
  );
}

function Who() {
  const me = useQuery(meQuery());
  const credit = useQuery(creditQuery());
  const identity = useQuery(identityDocumentsQuery());
  const name = me.data?.name ?? '';
  const mobile = identity.data ? toLocalMobile(identity.data.mobile) : null;
  return (
    <section className={styles.card} aria-labelledby="profile-who">
      <div className={styles.who}>
        <span className={styles.avatar} aria-hidden="true">
          {name.trim().charAt(0) || '؟'}
        </span>
        <div>
          <h2 id="profile-who" className={styles.name}>
            {me.data ? name : 'در حال بارگذاری…'}
          </h2>
          {me.data ? (
            <p className={styles.muted}>
              نام کاربری: <bdi dir="ltr">{me.data.user_name}</bdi>
            </p>
          ) : null}
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>نوع حساب</dt>
          <dd className={styles.value} data-testid="person-type">
            {identity.data ? (identity.data.person_type === 'legal' ? 'حقوقی' : 'حقیقی') : '…'}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>شماره موبایل</dt>
          <dd className={styles.value}>
            <bdi dir="ltr">{mobile ? toPersianDigits(mobile) : '…'}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>احراز هویت</dt>
          <dd className={styles.value}>
            {identity.data ? <VerificationBadge state={identity.data.state} /> : '…'}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>اعتبار</dt>
          <dd className={styles.value} data-testid="hub-credit">
            {credit.data === undefined ? '…' : formatRials(credit.data)}
            <br />
            <Link to="/wallet/credit" className={styles.inlineLink}>
              افزایش اعتبار
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
