import {
  type BalanceTrend,
  balanceTrend,
  isLoggedIn,
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
  const updateUser = useSession((state) => state.updateUser);
  const [vip, setVip] = useState<VipLevelInfo | null>(null);
  const [refreshingBalance, setRefreshingBalance] = useState(false);
  const [trend, setTrend] = useState<BalanceTrend>('stable');
  // A live balance change (the realtime store's trend of its last two changes) replaces the refresh's trend.
  const latestChange = useRealtime((state) => state.balanceHistory[0]);
  const realtimeTrend = useRealtime((state) => state.balanceTrend);
  useEffect(() => {
    if (latestChange) setTrend(realtimeTrend);
  }, [latestChange, realtimeTrend]);

  const refreshBalance = useCallback(
    async (announce: boolean) => {
      if (!isLoggedIn()) return;
      setRefreshingBalance(true);
      try {
        const before = useSession.getState().user?.balance;
        const latest = await userApi.balance();
        setTrend(balanceTrend(before, latest.balance));
        updateUser(latest);
        if (announce) toast.success('余额已刷新');
      } catch {
        // The http layer toasted the failure; the last known balance stays on screen.
      } finally {
        setRefreshingBalance(false);
      }
    },
    [updateUser],
  );

  const loadVip = useCallback(async () => {
    if (!isLoggedIn()) return;
    const level = await userApi.vipLevel({ silent: true }).catch(() => null);
    if (level) setVip(level);
  }, []);

  const reload = useCallback(async () => {
    if (!isLoggedIn()) return;
    const me = await userApi.me({ silent: true }).catch(() => null);
    if (me) updateUser(me);
    await Promise.all([refreshBalance(false), loadVip()]);
  }, [updateUser, refreshBalance, loadVip]);

  useEffect(() => {
    void refreshBalance(false);
    void loadVip();
  }, [refreshBalance, loadVip]);

  return { vip, trend, refreshingBalance, refreshBalance: () => refreshBalance(true), reload };
}
