import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/server';
import { InsufficientBalanceError, ledgerFor, moneyTransaction, onLedgerCommitted } from './ledger';
import { changeBalances } from './ledger-batch';
import { findUserById } from './users';

describeOnEachDatabase('bulk ledger changes', (server) => {
  it('chains before/after per user, skips repeated idempotency keys and announces after commit', async () => {
    const a = (await server.registerPlayer('bla')).userinfo.id;
    const b = (await server.registerPlayer('blb')).userinfo.id;
    const heard: bigint[] = [];
    const stop = onLedgerCommitted(server.db, (entry) => heard.push(entry.amount));
    const credit = (userId: number, amountFen: bigint, key: string) => ({
      userId,
      amountFen,
      type: 'bet_win' as const,
      idempotencyKey: key,
    });
    try {
      await moneyTransaction(server.db, (tx) =>
        changeBalances(tx, [
          credit(a, 100n, 'k1'),
          credit(b, 5n, 'k1'),
          credit(a, 250n, 'k2'),
          credit(a, 1n, 'k1'),
        ]),
      );
      await moneyTransaction(server.db, (tx) =>
        changeBalances(tx, [credit(a, 100n, 'k1'), credit(a, 7n, 'k3')]),
      );
    } finally {
      stop();
    }
    expect((await findUserById(server.db, a))?.balance).toBe(357n);
    expect((await findUserById(server.db, b))?.balance).toBe(5n);
    const rows = await ledgerFor(server.db, a);
    expect(rows.map((row) => [row.amount, row.before, row.after])).toEqual([
      [100n, 0n, 100n],
      [250n, 100n, 350n],
      [7n, 350n, 357n],
    ]);
    expect(heard).toEqual([100n, 5n, 250n, 7n]);
  });

  it('refuses to take a balance below zero and rolls the whole batch back', async () => {
    const a = (await server.registerPlayer('blc')).userinfo.id;
    await expect(
      moneyTransaction(server.db, (tx) =>
        changeBalances(tx, [
          { userId: a, amountFen: 10n, type: 'ops_credit' as const },
          { userId: a, amountFen: -11n, type: 'ops_credit' as const },
        ]),
      ),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect((await findUserById(server.db, a))?.balance).toBe(0n);
    expect(await ledgerFor(server.db, a)).toEqual([]);
  });

  it('only moves payouts: stakes and deposits, whose counters it does not keep, are refused', async () => {
    const a = (await server.registerPlayer('bld')).userinfo.id;
    await expect(
      moneyTransaction(server.db, (tx) =>
        changeBalances(tx, [{ userId: a, amountFen: 10n, type: 'deposit' }]),
      ),
    ).rejects.toThrow('use changeBalance');
    expect(await ledgerFor(server.db, a)).toEqual([]);
  });
});
