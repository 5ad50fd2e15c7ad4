import { formatDateTime, formatMoney } from '@app/shared';
import type { Limit, LimitKind, LimitPeriod, Protection } from './protectionApi';

// The page's Chinese wording of limits, kept apart so the page and its sheets say the same thing.

export const KIND_TABS: Array<{ key: LimitKind; title: string }> = [
  { key: 'stake', title: '投注限额' },
  { key: 'loss', title: '亏损限额' },
  { key: 'deposit', title: '充值限额' },
  { key: 'time', title: '时长限制' },
];

export const PERIOD_TEXT: Record<LimitPeriod, string> = {
  day: '每日',
  week: '每周',
  month: '每月',
  session: '单次登录',
};

export const EXCLUSION_TEXT = { cooling_off: '冷静期', self_exclusion: '自我排除' } as const;

export const limitTitle = (limit: Pick<Limit, 'kind' | 'period'>) =>
  `${PERIOD_TEXT[limit.period]}${KIND_TABS.find((tab) => tab.key === limit.kind)?.title ?? ''}`;

/** '500.00元' or '60分钟'; '不限' for no limit. */
export function amountText(kind: LimitKind, amount: string | null): string {
  if (amount === null) return '不限';
  return kind === 'time' ? `${amount}分钟` : `${formatMoney(amount)}元`;
}

/** The one date-time form of every page, in Beijing time. */
export const whenText = (iso: string) => formatDateTime(iso);

export function exclusionNotice(exclusion: NonNullable<Protection['exclusion']>): string {
  const until = formatDateTime(exclusion.until);
  return `您正处于${EXCLUSION_TEXT[exclusion.kind]}，至 ${until} 结束。期间可以登录查看，不能投注、充值或转入游戏，也不能提前解除。`;
}
