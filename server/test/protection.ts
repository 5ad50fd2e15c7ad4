import { fenToYuan } from '@app/shared/format';
import { eq, sum } from 'drizzle-orm';
import { protectionStakes } from '../db/schema';
import { periodWindow, resetText } from '../domain/protection';
import type { TestServer } from './server';

export interface LimitJson {
  kind: string;
  period: string;
  amount: string | null;
  used: string;
  resets_at: string | null;
  pending: { amount: string | null; effective_at: string } | null;
}

export interface ProtectionJson {
  limits: LimitJson[];
  reality_check_minutes: number;
  exclusion: { kind: string; since: string; until: string } | null;
}

/** 理性投注 over HTTP, as the 我的 → 理性投注 page calls it. */
export function protectionTools(server: TestServer) {
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    read: (token: string) => server.get<ProtectionJson>('/api/v1/user/protection', token),
    setLimit: (token: string, kind: string, period: string, amount: string | null) =>
      server.request<ProtectionJson>({
        method: 'PUT',
        url: '/api/v1/user/protection/limit',
        headers: auth(token),
        payload: { kind, period, amount },
      }),
    confirm: (token: string, kind: string, period: string) =>
      server.post<ProtectionJson>('/api/v1/user/protection/confirm', { kind, period }, token),
    exclude: (token: string, kind: 'cooling_off' | 'self_exclusion', length: number) =>
      server.post<ProtectionJson>('/api/v1/user/protection/exclusion', { kind, length }, token),
    limitOf: (view: ProtectionJson, kind: string, period: string) =>
      view.limits.find((limit) => limit.kind === kind && limit.period === period),
  };
}

/** What the stake limits counted for a player, in fen. */
export async function stakedFen(server: TestServer, userId: number): Promise<bigint> {
  const [row] = await server.db
    .select({ total: sum(protectionStakes.amount) })
    .from(protectionStakes)
    .where(eq(protectionStakes.userId, userId));
  return BigInt(row?.total ?? 0);
}

/** '将于 11月28日 00:00 重置': when a daily limit counts again, the next Beijing midnight. */
export const resetsTonight = (now = new Date()) =>
  `将于 ${resetText(periodWindow('day', now).resetsAt)} 重置`;

/** The refusal a player reads at a daily limit reached: the limit, its amount and the next Beijing midnight. */
export function dailyLimitReached(kind: string, limitFen: bigint, now = new Date()): string {
  return `已达到每日${kind}（${fenToYuan(limitFen)}元），${resetsTonight(now)}`;
}
