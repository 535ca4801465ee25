import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatNumber } from '../../../domain/index.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { useMay } from '../../lib/permissions.ts';
import * as styles from './low-balance-banner.css.ts';
import { applyLiveAlert, rereadAlert, walletAlertQuery } from './wallet-alert.ts';

/**
 * The low-balance alert's banner on every screen while it is tripped: shown live when the balance
 * crosses below the threshold, gone when the credit is back above it.
 */
export function LowBalanceBanner() {
  const queryClient = useQueryClient();
  // Asked only of a member who may see the credit: a colleague without it would be refused.
  const alert = useQuery({ ...walletAlertQuery(), enabled: useMay()('wallet.view') });
  useLiveEvent('wallet_low', ({ data }) => void applyLiveAlert(queryClient, 'wallet_low', data as never));
  useLiveEvent('credit', ({ data }) => void applyLiveAlert(queryClient, 'credit', data as never));
  useLiveEvent('ready', () => void rereadAlert(queryClient));
  const state = alert.data;
  if (!state?.enabled || !state.tripped) return null;
  return (
    <div className={styles.banner} role="alert">
      <span>
        هشدار کمبود اعتبار: اعتبار شما <bdi>{formatNumber(Math.floor(state.credit))}</bdi> ریال است.
      </span>
      <Link className={styles.link} to="/wallet/credit">
        افزایش اعتبار
      </Link>
    </div>
  );
}
