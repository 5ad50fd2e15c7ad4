import { parseOdds } from './odds';

/**
 * What a player accepts when a price moved between the tap and the order (the usual sportsbook setting):
 * `none` 不接受 (any change refuses the order), `higher` 仅接受升赔 (only prices that went up are taken,
 * at the new price), `any` 接受全部 (every change is taken at the new price).
 */
export type OddsPolicy = 'none' | 'higher' | 'any';

export const ODDS_POLICIES: ReadonlyArray<{ key: OddsPolicy; name: string }> = [
  { key: 'none', name: '不接受' },
  { key: 'higher', name: '仅接受升赔' },
  { key: 'any', name: '接受全部' },
];

export const DEFAULT_ODDS_POLICY: OddsPolicy = 'none';

export function isOddsPolicy(value: unknown): value is OddsPolicy {
  return ODDS_POLICIES.some((policy) => policy.key === value);
}

/** Whether an order shown at `shown` odds may be placed at `current` odds under the policy. */
export function acceptsOddsChange(policy: OddsPolicy, shown: string, current: string): boolean {
  const before = parseOdds(shown);
  const now = parseOdds(current);
  if (before === now) return true;
  if (policy === 'any') return true;
  return policy === 'higher' && now > before;
}
