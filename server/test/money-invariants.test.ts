import { toFen } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, users } from '../db/schema';
import { changeBalanceNow } from '../domain/ledger';
import {
  assertLedgerInvariants,
  financeTools,
  PAYMENT_PASSWORD,
  type RechargeJson,
  type WithdrawalJson,
  withdrawingPlayer,
} from './money-invariants-tools';
import { describeOnEachDatabase, type Reply } from './server';
import { balanceOf, matchDealer, oddsOf } from './sports';
import { settledStake } from './turnover';

type Body = Record<string, unknown>;
/** What one successful reply did to the main balance, in fen (0 for a repeat of an earlier request). */
type Effect = (reply: Reply<Body>) => bigint;

const fen = (value: unknown) => toFen(String(value));
const once = (reply: Reply<Body>, delta: bigint) => (reply.body.data.repeated === true ? 0n : delta);

describeOnEachDatabase('money invariants under 200 concurrent mixed requests on one account', (server) => {
  const deal = matchDealer(server);
  const { recharge, withdraw, gatewayCallbacks } = financeTools(server);

  it('never overdraws, loses nothing, and the ledger replays to every balance', async () => {
    const player = await withdrawingPlayer(server, '2000');
    const { token } = player;
    const userId = player.userinfo.id;
    await server.ops('PUT', '/config/withdraw_daily_count', { value: 1000 });
    // Turnover from earlier settled stakes, so rebate apply/claim has something to pay during the burst.
    await changeBalanceNow(server.db, { userId, amountFen: -50_000n, type: 'bet' });
    await settledStake(server, userId, 'sports', '500');
    await server.db.update(users).set({ codingvolume: 0n }).where(eq(users.id, userId));

    const [matchId] = await deal('football', 1);
    const odds = await oddsOf(server, matchId as number, 'winDrawLose', 'win');
    const bet = {
      sport: 'football',
      mode: 'single',
      combos: [],
      selections: [{ match_id: matchId, play: 'winDrawLose', option: 'win', odds }],
      amount: 10,
      multiple: 1,
    };
    const pending: WithdrawalJson[] = [];
    for (let i = 0; i < 10; i += 1) pending.push((await withdraw(token, player.walletId, '100')).body.data);
    const payable: Array<{ amount: bigint; success: unknown }> = [];
    for (let i = 0; i < 5; i += 1) {
      const order = await recharge(token, 'online', `${50 + i}`);
      const { success } = await gatewayCallbacks((order.body.data as RechargeJson).pay_url as string);
      payable.push({ amount: fen(order.body.data.order.amount), success });
    }
    const start = fen(await balanceOf(server, token));

    const requests: Array<[Promise<Reply<Body>>, Effect]> = [];
    const add = (request: Promise<Reply<Body>>, effect: Effect) => requests.push([request, effect]);
    const post = (url: string, body?: unknown, key?: string) =>
      server.post<Body>(url, body, token, key ? { 'idempotency-key': key } : {});
    for (let i = 0; i < 60; i += 1) {
      // Every sixth bet reuses the previous key: a retried tap.
      const key = `bet-${i - (i % 6 === 5 ? 1 : 0)}`;
      add(post('/api/v1/order/submit', bet, key), (reply) => once(reply, -fen(reply.body.data.stake)));
    }
    for (let i = 0; i < 50; i += 1) {
      const key = `wd-${i - (i % 5 === 4 ? 1 : 0)}`;
      const body = { wallet_id: player.walletId, amount: '100', payment_password: PAYMENT_PASSWORD };
      add(post('/api/v1/withdraws', body, key), (reply) => once(reply, -fen(reply.body.data.amount)));
    }
    for (const held of [...pending, ...pending]) {
      add(post(`/api/v1/withdraws/${held.id}/cancel`, {}), (reply) =>
        once(reply, fen(reply.body.data.amount)),
      );
    }
    for (let i = 0; i < 30; i += 1) {
      add(
        post('/api/v1/game/ng/transfer', { type: 'in', amount: '100', platform_code: 'xcdz' }, `in-${i}`),
        (reply) => once(reply, -fen(reply.body.data.amount)),
      );
    }
    for (let i = 0; i < 10; i += 1) {
      add(post('/api/v1/game/ng/transfer', { type: 'out', amount: 0 }), (reply) =>
        fen(reply.body.data.amount),
      );
    }
    for (let i = 0; i < 10; i += 1) {
      add(post('/api/v1/rebate/apply'), () => 0n);
      add(post('/api/v1/rebate/claim-all'), (reply) => once(reply, fen(reply.body.data.amount)));
    }
    for (const order of [...payable, ...payable]) {
      add(post('/api/v1/payment-orders/callback', order.success), (reply) =>
        reply.body.data.result === 'applied' ? order.amount : 0n,
      );
    }
    expect(requests).toHaveLength(200);

    const replies = await Promise.all(requests.map(([request]) => request));
    // More than 5 payment-password checks in flight at once are refused (the guard counts an attempt before
    // its check ends, server/README.md Security): a clean 429 that moves no money.
    const lockedOut = (reply: Reply<Body>) =>
      reply.status === 429 && reply.body.message === '支付密码错误次数过多，请15分钟后再试';
    const unexpected = replies.filter(
      (reply) => reply.status !== 200 && reply.status !== 422 && !lockedOut(reply),
    );
    expect(unexpected.map((reply) => `${reply.status} ${reply.body.message}`)).toEqual([]);
    let expected = start;
    replies.forEach((reply, index) => {
      if (reply.status === 200) expected += (requests[index] as [unknown, Effect])[1](reply);
    });
    const refusals = new Set(
      replies.filter((reply) => reply.status === 422).map((reply) => reply.body.message),
    );
    expect(refusals.has('余额不足')).toBe(true);

    expect(fen(await balanceOf(server, token))).toBe(expected);
    const [user] = await server.db.select().from(users).where(eq(users.id, userId));
    expect(user?.balance).toBe(expected);
    const rows = await server.db.select().from(ledger).where(eq(ledger.userId, userId));
    expect(rows.filter((row) => row.type === 'deposit')).toHaveLength(5);
    expect(rows.filter((row) => row.type === 'withdraw_refund')).toHaveLength(10);
    await assertLedgerInvariants(server.db);
    await server.ops('PUT', '/config/withdraw_daily_count', { value: 5 });
  }, 120_000);
});
