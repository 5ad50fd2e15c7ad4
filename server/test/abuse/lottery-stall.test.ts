import { expectAt, expectSlot, nextExpect } from '@app/shared/lottery';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lotteries } from '../../db/schema';
import { ITEM_STATUS } from '../../domain/lottery/chase-items';
import { assertChaseMoney, chaseBig, itemsOf, LOSES_BIG } from '../../domain/lottery/chase-testing';
import { ensureExpect } from '../../domain/lottery/expects';
import { runLotteryTick } from '../../domain/lottery/scheduler';
import { lotteryTools } from '../../domain/lottery/testing';
import { describeOnEachDatabase } from '../server';
import { fundedPlayer } from '../sports';

const WFK3 = 2;
const JSSSC = 3;

interface OpsDraw {
  expect: string;
  next_expect: string | null;
  chases: { placed: number; stopped: number; refunded: string; waiting: boolean };
}

describeOnEachDatabase('early operator draws and a broken lottery never stall the draws', (server) => {
  const { placed, detail, draw } = lotteryTools(server);

  it('seven early draws in a row while a 追号 plan runs: each answers what it did, the tick goes on', async () => {
    const funded = await fundedPlayer(server, '100');
    const initial = 10_000n;
    const chase = await chaseBig(server.db, funded.userinfo.id, WFK3, new Date(), {
      settings: { expects: 10 },
      stopOnWin: false,
    });

    for (let step = 1; step <= 7; step += 1) {
      const reply = await server.ops<OpsDraw>('POST', '/lotteries/wfk3/draw', {
        code: LOSES_BIG,
        reason: '连续提前开奖',
      });
      expect([step, reply.status, reply.body.message]).toEqual([step, 200, 'success']);
      const answer = reply.body.data;
      // The plan's next expect was placed as betting moved on to it.
      expect([step, answer.next_expect, answer.chases]).toEqual([
        step,
        nextExpect(300, answer.expect).expect,
        { placed: 1, stopped: 0, refunded: '0.00', waiting: false },
      ]);
    }
    await runLotteryTick(server.db, new Date());

    const items = await itemsOf(server.db, chase.id);
    expect(items.map((item) => item.status)).toEqual([
      ...Array(7).fill(ITEM_STATUS.settled),
      ITEM_STATUS.placed,
      ITEM_STATUS.pending,
      ITEM_STATUS.pending,
    ]);
    await assertChaseMoney(server.db, funded.userinfo.id, initial);
  });

  it('one lottery failing its pass does not keep the others from drawing on time', async () => {
    const player = await fundedPlayer(server, '10');
    const bet = await placed(player.token, { play_id: 'k3_dxds', codes: '大' });
    const close = expectSlot(60, bet.expect)?.closeAt;
    if (!close) throw new Error('bad expect');
    // A lottery the scheduler cannot draw (an unknown type), first in the pass, with an expect overdue.
    const [broken] = await server.db.select().from(lotteries).where(eq(lotteries.id, JSSSC));
    if (!broken) throw new Error('no jsssc');
    await server.db.update(lotteries).set({ type: 'retired', sort: 0 }).where(eq(lotteries.id, JSSSC));
    await ensureExpect(server.db, JSSSC, expectAt(60, new Date(close.getTime() - 120_000)));
    try {
      const failures: unknown[] = [];
      await runLotteryTick(server.db, new Date(close.getTime() + 500), undefined, (failure) =>
        failures.push(failure.lotteryCode),
      );
      expect(failures).toEqual(['jsssc']);
      const settled = await detail(player.token, bet.id);
      expect([settled.status === 1 || settled.status === 2, settled.open_code?.split(',').length]).toEqual([
        true,
        3,
      ]);
      // Without a failure handler the pass still finishes, then says what failed.
      const after = new Date(close.getTime() + 60_500);
      await expect(runLotteryTick(server.db, after)).rejects.toThrow('lottery jsssc: pass failed');
    } finally {
      await server.db.update(lotteries).set(broken).where(eq(lotteries.id, JSSSC));
    }
  });

  it('the operator draws a later expect at once; betting resumes on the first one not drawn', async () => {
    const first = (await draw('wfk3', {})).body.data.expect;
    const skipped = nextExpect(300, first).expect;
    const later = nextExpect(300, skipped).expect;
    expect((await draw('wfk3', { expect: later, code: LOSES_BIG })).status).toBe(200);
    const current = await server.get<{ expect: string }>(
      '/api/v1/liujiu/lottery/current-expect?lottery_id=2',
    );
    expect(current.body.data.expect).toBe(skipped);
  });
});
