import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { orders, syndicateShares, syndicates, users } from '../../db/schema';
import { closeDueSyndicates } from '../../domain/syndicates/close';
import { assertLedgerInvariants } from '../../test/money-invariants-tools';
import { describeOnEachDatabase } from '../../test/server';
import { fundedPlayer, matchDealer, winDrawLoseSingle } from '../../test/sports';

type Step =
  | { kind: 'buy'; player: number; shares: number; key: number }
  | { kind: 'cancel' }
  | { kind: 'close' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      player: fc.nat(3),
      shares: fc.integer({ min: 1, max: 12 }),
      key: fc.nat(2),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
);

const syndicateArb = fc.record({
  stake: fc.integer({ min: 2, max: 30 }),
  guarantee: fc.nat(15),
  rate: fc.integer({ min: 0, max: 10 }),
  steps: fc.array(stepArb, { maxLength: 10 }),
  concurrent: fc.boolean(),
});

describeOnEachDatabase(
  '合买 money, for any sequence of buys, retries, cancels, closes and a settlement',
  (server) => {
    it('money in equals money out to the fen, no share is sold past 100%, and every hold is refunded at most once', async () => {
      const deal = matchDealer(server);
      const [matchId] = (await deal('football', 1, 'winDrawLose')) as [number];
      const players = await Promise.all([0, 1, 2, 3, 4].map(() => fundedPlayer(server, '200')));
      const ids = players.map((player) => player.userinfo.id);
      const initiator = players[4] as (typeof players)[number];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(syndicateArb, async ({ stake, guarantee, rate, steps, concurrent }) => {
          run += 1;
          const own = Math.ceil(stake * 0.05);
          const created = await server.post<{ id: number }>(
            '/api/v1/syndicates',
            {
              ...(await winDrawLoseSingle(server, matchId, 'win', stake)),
              own_shares: own,
              guarantee_shares: Math.min(guarantee, stake - own),
              commission_rate: rate,
            },
            initiator.token,
          );
          expect(created.status).toBe(200);
          const id = created.body.data.id;
          const act = (step: Step) => {
            if (step.kind === 'buy') {
              const player = players[step.player] as (typeof players)[number];
              return server.post(`/api/v1/syndicates/${id}/buy`, { shares: step.shares }, player.token, {
                'idempotency-key': `r${run}-${step.key}`,
              });
            }
            if (step.kind === 'cancel')
              return server.post(`/api/v1/syndicates/${id}/cancel`, {}, initiator.token);
            return server.db
              .update(syndicates)
              .set({ deadline: new Date(Date.now() - 1000) })
              .where(eq(syndicates.id, id))
              .then(() => closeDueSyndicates(server.db));
          };
          if (concurrent) await Promise.all(steps.map(act));
          else for (const step of steps) await act(step);
          const [row] = await server.db.select().from(syndicates).where(eq(syndicates.id, id));
          const [sold] = await server.db
            .select({ shares: sql<number>`coalesce(sum(${syndicateShares.shares}), 0)::int` })
            .from(syndicateShares)
            .where(eq(syndicateShares.syndicateId, id));
          expect(row && Number(sold?.shares) <= row.totalShares).toBe(true);
          expect(row && row.soldShares <= row.totalShares).toBe(true);
        }),
        { numRuns: 12 },
      );
      await closeDueSyndicates(server.db, new Date(Date.now() + 10 * 24 * 3600_000));
      expect((await server.ops('POST', `/matches/${matchId}/settle`, { home: 1, away: 0 })).status).toBe(200);

      // Every yuan the five players hold is what they were given, less the placed tickets' stakes, plus their payouts.
      const placed = await server.db
        .select({ stake: orders.stake, payout: orders.payout })
        .from(syndicates)
        .innerJoin(orders, eq(orders.id, syndicates.orderId));
      const [held] = await server.db
        .select({ total: sql<string>`sum(${users.balance})::text` })
        .from(users)
        .where(inArray(users.id, ids));
      const stakes = placed.reduce((sum, order) => sum + order.stake, 0n);
      const payouts = placed.reduce((sum, order) => sum + order.payout, 0n);
      expect(BigInt(held?.total ?? '0')).toBe(5n * 20_000n - stakes + payouts);
      const open = await server.db
        .select()
        .from(syndicates)
        .where(inArray(syndicates.status, ['open', 'placing']));
      expect(open).toEqual([]);
      await assertLedgerInvariants(server.db);
    });
  },
);
