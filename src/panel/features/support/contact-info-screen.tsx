// /support/contact-info: whom to call. The provider's phones (a tap calls), hours, address and email;
// a colleague sees the account owner's contact first, and the provider's beside it.
import { useQuery } from '@tanstack/react-query';
import { toPersianDigits } from '../../../domain/index.ts';
import type { ContactInfo } from '../../../domain/support/support.schema.ts';
import { EmptyArea } from '../../ui/empty-area.tsx';
import * as styles from './support.css.ts';
import { contactQuery } from './support.queries.ts';

function Phones({ phones }: { phones: ContactInfo['phones'] }) {
  return (
    <ul className={styles.faqList}>
      {phones.map((p) => (
        <li key={p.number}>
          <a className={styles.phone} href={`tel:${p.number}`} data-testid="contact-phone">
            <span>{p.title}</span>
            <bdi dir="ltr">{toPersianDigits(p.number)}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ContactInfoScreen() {
  const info = useQuery(contactQuery());
  if (info.status === 'error')
    return (
      <EmptyArea title="اطلاعات تماس دریافت نشد" description="اتصال را بررسی کنید و دوباره تلاش کنید." />
    );
  if (!info.data) return <p className={styles.muted}>در حال بارگذاری…</p>;
  const c = info.data;
  return (
    <div className={styles.twoColumns}>
      <section className={styles.card} aria-label={c.title}>
        <h2 className={styles.heading}>{c.kind === 'parent' ? `مدیر حساب شما: ${c.title}` : c.title}</h2>
        {c.kind === 'parent' ? (
          <p className={styles.muted}>
            حساب شما زیرمجموعهٔ این حساب است؛ برای خرید و دسترسی با مدیر حساب هماهنگ کنید.
          </p>
        ) : null}
        <Phones phones={c.phones} />
        {c.hours ? (
          <p className={styles.text}>
            <strong>ساعت پاسخ‌گویی: </strong>
            {c.hours}
          </p>
        ) : null}
        {c.address ? (
          <p className={styles.text}>
            <strong>نشانی: </strong>
            {c.address}
          </p>
        ) : null}
        {c.email ? (
          <p className={styles.text}>
            <strong>ایمیل: </strong>
            <a className={styles.link} href={`mailto:${c.email}`}>
              <bdi dir="ltr">{c.email}</bdi>
            </a>
          </p>
        ) : null}
      </section>
      {c.provider ? (
        <section className={styles.card} aria-label={c.provider.title}>
          <h2 className={styles.heading}>{c.provider.title}</h2>
          <Phones phones={c.provider.phones} />
        </section>
      ) : null}
    </div>
  );
}
