import { fenToYuan, toFen } from '@app/shared/format';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { ledger, users } from '../db/schema';
import type { ConfigValue } from './config';
import { DomainError } from './errors';
import { changeBalance, moneyTransaction } from './ledger';
import { GAME_TYPE_NAMES, REBATE_GAME_TYPES, rateFor, ratePercent } from './rebate/rates';
import { lockPlayerForReward } from './restrictions';
import type { UserRow } from './tokens';

export interface VipLevel {
  level: number;
  name: string;
  /** Valid turnover (totalgame, fen: stakes settled won or lost) that reaches this level. */
  turnover: bigint;
  /** Paid once when the player claims the level (vip_reward). */
  upgradeBonus: bigint;
}

const yuan = toFen;

/** The VIP ladder by valid turnover, which only settled stakes reach (valid-turnover.ts); levels never go down. */
export const VIP_LEVELS: VipLevel[] = [
  { level: 0, name: '普通会员', turnover: 0n, upgradeBonus: 0n },
  { level: 1, name: 'VIP1', turnover: yuan('1000'), upgradeBonus: yuan('8') },
  { level: 2, name: 'VIP2', turnover: yuan('10000'), upgradeBonus: yuan('38') },
  { level: 3, name: 'VIP3', turnover: yuan('50000'), upgradeBonus: yuan('188') },
  { level: 4, name: 'VIP4', turnover: yuan('200000'), upgradeBonus: yuan('588') },
  { level: 5, name: 'VIP5', turnover: yuan('1000000'), upgradeBonus: yuan('1888') },
];

const levelEntry = (level: number): VipLevel =>
  VIP_LEVELS.find((entry) => entry.level === level) ?? (VIP_LEVELS[0] as VipLevel);

/** The highest level the turnover reaches. */
export function levelForTurnover(totalgame: bigint): number {
  return VIP_LEVELS.reduce((reached, entry) => (totalgame >= entry.turnover ? entry.level : reached), 0);
}

/** The player's level: the stored one, or higher when the turnover already reaches it. */
export const effectiveLevel = (user: UserRow) => Math.max(user.vipLevel, levelForTurnover(user.totalgame));

/**
 * What a level gives. Rebate rates are the rebate module's own (config rebate_rates by VIP level and game
 * type), so this page always shows what a claim will pay.
 */
export function vipBenefitsJson(entry: VipLevel, rebateRates?: ConfigValue) {
  return {
    level: entry.level,
    name: entry.name,
    turnover: fenToYuan(entry.turnover),
    rebate_rates: REBATE_GAME_TYPES.map((gameType) => ({
      game_type: gameType,
      name: GAME_TYPE_NAMES[gameType],
      rate: ratePercent(rateFor(rebateRates, gameType, entry.level)),
    })),
    upgrade_bonus: fenToYuan(entry.upgradeBonus),
  };
}

/** GET /v1/user/viplevel: level, name and progress (by turnover) to the next level. */
export function vipLevelOf(user: UserRow) {
  const current = levelEntry(effectiveLevel(user));
  const next = VIP_LEVELS.find((entry) => entry.level === current.level + 1) ?? null;
  const span = next ? next.turnover - current.turnover : 0n;
  const done = next ? user.totalgame - current.turnover : 0n;
  const progress = next && span > 0n ? Number((done * 100n) / span) : 100;
  return {
    vip_level: current.level,
    name: current.name,
    next_level: next?.level ?? null,
    next_level_name: next?.name ?? null,
    totalgame: fenToYuan(user.totalgame),
    next_level_turnover: next ? fenToYuan(next.turnover) : null,
    need_turnover: next ? fenToYuan(next.turnover - user.totalgame) : '0.00',
    progress: Math.max(0, Math.min(100, progress)),
  };
}

/** Stores a level the turnover has reached, so userinfo.vip_level follows; returns the level. */
export async function syncVipLevel(db: Queryable, user: UserRow): Promise<number> {
  const level = effectiveLevel(user);
  if (level > user.vipLevel) {
    await db
      .update(users)
      .set({ vipLevel: level })
      .where(and(eq(users.id, user.id), lt(users.vipLevel, level)));
  }
  return level;
}

export const upgradeBonusKey = (level: number) => `vip:upgrade:${level}`;

export class VipRefused extends DomainError {
  constructor(message: string) {
    super(422, message);
  }
}

/** Levels whose upgrade bonus the player was already paid. */
export async function paidUpgradeLevels(db: Queryable, userId: number): Promise<number[]> {
  const keys = VIP_LEVELS.map((entry) => upgradeBonusKey(entry.level));
  const rows = await db
    .select({ key: ledger.idempotencyKey })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), inArray(ledger.idempotencyKey, keys)));
  return VIP_LEVELS.filter((entry) => rows.some((row) => row.key === upgradeBonusKey(entry.level))).map(
    (entry) => entry.level,
  );
}

/**
 * Pays the upgrade bonus of every reached level not paid yet; returns what was paid now (fen). The wallet
 * lock serialises claims and the ledger key per level pays each bonus once, however often it is claimed.
 */
export async function claimUpgradeBonuses(db: Db, userId: number): Promise<bigint> {
  return moneyTransaction(db, async (tx) => {
    await lockPlayerForReward(tx, userId, 'reward');
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new VipRefused('用户不存在');
    const reached = await syncVipLevel(tx, user);
    const paidBefore = await paidUpgradeLevels(tx, userId);
    const due = VIP_LEVELS.filter(
      (entry) => entry.level <= reached && entry.upgradeBonus > 0n && !paidBefore.includes(entry.level),
    );
    if (due.length === 0) throw new VipRefused('暂无可领取的晋级礼金');
    for (const entry of due) {
      await changeBalance(tx, {
        userId,
        amountFen: entry.upgradeBonus,
        type: 'vip_reward',
        remark: `${entry.name} 晋级礼金`,
        idempotencyKey: upgradeBonusKey(entry.level),
      });
    }
    return due.reduce((sum, entry) => sum + entry.upgradeBonus, 0n);
  });
}
