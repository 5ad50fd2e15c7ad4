import { toast } from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import {
  type RebateClaimableStats,
  type RebateClaimResult,
  type RebateStats,
  rebateApi,
} from '../../api/rebate';

/** One key per tap: a retry of that request is answered with its first result, never paid twice. */
export const newRequestKey = (action: string) =>
  `rebate-${action}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

export type RebateAction = 'calculate' | 'apply' | 'claim-all' | `claim-${number}`;

/**
 * The rebate centre's state: overview, what is claimable and not yet applied, and the actions. After an
 * action everything reloads (and `onChanged` lets the records list reload too).
 */
export function useRebateCentre(onChanged: () => void) {
  const [stats, setStats] = useState<RebateStats | null>(null);
  const [claimable, setClaimable] = useState<RebateClaimableStats | null>(null);
  const [busy, setBusy] = useState<RebateAction | null>(null);

  const refresh = useCallback(async () => {
    const [nextStats, nextClaimable] = await Promise.all([rebateApi.stats(), rebateApi.claimableStats()]);
    setStats(nextStats);
    setClaimable(nextClaimable);
  }, []);

  useEffect(() => {
    refresh().catch(() => {});
  }, [refresh]);

  const run = async <T>(
    action: RebateAction,
    work: () => Promise<T>,
    done: (result: T) => string,
    changesRecords = true,
  ) => {
    if (busy) return;
    setBusy(action);
    try {
      const result = await work();
      toast.success(done(result));
      if (!changesRecords) return;
      onChanged();
      await refresh();
    } catch {
      // The client has already shown the server's reason (返水功能暂未开放, 暂无可申请的返水...).
    } finally {
      setBusy(null);
    }
  };

  const claimed = (result: RebateClaimResult) => `成功领取返水 ${result.amount} 元`;

  return {
    stats,
    claimable,
    busy,
    calculate: () =>
      run(
        'calculate',
        async () => {
          const preview = await rebateApi.calculate();
          setClaimable((previous) => (previous ? { ...previous, unapplied: preview } : previous));
          return preview;
        },
        (preview) => `本期可申请返水 ${preview.total_amount} 元`,
        false,
      ),
    apply: () =>
      run(
        'apply',
        () => rebateApi.apply(newRequestKey('apply')),
        (result) => `已申请返水 ${result.total_amount} 元，请领取`,
      ),
    claimAll: () => run('claim-all', () => rebateApi.claimAll(newRequestKey('claim-all')), claimed),
    claim: (id: number) =>
      run(`claim-${id}`, () => rebateApi.claim(id, newRequestKey(`claim-${id}`)), claimed),
  };
}
