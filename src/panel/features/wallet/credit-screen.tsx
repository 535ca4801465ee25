import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber, formatToman } from '../../../domain/index.ts';
import { creditQuery } from '../../lib/account.queries.ts';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { AccountContact } from './account-contact.tsx';
import { AlertSettings } from './alert-settings.tsx';
import { OnlineTopUp } from './online-top-up.tsx';
import { PendingTransfers } from './pending-transfers.tsx';
import { TransferForm } from './transfer-form.tsx';
import * as styles from './wallet.css.ts';

/** The three ways to top up, in the order of the `tab` index. */
const TOP_UP_TABS = ['پرداخت اینترنتی', 'کارت به کارت', 'واریز بانکی (فیش)'] as const;

/** The balance, live as the header's; it is the same query the `credit` event writes. */
function Balance() {
  const credit = useQuery(creditQuery());
  return (
    <section className={styles.balance} aria-labelledby="wallet-balance">
      <h2 id="wallet-balance" className={styles.balanceLabel}>
        موجودی کیف پول
      </h2>
      <output className={styles.balanceFigure} aria-live="polite">
        <bdi>{credit.data === undefined ? '…' : formatNumber(credit.data)}</bdi>
        <span className={styles.unit}>ریال</span>
      </output>
      <p className={styles.muted}>
        {credit.data === undefined ? '' : `معادل ${formatToman(credit.data)} · `}
        <Link className={styles.link} to="/wallet/transactions">
          تراکنش‌ها
        </Link>
      </p>
      <AccountContact />
    </section>
  );
}

/** /wallet/credit: the balance, three ways to top up, transfers awaiting approval, the alert. */
export function CreditScreen() {
  return (
    <div className={styles.screen}>
      <div className={styles.column}>
        <Balance />
        <section className={styles.card} aria-label="افزایش اعتبار">
          <UrlTabs label="روش پرداخت" tabs={TOP_UP_TABS} fill>
            {(tab) =>
              tab === 0 ? <OnlineTopUp /> : <TransferForm key={tab} kind={tab === 1 ? 'card' : 'slip'} />
            }
          </UrlTabs>
        </section>
      </div>
      <div className={styles.column}>
        <PendingTransfers />
        <AlertSettings />
      </div>
    </div>
  );
}
