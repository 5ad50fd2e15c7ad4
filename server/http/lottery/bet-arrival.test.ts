import { expectAt, LOTTERIES } from '@app/shared/lottery';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { ARRIVAL_GRACE_MS, betMoment } from '../../domain/lottery/expects';
import { type BetJson, JSK3 } from '../../domain/lottery/testing';
import { describeOnEachDatabase } from '../../test/server';

const jsk3 = LOTTERIES.find((lottery) => lottery.id === JSK3);

it('a bet counts from its arrival, unless it waited past the grace', () => {
  const arrived = new Date('2026-11-28T12:00:00.000Z');
  expect(betMoment(arrived, new Date(arrived.getTime() + 3_000))).toBe(arrived);
  const late = new Date(arrived.getTime() + ARRIVAL_GRACE_MS + 1);
  expect(betMoment(arrived, late)).toBe(late);
});

describeOnEachDatabase('lottery bets around 封盘', (server) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Needs a second connection to hold the lotteries while the bet waits: PostgreSQL only.
  it.skipIf(server.kind === 'pglite')(
    'a bet that arrived before 封盘 but queued behind other work is accepted on that expect; one arriving after is refused',
    async () => {
      const player = await server.registerPlayer('arrive');
      await server.credit(player.username, '20');
      const { expect: open, closeAt } = expectAt(jsk3?.intervalSeconds ?? 60, Date.now());
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(closeAt.getTime() - 500);
      const body = {
        lottery_id: JSK3,
        play_id: 'k3_hz',
        codes: '10',
        amount: '2',
        multiple: 1,
        expect: open,
      };

      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holding = server.db.transaction(async (tx) => {
        // Every read of the lotteries waits: the bet queues after it arrived, as behind a burst.
        await tx.execute(sql`LOCK TABLE lotteries IN ACCESS EXCLUSIVE MODE`);
        await held;
      });
      const placing = server.post<BetJson>('/api/v1/liujiu/bet/create', body, player.token);
      await vi.waitFor(
        async () => {
          const waiting = await server.db.execute<{ count: string }>(
            sql`select count(*)::text as count from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          );
          expect(Number((waiting as unknown as { count: string }[])[0]?.count)).toBeGreaterThan(0);
        },
        { timeout: 30_000, interval: 50 },
      );
      vi.setSystemTime(closeAt.getTime() + 3_000);
      release();
      await holding;
      const placed = await placing;
      expect(placed.body.message).toBe('success');
      expect(placed.body.data.expect).toBe(open);

      const late = await server.post<BetJson>('/api/v1/liujiu/bet/create', body, player.token);
      expect(late.status).toBe(422);
      expect(late.body.msg).toMatch(new RegExp(`^第${open}期已封盘`));
    },
  );
});
