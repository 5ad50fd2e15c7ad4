import { PLAYS } from '@app/shared/betting';
import type { OddsUpdated } from '@app/shared/realtime-contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import { matches, matchOdds } from '../../db/schema';
import { onLiveEvent } from '../../domain/sports/live-events';
import { findMatches, matchListJson } from '../../domain/sports/markets';
import { simulateTick } from '../../sim/live';
import { DEFAULT_SIM_SEED } from '../../sim/sports-fixtures';
import { describeOnEachDatabase } from '../../test/server';
import type { ListedMatch, PlayJson } from '../../test/sports';

type Listed = ListedMatch & {
  start_time: string;
  minute: number;
  home_score: number | null;
  odds: PlayJson | null;
};
interface Page {
  list: Listed[];
  total: number;
}

afterEach(() => vi.restoreAllMocks());

/** Date.now() `ms` after `from`, as if that much time had passed. */
const clockAt = (from: number, ms: number) => vi.spyOn(Date, 'now').mockReturnValue(from + ms);

// The match lists are remembered for a second (match-list-cache.ts). These tests show what a player sees:
// every change made on this node shows in the very next list, and only another node's write waits.
describeOnEachDatabase('match lists stay fresh', (server) => {
  const list = async (query: string) => {
    const reply = await server.get<Page>(`/api/v1/matches/list?${query}`);
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const openFootball = async () =>
    (await list('sport_type=1&status=0&per_page=100')).list.filter((match) => match.can_bet);

  it("another node's write shows within a second; until then the list is served from memory", async () => {
    const [match] = await openFootball();
    const query = `sport_type=1&status=0&per_page=100`;
    const oddsIn = async () =>
      (await list(query)).list.find((item) => item.id === match?.id)?.odds?.options[0];
    const before = await oddsIn();
    // Written straight to the database, as another server node's simulator would: this node hears nothing.
    await server.db
      .update(matchOdds)
      .set({ odds: 777 })
      .where(and(eq(matchOdds.matchId, match?.id as number), eq(matchOdds.play, 'winDrawLose')));
    expect(await oddsIn()).toEqual(before);
    clockAt(Date.now(), 1001);
    expect((await oddsIn())?.odds).toBe('7.77');
  });

  it('an operator result or cancellation shows in the next list at once', async () => {
    const [won, voided] = await openFootball();
    const query = 'sport_type=1&per_page=100';
    expect((await list(query)).list.find((item) => item.id === won?.id)?.status).toBe(0);
    expect((await server.ops('POST', `/matches/${won?.id}/settle`, { home: 3, away: 1 })).status).toBe(200);
    expect((await server.ops('POST', `/matches/${voided?.id}/void`)).status).toBe(200);
    const after = (await list(query)).list;
    expect(after.find((item) => item.id === won?.id)).toMatchObject({
      status: 2,
      home_score: 3,
      can_bet: false,
    });
    expect(after.find((item) => item.id === voided?.id)).toMatchObject({ status: 3, can_bet: false });
    const results = await server.get<Page>('/api/v1/matches-list/results?sport_type=1&per_page=100');
    expect(results.body.data.list.map((item) => item.id)).toEqual(
      expect.arrayContaining([won?.id, voided?.id]),
    );
  });

  it('a simulator tick (kick-offs, scores, odds) shows in the next list at once', async () => {
    const queries = ['per_page=100&sport_type=1', 'per_page=100&sport_type=2', 'status=1', 'status=0'];
    const uncached = async (query: string) => {
      const params = new URLSearchParams(query);
      const status = params.get('status');
      const { rows, total } = await findMatches(
        server.db,
        {
          ...(params.get('sport_type') ? { sportType: Number(params.get('sport_type')) } : {}),
          ...(status === null ? {} : { statuses: [Number(status)] }),
        },
        { page: 1, perPage: Number(params.get('per_page') ?? 20) },
      );
      return { list: await matchListJson(server.db, rows), total };
    };
    const listsNow = () => Promise.all(queries.map(async (query) => (await list(query)).list));
    const before = await listsNow();
    // The first tick kicks off the matches due by now, the second moves them two minutes on.
    for (const at of [Date.now(), Date.now() + 120_000]) {
      await simulateTick(server.db, new Date(at), DEFAULT_SIM_SEED);
      const shown = await listsNow();
      const truth = await Promise.all(queries.map(async (query) => (await uncached(query)).list));
      expect(shown).toEqual(truth);
    }
    const after = await listsNow();
    expect(after).not.toEqual(before);
    expect(after[2]?.length).toBeGreaterThan(0);
  });

  it('a client that refetches a list when it hears odds.updated gets the new odds', async () => {
    const queries = (play: string) =>
      [1, 2].flatMap((sport) =>
        [1, 2].map((page) => `sport_type=${sport}&play=${play}&per_page=100&page=${page}`),
      );
    // Every list such a client could refetch is in memory before the tick.
    const plays = [...new Set(Object.values(PLAYS).flatMap((defined) => defined.map((play) => play.key)))];
    for (const play of plays) for (const query of queries(play)) await list(query);
    const refetched: Array<Promise<{ heard: OddsUpdated; shown: PlayJson['options'] | undefined }>> = [];
    const stop = onLiveEvent(server.db, ({ event, data }) => {
      if (event !== 'odds.updated') return;
      refetched.push(
        Promise.all(queries(data.play).map(list)).then((pages) => {
          const listed = pages.flatMap((page) => page.list).find((match) => match.id === data.match_id);
          // A play taken off an in-play board leaves the list showing the match's next play: the heard
          // play then shows no options.
          const shown = listed && (listed.odds?.play === data.play ? listed.odds.options : []);
          return { heard: data, shown };
        }),
      );
    });
    try {
      await simulateTick(server.db, new Date(Date.now() + 240_000), DEFAULT_SIM_SEED);
    } finally {
      stop();
    }
    const seen = (await Promise.all(refetched)).filter((item) => item.shown);
    expect(seen.length).toBeGreaterThan(0);
    const pairs = (options: Array<{ option: string; odds: string }>) =>
      options.map(({ option, odds }) => `${option}=${odds}`).sort();
    for (const { heard, shown } of seen) {
      // The same play of the same match may move twice in one tick; the list shows one of the moves.
      const moves = seen
        .filter((item) => item.heard.match_id === heard.match_id && item.heard.play === heard.play)
        .map((item) => pairs(item.heard.options));
      expect(moves).toContainEqual(pairs(shown ?? []));
    }
  });

  it('an open match stops showing can_bet at its kick-off, with no write in between', async () => {
    const [, , , match] = await openFootball();
    const start = Date.now();
    const kickoff = start + 2500;
    await server.db
      .update(matches)
      .set({ kickoffAt: new Date(kickoff) })
      .where(eq(matches.id, match?.id as number));
    const query = `sport_type=1&status=0&per_page=100`;
    const canBet = async () => (await list(query)).list.find((item) => item.id === match?.id)?.can_bet;
    clockAt(start, 2000);
    expect(await canBet()).toBe(true);
    // Half a second later the list would still be inside its second, but the match has kicked off.
    clockAt(start, 2501);
    expect(await canBet()).toBe(false);
  });
});
