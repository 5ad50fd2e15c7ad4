import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type PusherJs from 'pusher-js';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { matches, matchOdds } from '../../db/schema';
import { simulateTick } from '../../sim/live';
import { DEFAULT_SIM_SEED } from '../../sim/sports-fixtures';
import { connectToProduct, subscribed } from '../../test/realtime';
import { describeOnEachDatabase } from '../../test/server';
import { UNTIL_SETTLED } from '../../test/timing';

interface Received {
  event: string;
  data: Record<string, unknown>;
}

// What a live page hears: the public live-matches channel (no channel auth) on the product's port.
describeOnEachDatabase('live scores and odds over the websocket', (server) => {
  const received: Received[] = [];
  let client: PusherJs;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const player = await server.registerPlayer('live');
    const info = await server.get<{ auth: { app_key: string } }>(
      '/api/v1/websocket/connection-info',
      player.token,
    );
    client = await connectToProduct(port, info.body.data.auth.app_key ?? '');
    const channel = await subscribed(client.subscribe('live-matches'));
    channel.bind_global((event: string, data: Record<string, unknown>) => {
      if (!event.startsWith('pusher:')) received.push({ event, data });
    });
  });
  afterAll(() => client?.disconnect());

  it('a simulator tick pushes score.updated for each live match and odds.updated for moved odds', async () => {
    // The first tick kicks off the matches due by now; the second moves them two minutes on.
    await simulateTick(server.db, new Date(), DEFAULT_SIM_SEED);
    const [live] = await server.db.select().from(matches).where(eq(matches.status, 1)).orderBy(matches.id);
    if (!live) throw new Error('no live match after a tick');
    // Mid-game whatever the time of day: the first live match may have kicked off 88 minutes ago, and the
    // tick two minutes on would then end it instead of moving it on.
    await server.db
      .update(matches)
      .set({ kickoffAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(matches.id, live.id));
    received.length = 0;
    const tick = await simulateTick(server.db, new Date(Date.now() + 120_000), DEFAULT_SIM_SEED);
    expect(tick.updated).toBeGreaterThan(0);

    const [now] = await server.db.select().from(matches).where(eq(matches.id, live.id));
    // Events of the first tick may still be in flight when the list is cleared: the newest one counts.
    const latest = (event: string, matchId?: number) =>
      received.findLast(
        (item) => item.event === event && (matchId === undefined || item.data.match_id === matchId),
      );
    await vi.waitFor(
      () =>
        expect(latest('score.updated', live.id)?.data).toMatchObject({
          status: 1,
          status_text: '进行中',
          minute: now?.minute,
          home_score: now?.homeScore,
          away_score: now?.awayScore,
          statistics: now?.statistics,
        }),
      UNTIL_SETTLED,
    );

    await vi.waitFor(async () => {
      const moved = latest('odds.updated')?.data as
        | { match_id: number; play: string; options: Array<{ option: string; odds: string }> }
        | undefined;
      if (!moved) throw new Error('no odds.updated yet');
      const stored = await server.db
        .select()
        .from(matchOdds)
        .where(and(eq(matchOdds.matchId, moved.match_id), eq(matchOdds.play, moved.play)));
      expect(moved.options).toHaveLength(stored.length);
      for (const option of moved.options) {
        const row = stored.find((candidate) => candidate.option === option.option);
        expect(Math.round(Number(option.odds) * 100)).toBe(row?.odds);
      }
    }, UNTIL_SETTLED);
  });

  it('an operator result pushes the final score and 已完场', async () => {
    const [live] = await server.db.select().from(matches).where(eq(matches.status, 1)).orderBy(matches.id);
    if (!live) throw new Error('no live match after a tick');
    received.length = 0;
    const settled = await server.ops('POST', `/matches/${live.id}/settle`, { home: 5, away: 4 });
    expect(settled.status).toBe(200);
    await vi.waitFor(
      () => expect(received.some((item) => item.data.match_id === live.id)).toBe(true),
      UNTIL_SETTLED,
    );
    expect(received.find((item) => item.data.match_id === live.id)).toMatchObject({
      event: 'score.updated',
      data: { status: 2, status_text: '已完场', home_score: 5, away_score: 4 },
    });
  });
});
