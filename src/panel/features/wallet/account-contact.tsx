import { useQuery } from '@tanstack/react-query';
import { toPersianDigits } from '../../../domain/index.ts';
import * as styles from './wallet.css.ts';
import { accountContactQuery } from './wallet.queries.ts';

/** A local number as read aloud: +98 dropped for a leading 0, Persian digits, left to right. */
const phone = (number: string) => toPersianDigits(number.replace(/^\+98/, '0'));

/** Whom to ask about credit: a colleague asks the account's owner, an owner the provider's support. */
export function AccountContact() {
  const contact = useQuery(accountContactQuery());
  const data = contact.data;
  if (!data) return null;
  const number = data.mobile ?? data.phone;
  return (
    <p className={styles.muted}>
      {data.kind === 'owner'
        ? `اعتبار این حساب را مدیر حساب، ${data.name}، تأمین می‌کند`
        : `پرسشی درباره پرداخت دارید؟ ${data.name}`}
      {number ? (
        <>
          {': '}
          <a className={styles.link} href={`tel:${number}`}>
            <bdi dir="ltr">{phone(number)}</bdi>
          </a>
        </>
      ) : null}
    </p>
  );
}
