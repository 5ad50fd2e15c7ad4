import { fenToYuan } from '@app/shared/format';
import type { UserRow } from './tokens';

/** VIP ladder by total paid in (yuan thresholds, in fen). */
const LEVELS = [
  { level: 0, name: '普通会员', paysum: 0n },
  { level: 1, name: 'VIP1', paysum: 100_000n },
  { level: 2, name: 'VIP2', paysum: 1_000_000n },
  { level: 3, name: 'VIP3', paysum: 5_000_000n },
  { level: 4, name: 'VIP4', paysum: 20_000_000n },
  { level: 5, name: 'VIP5', paysum: 100_000_000n },
];

export function vipLevelOf(user: UserRow) {
  const current = LEVELS.find((entry) => entry.level === user.vipLevel) ?? LEVELS[0];
  const next = LEVELS.find((entry) => entry.level === (current?.level ?? 0) + 1) ?? null;
  const progress = next ? Number((user.paysum * 100n) / next.paysum) : 100;
  return {
    vip_level: current?.level ?? 0,
    name: current?.name ?? '',
    next_level: next?.level ?? null,
    next_level_name: next?.name ?? null,
    paysum: fenToYuan(user.paysum),
    next_level_paysum: next ? fenToYuan(next.paysum) : null,
    progress: Math.min(100, progress),
  };
}
