import { Empty } from '@app/shared';
import type { UserWallet } from '../../api/wallets';
import { walletLine } from '../wallets/walletLook';
import styles from '../wallets/wallets.module.css';

/** The enabled wallets as selectable cards. */
export function WalletPicker({
  wallets,
  selected,
  onSelect,
}: {
  wallets: UserWallet[];
  selected: number | null;
  onSelect: (id: number) => void;
}) {
  const usable = wallets.filter((wallet) => wallet.status === 1);
  if (usable.length === 0) return <Empty text="请先绑定银行卡或USDT地址" />;
  return (
    <div className={styles.list} role="radiogroup" aria-label="提现账户">
      {usable.map((wallet) => {
        const line = walletLine(wallet);
        return (
          <button
            key={wallet.id}
            type="button"
            className={styles.card}
            aria-pressed={wallet.id === selected}
            data-testid="wallet-choice"
            onClick={() => onSelect(wallet.id)}
          >
            <span className={styles.badge} aria-hidden="true">
              {line.badge}
            </span>
            <span className={styles.main}>
              <span>{line.title}</span>
              <span className={styles.account}>{line.account}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
