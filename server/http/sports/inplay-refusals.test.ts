import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { inplayTickets } from '../../db/schema';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer, holdBetDelay, liveDealer, oddsOf } from '../../test/sports';

describeOnEachDatabase('滚球 in-play bets: refusals', (server) => {
  const dealLive = liveDealer(server);
  const setDelay = async (seconds: number) =>
    expect((await server.ops('PUT', '/config/inplay_bet_delay_seconds', { value: seconds })).status).toBe(
      200,
    );
  const single = async (matchId: number, option: string, odds?: string) => ({
    sport: 'football',
    mode: 'single',
    amount: 10,
    multiple: 1,
    odds_policy: 'any',
    selections: [
      {
        match_id: matchId,
        play: 'winDrawLose',
        option,
        odds: odds ?? (await oddsOf(server, matchId, 'winDrawLose', option)),
      },
    ],
  });
  const submit = (body: unknown, token: string) => server.post('/api/v1/inplay/submit', body, token);
  const ticketsOf = async (userId: number) =>
    (await server.db.select({ n: count() }).from(inplayTickets).where(eq(inplayTickets.userId, userId)))[0]
      ?.n ?? 0;

  it('refuses odds below 1.00 with 422 before holding the bet, with nothing debited', async () => {
    await setDelay(0);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'winDrawLose');
    for (const odds of ['0.50', '0', '0.99']) {
      const reply = await submit(await single(matchId, 'draw', odds), player.token);
      expect({ status: reply.status, message: reply.body.message }).toEqual({
        status: 422,
        message: '赔率不正确，须为不低于1.00的数值',
      });
    }
    expect(await ticketsOf(player.userinfo.id)).toBe(0);
    expect(await balanceOf(server, player.token)).toBe('100.00');
  });

  it('refuses a bet whose market was suspended and reopened during the delay, with nothing debited', async () => {
    await setDelay(0);
    const player = await fundedPlayer(server, '100');
    const matchId = await dealLive(1, 'winDrawLose');
    // The delay ends when the test says, after the suspension and the reopening it makes happen during it.
    const delay = holdBetDelay();
    try {
      const pending = submit(await single(matchId, 'draw'), player.token);
      await delay.held();
      expect((await server.ops('POST', `/matches/${matchId}/suspend`, {})).status).toBe(200);
      expect((await server.ops('POST', `/matches/${matchId}/resume`)).status).toBe(200);
      delay.end();
      const reply = await pending;
      expect({ status: reply.status, message: reply.body.message }).toEqual({
        status: 422,
        message: '投注确认期间盘口曾暂停，投注未被接受，未扣款',
      });
    } finally {
      delay.restore();
    }
    expect(await balanceOf(server, player.token)).toBe('100.00');
    // Taken after the reopening, the same bet is accepted.
    expect((await submit(await single(matchId, 'draw'), player.token)).status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('90.00');
  });
});
