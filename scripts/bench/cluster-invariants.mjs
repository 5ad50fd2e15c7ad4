// The cluster soak's invariants, read from PostgreSQL after the load stops (the checks are cluster-plan.mjs).
import { chaseProblems, drawProblems, ledgerProblems, orderProblems } from './cluster-plan.mjs';
import { serverRequire } from './server.mjs';

const LEDGER = `
  SELECT u.username, u.balance::text AS balance, COALESCE(SUM(l.amount), 0)::text AS "ledgerSum",
    (SELECT last.after::text FROM ledger last WHERE last.user_id = u.id ORDER BY last.id DESC LIMIT 1)
      AS "lastAfter"
  FROM users u LEFT JOIN ledger l ON l.user_id = u.id
  WHERE u.username LIKE $1 GROUP BY u.id`;
const ORDERS = `
  SELECT o.order_no AS "orderNo", o.status, o.payout::text AS payout,
    COALESCE(SUM(l.amount), 0)::text AS credited, COUNT(l.id)::int AS credits
  FROM orders o LEFT JOIN ledger l ON l.user_id = o.user_id AND l.idempotency_key = 'bet_win:' || o.order_no
  GROUP BY o.id`;
const DRAWS = `
  SELECT e.expect, u.username, COUNT(*) FILTER (WHERE b.status = 0)::int AS waiting,
    COALESCE(SUM(b.win_amount), 0)::text AS won,
    (SELECT COALESCE(SUM(l.amount), 0)::text FROM ledger l WHERE l.user_id = b.user_id
      AND l.idempotency_key = 'lottery_win:' || e.lottery_id || ':' || e.expect) AS credited,
    (SELECT COUNT(*)::int FROM ledger l WHERE l.user_id = b.user_id
      AND l.idempotency_key = 'lottery_win:' || e.lottery_id || ':' || e.expect) AS credits
  FROM lottery_expects e
  JOIN lottery_bets b ON b.lottery_id = e.lottery_id AND b.expect = e.expect AND b.status <> 3
  JOIN users u ON u.id = b.user_id
  WHERE e.drawn_at IS NOT NULL GROUP BY e.id, b.user_id, u.username`;
const CHASES = `
  SELECT c.chase_no AS "chaseNo",
    (SELECT (-COALESCE(SUM(amount), 0))::text FROM ledger WHERE user_id = c.user_id
      AND idempotency_key = 'lottery_chase_hold:' || c.chase_no) AS held,
    (SELECT COALESCE(SUM(b.stake), 0)::text FROM lottery_bets b
      JOIN lottery_chase_items i ON i.id = b.chase_item_id WHERE i.chase_id = c.id) AS placed,
    (SELECT COALESCE(SUM(amount), 0)::text FROM ledger WHERE user_id = c.user_id
      AND idempotency_key LIKE 'lottery_chase_refund:' || c.chase_no || ':%') AS refunded,
    (SELECT COALESCE(SUM(stake), 0)::text FROM lottery_chase_items WHERE chase_id = c.id AND status = 0)
      AS pending
  FROM lottery_chases c`;

/** Each invariant's name, how many rows it covered and what does not add up (empty when it holds). */
export async function readInvariants(databaseUrl, playerPrefix) {
  const postgres = serverRequire('postgres');
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const players = await sql.unsafe(LEDGER, [`${playerPrefix}%`]);
    const orders = await sql.unsafe(ORDERS);
    const draws = await sql.unsafe(DRAWS);
    const chases = await sql.unsafe(CHASES);
    return [
      { name: 'ledger == balance, every player', rows: players.length, problems: ledgerProblems(players) },
      {
        name: 'every football order settled at most once',
        rows: orders.length,
        problems: orderProblems(orders),
      },
      { name: 'every drawn expect settled once', rows: draws.length, problems: drawProblems(draws) },
      {
        name: '追号 held = placed + refunded + pending',
        rows: chases.length,
        problems: chaseProblems(chases),
      },
    ];
  } finally {
    await sql.end({ timeout: 1 });
  }
}
