import { useCallback, useEffect, useState } from 'react';
import { type UserWallet, walletsApi } from '../../api/wallets';
import {
  type Withdrawal,
  type WithdrawBalance,
  type WithdrawConfig,
  withdrawApi,
} from '../../api/withdrawals';

export interface WithdrawData {
  config: WithdrawConfig | null;
  balance: WithdrawBalance | null;
  wallets: UserWallet[];
  records: Withdrawal[];
  reload: () => void;
  reloadWallets: () => void;
}

/** Everything the withdrawal page shows, each part reloadable after a change. */
export function useWithdrawData(enabled: boolean): WithdrawData {
  const [config, setConfig] = useState<WithdrawConfig | null>(null);
  const [balance, setBalance] = useState<WithdrawBalance | null>(null);
  const [wallets, setWallets] = useState<UserWallet[]>([]);
  const [records, setRecords] = useState<Withdrawal[]>([]);

  const reloadWallets = useCallback(() => {
    walletsApi.list({ loading: false }).then(setWallets, () => {});
  }, []);
  const reload = useCallback(() => {
    withdrawApi.config().then(setConfig, () => {});
    withdrawApi.balance({ loading: false }).then(setBalance, () => {});
    withdrawApi.list({ per_page: 10 }, { loading: false }).then(
      (page) => setRecords(page.list),
      () => {},
    );
  }, []);

  useEffect(() => {
    if (!enabled) return;
    reload();
    reloadWallets();
  }, [enabled, reload, reloadWallets]);

  return { config, balance, wallets, records, reload, reloadWallets };
}
