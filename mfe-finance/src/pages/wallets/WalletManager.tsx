import { Dialog, Empty, Popup, toast } from '@app/shared';
import { useState } from 'react';
import { type UserWallet, walletsApi } from '../../api/wallets';
import { AddWalletForm } from './AddWalletForm';
import { walletLine } from './walletLook';
import styles from './wallets.module.css';

/** The wallet management sheet: every bound account (masked), enable/disable, delete, add another. */
export function WalletManager({
  open,
  wallets,
  onClose,
  onChanged,
}: {
  open: boolean;
  wallets: UserWallet[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [removing, setRemoving] = useState<UserWallet | null>(null);

  const toggle = async (wallet: UserWallet) => {
    const updated = await walletsApi.toggleStatus(wallet.id).catch(() => null);
    if (updated) toast.show(updated.status === 1 ? '已启用' : '已停用');
    onChanged();
  };

  const remove = async () => {
    const wallet = removing;
    setRemoving(null);
    if (!wallet) return;
    const done = await walletsApi.remove(wallet.id).then(
      () => true,
      () => false,
    );
    if (done) toast.show('已删除');
    onChanged();
  };

  return (
    <>
      <Popup open={open} onClose={onClose} aria-label="钱包管理">
        <div className={styles.sheet} data-testid="wallet-manager">
          <div className={styles.sheetHead}>
            <h2>钱包管理</h2>
            <button type="button" className={styles.close} aria-label="关闭钱包管理" onClick={onClose}>
              ×
            </button>
          </div>
          <div className={styles.list}>
            {wallets.length === 0 && <Empty text="还没有绑定提现账户" />}
            {wallets.map((wallet) => {
              const line = walletLine(wallet);
              return (
                <div
                  key={wallet.id}
                  className={styles.card}
                  data-disabled={wallet.status !== 1}
                  data-testid="wallet-row"
                >
                  <span className={styles.badge} aria-hidden="true">
                    {line.badge}
                  </span>
                  <span className={styles.main}>
                    <span>{line.title}</span>
                    <span className={styles.account}>{line.account}</span>
                    <span className={styles.actions}>
                      <button type="button" className={styles.action} onClick={() => toggle(wallet)}>
                        {wallet.status === 1 ? '停用' : '启用'}
                      </button>
                      <button
                        type="button"
                        className={`${styles.action} ${styles.danger}`}
                        onClick={() => setRemoving(wallet)}
                      >
                        删除
                      </button>
                    </span>
                  </span>
                </div>
              );
            })}
          </div>
          <AddWalletForm onAdded={onChanged} />
        </div>
      </Popup>
      <Dialog
        open={removing !== null}
        title="删除钱包"
        cancelText="取消"
        confirmText="删除"
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        {removing ? `确定删除 ${walletLine(removing).account} 吗？` : ''}
      </Dialog>
    </>
  );
}
