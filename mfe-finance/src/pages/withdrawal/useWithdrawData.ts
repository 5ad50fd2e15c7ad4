import { type Requested, useRequest } from '@app/shared';
import { useCallback } from 'react';
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

const readyOr = <T>(request: Requested<T>, empty: T): T =>
  request.status === 'ready' ? request.data : empty;

/**
 * Everything the withdrawal page shows, each part reloadable after a change; nothing is read for a guest
 * (`enabled` false). A part that fails keeps what it showed (or shows nothing yet).
 */
export function useWithdrawData(enabled: boolean): WithdrawData {
  const ifEnabled =
    <T>(read: () => Promise<T>, empty: T) =>
    () =>
      enabled ? read() : Promise.resolve(empty);
  const config = useRequest(
    ifEnabled<WithdrawConfig | null>(() => withdrawApi.config(), null),
    `finance:withdraw:config:${enabled}`,
  );
  const balance = useRequest(
    ifEnabled<WithdrawBalance | null>(() => withdrawApi.balance({ loading: false }), null),
    `finance:withdraw:balance:${enabled}`,
  );
  const records = useRequest(
    ifEnabled<Withdrawal[]>(
      async () => (await withdrawApi.list({ per_page: 10 }, { loading: false })).list,
      [],
    ),
    `finance:withdraw:records:${enabled}`,
  );
  const wallets = useRequest(
    ifEnabled<UserWallet[]>(() => walletsApi.list({ loading: false }), []),
    `finance:withdraw:wallets:${enabled}`,
  );
  const { reload: reloadConfig } = config;
  const { reload: reloadBalance } = balance;
  const { reload: reloadRecords } = records;
  const { reload: reloadWalletList } = wallets;
  const reload = useCallback(() => {
    void reloadConfig();
    void reloadBalance();
    void reloadRecords();
  }, [reloadConfig, reloadBalance, reloadRecords]);
  const reloadWallets = useCallback(() => void reloadWalletList(), [reloadWalletList]);

  return {
    config: readyOr(config, null),
    balance: readyOr(balance, null),
    wallets: readyOr(wallets, []),
    records: readyOr(records, []),
    reload,
    reloadWallets,
  };
}
