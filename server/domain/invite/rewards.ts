import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { inviteRewards, users } from '../../db/schema';
import { changeBalance, lockWallet, moneyTransaction } from '../ledger';
import { maskName } from '../mask-name';
import { FIRST_DEPOSIT_THRESHOLD_FEN, INVITE_RULES, type InviteRule } from './rules';

interface Due {
  inviteeId: number;
  inviteeName: string;
  rule: InviteRule;
}

/** Which rewards the inviter has earned and not yet been paid: registration, and paysum reaching 100. */
async function dueRewards(db: Queryable, inviterId: number): Promise<Due[]> {
  const invitees = await db
    .select({ id: users.id, username: users.username, paysum: users.paysum })
    .from(users)
    .where(and(eq(users.inviterId, inviterId), eq(users.enabled, 1), eq(users.isBlack, 0)));
  if (invitees.length === 0) return [];
  const paid = await db
    .select({ inviteeId: inviteRewards.inviteeId, rule: inviteRewards.rule })
    .from(inviteRewards)
    .where(eq(inviteRewards.inviterId, inviterId));
  const isPaid = (inviteeId: number, rule: string) =>
    paid.some((row) => row.inviteeId === inviteeId && row.rule === rule);
  const due: Due[] = [];
  for (const invitee of invitees) {
    for (const rule of INVITE_RULES) {
      const earned = rule.key === 'register' || invitee.paysum >= FIRST_DEPOSIT_THRESHOLD_FEN;
      if (earned && !isPaid(invitee.id, rule.key)) {
        due.push({ inviteeId: invitee.id, inviteeName: invitee.username, rule });
      }
    }
  }
  return due;
}

/**
 * Pays what the inviter has earned. Runs whenever the inviter's invite data is read (info, statistics,
 * rewards, referrals), so no scheduler is needed and the figures shown are always settled. It cannot pay
 * twice: the wallet lock serialises concurrent reads of one inviter, the (inviter, invitee, rule) unique key
 * refuses a second row, and the ledger's idempotency key invite:<inviter>:<invitee>:<rule> refuses a second
 * credit. Returns the number of rewards paid now.
 */
export async function settleInviteRewards(db: Db, inviterId: number): Promise<number> {
  const [inviter] = await db
    .select({ isBlack: users.isBlack, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, inviterId));
  if (!inviter || inviter.isBlack === 1 || inviter.enabled !== 1) return 0;
  // A cheap read first: most reads find nothing due and take no lock at all.
  if ((await dueRewards(db, inviterId)).length === 0) return 0;
  return moneyTransaction(db, async (tx) => {
    await lockWallet(tx, inviterId);
    let paidNow = 0;
    for (const due of await dueRewards(tx, inviterId)) {
      const [row] = await tx
        .insert(inviteRewards)
        .values({ inviterId, inviteeId: due.inviteeId, rule: due.rule.key, amount: due.rule.amountFen })
        .onConflictDoNothing()
        .returning({ id: inviteRewards.id });
      if (!row) continue;
      const entry = await changeBalance(tx, {
        userId: inviterId,
        amountFen: due.rule.amountFen,
        type: 'invite_reward',
        remark: `${due.rule.name}：${maskName(due.inviteeName)}`,
        idempotencyKey: `invite:${inviterId}:${due.inviteeId}:${due.rule.key}`,
      });
      await tx.update(inviteRewards).set({ ledgerId: entry.id }).where(eq(inviteRewards.id, row.id));
      paidNow += 1;
    }
    return paidNow;
  });
}
