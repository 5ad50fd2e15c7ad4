import { expectSlot, nextExpect } from '@app/shared/lottery';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, lotteryExpects } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';
import { runLotteryTick } from './scheduler';
import { lotteryTools } from './testing';

describeOnEachDatabase('lottery scheduler: draws at close, survives restarts', (server) => {
  const { placed, detail, draw } = lotteryTools(server);
  const expectRow = async (lotteryId: number, number: string) => {
    const [row] = await server.db
      .select()
      .from(lotteryExpects)
      .where(and(eq(lotteryExpects.lotteryId, lotteryId), eq(lotteryExpects.expect, number)));
    return row;
  };

  it('restart mid-expect: the open expect is drawn once after the restart, none in between is skipped', async () => {
    const player = await fundedPlayer(server, '100');
    const bet = await placed(player.token, { play_id: 'k3_dxds', codes: '大,小' });
    const slot = expectSlot(60, bet.expect);
    if (!slot) throw new Error('bad expect');
    const close = slot.closeAt.getTime();

    // Running before the close: nothing of this expect is drawn.
    const before = await runLotteryTick(server.db, new Date(close - 1));
    expect(before.map((result) => result.expect)).not.toContain(bet.expect);
    expect((await expectRow(1, bet.expect))?.status).toBe(0);

    // The server was down for three minutes past the close, then starts again.
    const restartedAt = new Date(close + 3 * 60_000 + 500);
    const drawn = await runLotteryTick(server.db, restartedAt);
    const ours = drawn.find((result) => result.lotteryId === 1 && result.expect === bet.expect);
    expect(ours).toMatchObject({ bets: 1 });
    const settled = await detail(player.token, bet.id);
    expect(settled.open_code).toBe(ours?.openCode);
    // 大 and 小 cover every sum: exactly one of the two items wins at 1.92 × 2 yuan.
    expect([settled.status, settled.win_amount]).toEqual([1, '3.84']);
    expect(await balanceOf(server, player.token)).toBe('99.84');

    let following = bet.expect;
    for (let step = 1; step <= 3; step += 1) {
      following = nextExpect(60, following).expect;
      const row = await expectRow(1, following);
      expect([following, row?.status, row?.openCode?.split(',').length]).toEqual([following, 2, 3]);
    }
    expect((await expectRow(1, nextExpect(60, following).expect))?.status).toBe(0);

    // Another restart at the same moment repeats nothing.
    expect(await runLotteryTick(server.db, restartedAt)).toEqual([]);
    const wins = await server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userinfo.id), eq(ledger.type, 'lottery_win')));
    expect(wins.map((row) => row.amount)).toEqual([384n]);
    expect(await balanceOf(server, player.token)).toBe('99.84');
  });

  it('an early operator draw moves betting on to the next expect', async () => {
    const player = await fundedPlayer(server, '20');
    const current = await server.get<{ expect: string }>(
      '/api/v1/liujiu/lottery/current-expect?lottery_id=6',
    );
    const drawn = await draw('bjpk10', {});
    expect(drawn.body.data.expect).toBe(current.body.data.expect);
    const after = await server.get<{ expect: string }>('/api/v1/liujiu/lottery/current-expect?lottery_id=6');
    expect(after.body.data.expect).toBe(nextExpect(300, current.body.data.expect).expect);
    const bet = await placed(player.token, { lottery_id: 6, play_id: 'pk10_gj', codes: '01' });
    expect(bet.expect).toBe(after.body.data.expect);
  });
});
