import { fenToYuan } from '@app/shared/format';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages, orderLegs, orders, users } from '../../db/schema';
import { rejectWith } from '../errors';
import { afterCommit } from '../ledger';
import { changeBalances } from '../ledger-batch';
import { announceMessage } from '../messages/messages';

/** The writes of a re-settlement (改判): corrected legs and orders, the payout differences and the players told. */

/** One settled order whose payout the correction changes, in fen. */
export interface Adjustment {
  userId: number;
  orderNo: string;
  before: bigint;
  after: bigint;
  matchName: string;
  idempotencyKey: string;
}

/** Sets the corrected result of legs by id in one statement; returns how many changed. */
export async function setLegResults(tx: Tx, results: Map<number, number>): Promise<number> {
  if (results.size === 0) return 0;
  const values = sql.join(
    [...results].map(([id, result]) => sql`(${id}::int, ${result}::smallint)`),
    sql`, `,
  );
  const rows = await tx
    .update(orderLegs)
    .set({ result: sql`v.result` })
    .from(sql`(values ${values}) as v(id, result)`)
    .where(eq(orderLegs.id, sql`v.id`))
    .returning({ id: orderLegs.id });
  return rows.length;
}

/** Sets the corrected status and payout of settled orders by id in one statement. */
export async function setOrderOutcomes(
  tx: Tx,
  outcomes: Map<number, { status: number; payout: bigint }>,
): Promise<void> {
  if (outcomes.size === 0) return;
  const values = sql.join(
    [...outcomes].map(
      ([id, outcome]) => sql`(${id}::int, ${outcome.status}::smallint, ${outcome.payout.toString()}::bigint)`,
    ),
    sql`, `,
  );
  await tx
    .update(orders)
    .set({ status: sql`v.status`, payout: sql`v.payout` })
    .from(sql`(values ${values}) as v(id, status, payout)`)
    .where(eq(orders.id, sql`v.id`));
}

const signedYuan = (fen: bigint) => (fen < 0n ? `-¥${fenToYuan(-fen)}` : `+¥${fenToYuan(fen)}`);

/**
 * Books each order's difference (new payout minus old) as one ledger row and tells its player in a 资金消息.
 * The ledger never goes below zero (changeBalance and ops debits refuse it too), so a player whose balance
 * cannot cover what the correction takes back refuses the whole re-settlement, naming the player: the
 * operators settle it with the player first (or reject the request) rather than leave a debt on the wallet.
 * Credits are applied before debits, so only each player's net difference has to be covered.
 */
export async function payAdjustments(tx: Tx, adjustments: Adjustment[]): Promise<void> {
  if (adjustments.length === 0) return;
  const net = new Map<number, bigint>();
  for (const adjustment of adjustments) {
    const fen = adjustment.after - adjustment.before;
    net.set(adjustment.userId, (net.get(adjustment.userId) ?? 0n) + fen);
  }
  const wallets = await tx
    .select({ id: users.id, username: users.username, balance: users.balance })
    .from(users)
    .where(inArray(users.id, [...net.keys()]))
    .orderBy(users.id)
    .for('update');
  for (const wallet of wallets) {
    const owed = net.get(wallet.id) ?? 0n;
    if (wallet.balance + owed < 0n) {
      throw rejectWith(
        `玩家 ${wallet.username} 余额 ¥${fenToYuan(wallet.balance)} 不足以扣回改判差额 ¥${fenToYuan(-owed)}，改判未执行`,
      );
    }
  }
  const ordered = [...adjustments].sort((a, b) => {
    const difference = b.after - b.before - (a.after - a.before);
    return difference > 0n ? 1 : difference < 0n ? -1 : 0;
  });
  await changeBalances(
    tx,
    ordered.map((adjustment) => ({
      userId: adjustment.userId,
      amountFen: adjustment.after - adjustment.before,
      type: 'resettle_adjust' as const,
      remark: `改判调整：${adjustment.matchName} ${adjustment.orderNo}`,
      idempotencyKey: adjustment.idempotencyKey,
    })),
  );
  const told: Array<typeof messages.$inferSelect> = [];
  // Four parameters a message: chunks keep each statement far below PostgreSQL's 65,535.
  for (let start = 0; start < adjustments.length; start += 1000) {
    const chunk = adjustments.slice(start, start + 1000);
    told.push(...(await tx.insert(messages).values(chunk.map(messageOf)).returning()));
  }
  afterCommit(tx, (db) => {
    for (const message of told) announceMessage(db, message);
  });
}

const messageOf = (adjustment: Adjustment) => ({
  userId: adjustment.userId,
  type: 'finance',
  title: '注单改判',
  content: `${adjustment.matchName} 赛果已更正，注单 ${adjustment.orderNo} 派奖由 ¥${fenToYuan(adjustment.before)} 调整为 ¥${fenToYuan(adjustment.after)}（${signedYuan(adjustment.after - adjustment.before)}）`,
});
