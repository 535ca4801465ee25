import { toPersianDigits } from '../../../domain/index.ts';
import type { PaymentMethodItem } from '../../../domain/wallet/wallet-transfers.schema.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { groupedCard } from './amount-text.ts';
import * as styles from './wallet.css.ts';

type Props = {
  methods: readonly PaymentMethodItem[];
  /** The one the transfer went to; a choice when there are several. */
  chosen: number | null;
  onChoose: (id: number) => void;
  name: string;
};

/** The provider's cards or account to transfer to, each to copy, one chosen as where it went. */
export function MethodList({ methods, chosen, onChoose, name }: Props) {
  return (
    <ul className={styles.methods}>
      {methods.map((method) => (
        <li
          key={method.id}
          className={[styles.method, chosen === method.id ? styles.methodChosen : ''].join(' ')}
        >
          <label className={styles.methodText}>
            <span className={styles.switchRow}>
              <input
                type="radio"
                className={styles.check}
                name={name}
                checked={chosen === method.id}
                onChange={() => onChoose(method.id)}
              />
              {method.bank} · {method.owner}
            </span>
            <span className={styles.number}>
              {method.kind === 'card' ? groupedCard(method.number) : toPersianDigits(method.number)}
            </span>
            {method.sheba ? <span className={styles.number}>{method.sheba}</span> : null}
          </label>
          <span className={styles.actions}>
            <CopyButton
              value={method.number}
              label={method.kind === 'card' ? 'کپی شماره کارت' : 'کپی شماره حساب'}
            />
            {method.sheba ? <CopyButton value={method.sheba} label="کپی شبا" /> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
