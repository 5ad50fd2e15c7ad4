import {
  type BalanceTrend,
  balanceTrend,
  isLoggedIn,
  readUser,
  refreshBalance,
  toast,
  useRealtime,
  userApi,
  useSession,
  type VipLevelInfo,
} from '@app/shared';
import { useCallback, useEffect, useState } from 'react';

/**
 * Balance, VIP level and the user's figures, refreshed on open, on the refresh button and on pull-down.
 * The balance itself is the session's, which the realtime manager updates live.
 */
export function useMineData() {
  const [vip, setVip] = useState<VipLevelInfo | null>(null);
  const [refreshingBalance, setRefreshingBalance] = useState(false);
  const [trend, setTrend] = useState<BalanceTrend>('stable');
  // A live balance change (the realtime store's trend of its last two changes) replaces the refresh's trend.
  const latestChange = useRealtime((state) => state.balanceHistory[0]);
  const realtimeTrend = useRealtime((state) => state.balanceTrend);
  useEffect(() => {
    if (latestChange) setTrend(realtimeTrend);
  }, [latestChange, realtimeTrend]);

  const reloadBalance = useCallback(async (announce: boolean) => {
    if (!isLoggedIn()) return;
    setRefreshingBalance(true);
    try {
      const before = useSession.getState().user?.balance;
      await refreshBalance();
      const after = useSession.getState().user?.balance;
      if (after !== undefined) setTrend(balanceTrend(before, after));
      if (announce) toast.success('余额已刷新');
    } catch {
      // The http layer toasted the failure; the last known balance stays on screen.
    } finally {
      setRefreshingBalance(false);
    }
  }, []);

  const loadVip = useCallback(async () => {
    if (!isLoggedIn()) return;
    const level = await userApi.vipLevel({ silent: true }).catch(() => null);
    if (level) setVip(level);
  }, []);

  const reload = useCallback(async () => {
    if (!isLoggedIn()) return;
    await readUser(() => userApi.me({ silent: true })).catch(() => null);
    await Promise.all([reloadBalance(false), loadVip()]);
  }, [reloadBalance, loadVip]);

  useEffect(() => {
    void reloadBalance(false);
    void loadVip();
  }, [reloadBalance, loadVip]);

  return { vip, trend, refreshingBalance, refreshBalance: () => reloadBalance(true), reload };
}
