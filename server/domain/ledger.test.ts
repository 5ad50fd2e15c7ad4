import { toFen } from '@app/shared/format';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';
import { changeBalanceNow, InsufficientBalanceError, ledgerFor } from './ledger';
import { findUserById } from './users';
import { countValidTurnover } from './valid-turnover';

describeOnEachDatabase('wallet ledger', (server) => {
  const balanceOf = async (userId: number) => (await findUserById(server.db, userId))?.balance;

  it('records every change exactly with before and after, in fen', async () => {
    const { userinfo } = await server.registerPlayer('led');
    const amounts = ['0.10', '0.20', '1234567.89', '-0.30'].map(toFen);
    for (const amountFen of amounts)
      await changeBalanceNow(server.db, { userId: userinfo.id, amountFen, type: 'ops_credit' as const });
    expect(await balanceOf(userinfo.id)).toBe(toFen('1234567.89'));
    const rows = await ledgerFor(server.db, userinfo.id);
    expect(rows.map((row) => [row.amount, row.before, row.after])).toEqual([
      [10n, 0n, 10n],
      [20n, 10n, 30n],
      [123456789n, 30n, 123456819n],
      [-30n, 123456819n, 123456789n],
    ]);
  });

  it('refuses to go negative and changes nothing', async () => {
    const { userinfo } = await server.registerPlayer('neg');
    await changeBalanceNow(server.db, { userId: userinfo.id, amountFen: 500n, type: 'ops_credit' as const });
    await expect(
      changeBalanceNow(server.db, { userId: userinfo.id, amountFen: -501n, type: 'ops_credit' as const }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(userinfo.id)).toBe(500n);
    expect(await ledgerFor(server.db, userinfo.id)).toHaveLength(1);
  });

  it('applies an idempotency key once and returns the first entry again', async () => {
    const { userinfo } = await server.registerPlayer('idem');
    const change = {
      userId: userinfo.id,
      amountFen: 700n,
      type: 'ops_credit' as const,
      idempotencyKey: 'same-key',
    };
    const first = await changeBalanceNow(server.db, change);
    const again = await changeBalanceNow(server.db, change);
    expect(again.id).toBe(first.id);
    const [a, b] = await Promise.all([
      changeBalanceNow(server.db, change),
      changeBalanceNow(server.db, change),
    ]);
    expect([a.id, b.id]).toEqual([first.id, first.id]);
    expect(await balanceOf(userinfo.id)).toBe(700n);
    expect(await ledgerFor(server.db, userinfo.id)).toHaveLength(1);
  });

  it('never overdraws under concurrent debits', async () => {
    const { userinfo } = await server.registerPlayer('race');
    await changeBalanceNow(server.db, { userId: userinfo.id, amountFen: 1000n, type: 'ops_credit' as const });
    const debits = Array.from({ length: 5 }, () =>
      changeBalanceNow(server.db, { userId: userinfo.id, amountFen: -600n, type: 'ops_credit' as const }),
    );
    const results = await Promise.allSettled(debits);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(userinfo.id)).toBe(400n);
    const rows = await ledgerFor(server.db, userinfo.id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(400n);
  });

  it('keeps the seeded demo balance equal to the sum of its ledger rows', async () => {
    const login = await server.post<{ userinfo: { id: number } }>('/api/v1/login', {
      username: 'demo',
      password: 'demo123456',
    });
    const id = login.body.data.userinfo.id;
    const rows = await ledgerFor(server.db, id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0n)).toBe(await balanceOf(id));
  });

  it('keeps paysum, totalgame and the turnover requirement in step with deposits and settled stakes only', async () => {
    const { userinfo } = await server.registerPlayer('cnt');
    const userId = userinfo.id;
    const counters = async () => {
      const user = await findUserById(server.db, userId);
      return [user?.paysum, user?.totalgame, user?.codingvolume];
    };
    const settle = (source: string, amountFen: bigint) =>
      server.db.transaction((tx) =>
        countValidTurnover(tx, [{ userId, gameType: 'lottery', source, amountFen, title: '' }]),
      );
    await changeBalanceNow(server.db, { userId, amountFen: 10_000n, type: 'deposit' });
    expect(await counters()).toEqual([10_000n, 0n, 10_000n]);
    // Placing and cancelling a stake moves no counter: turnover counts when a bet settles.
    await changeBalanceNow(server.db, { userId, amountFen: -4_000n, type: 'lottery_bet' });
    await changeBalanceNow(server.db, { userId, amountFen: 4_000n, type: 'lottery_cancel' });
    expect(await counters()).toEqual([10_000n, 0n, 10_000n]);
    await settle('lottery:A', 6_000n);
    await settle('lottery:A', 6_000n);
    expect(await counters()).toEqual([10_000n, 6_000n, 4_000n]);
    await settle('lottery:B', 5_000n);
    expect(await counters()).toEqual([10_000n, 11_000n, 0n]);
    await changeBalanceNow(server.db, { userId, amountFen: 500n, type: 'bet_win' });
    expect(await counters()).toEqual([10_000n, 11_000n, 0n]);
  });
});
