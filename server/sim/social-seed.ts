import { toFen } from '@app/shared/format';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities, users } from '../db/schema';
import { changeBalance } from '../domain/ledger';
import { randomCode } from '../domain/users';
import { ACTIVITIES, RANKING_PLAYERS } from './social-fixtures';

// No scrypt hash can equal this, so the ranking players can never log in.
const NO_LOGIN = 'disabled';

/** Demo activities and ranking players, each part only when missing (idempotent). */
export async function seedSocial(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(activities);
    if ((existing?.n ?? 0) === 0) await tx.insert(activities).values(ACTIVITIES);

    for (const player of RANKING_PLAYERS) {
      const [created] = await tx
        .insert(users)
        .values({ username: player.username, passwordHash: NO_LOGIN, inviteCode: randomCode(8), isMock: 1 })
        .onConflictDoNothing()
        .returning();
      if (!created) continue;
      const staked = toFen(player.staked);
      // Through the ledger like real play, so rankings, turnover and VIP levels all agree.
      await changeBalance(tx, { userId: created.id, amountFen: staked, type: 'seed', remark: '演示资金' });
      await changeBalance(tx, {
        userId: created.id,
        amountFen: -staked,
        type: 'lottery_bet',
        remark: '演示投注',
      });
      await changeBalance(tx, {
        userId: created.id,
        amountFen: toFen(player.won),
        type: 'lottery_win',
        remark: '演示派奖',
      });
    }
  });
}
