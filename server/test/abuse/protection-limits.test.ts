import { and, eq, sum } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameTransfers, lotteryBets, lotteryChases, paymentOrders, protectionStakes } from '../../db/schema';
import { CHASE_STATUS, ITEM_STATUS } from '../../domain/lottery/chase-items';
import {
  assertChaseMoney,
  chaseBig,
  daysAhead,
  drawAtClose,
  itemsOf,
  LOSES_BIG,
  lotteryRow,
} from '../../domain/lottery/chase-testing';
import { lotteryTools } from '../../domain/lottery/testing';
import { setLimit, startExclusion } from '../../domain/protection';
import { financeTools } from '../money-invariants-tools';
import { orderTools } from '../orders';
import { dailyLimitReached, protectionTools, resetsTonight, stakedFen } from '../protection';
import { describeOnEachDatabase } from '../server';
import { balanceOf, fundedPlayer, holdBetDelay, liveDealer, matchDealer, oddsOf } from '../sports';

const JSK3 = 1;

// Each test tries to get past one 理性投注 limit the way a determined player would, and ends with the
// limit held: what was staked or deposited in the period never exceeds it.
describeOnEachDatabase('abuse: nothing gets past a player protection limit', (server) => {
  const { bet } = lotteryTools(server);
  const { recharge } = financeTools(server);
  const { winSlip, submit } = orderTools(server);
  const deal = matchDealer(server);
  const dealLive = liveDealer(server);
  const protection = protectionTools(server);
  const transferIn = (token: string, amount: string) =>
    server.post('/api/v1/game/ng/transfer', { type: 'in', amount, platform_code: 'xcdz' }, token);
  const statuses = (replies: Array<{ status: number }>) => replies.map((reply) => reply.status);
  const count = (list: number[], status: number) => list.filter((value) => value === status).length;

  it('20 lottery bets at once from two devices against a 10-yuan daily stake limit: 5 placed', async () => {
    const player = await fundedPlayer(server, '100');
    const second = await server.post<{ token: string }>('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    const devices = [player.token, second.body.data.token];
    await protection.setLimit(player.token, 'stake', 'day', '10');

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => bet(devices[i % 2] as string, { play_id: 'k3_hz', codes: '3' })),
    );

    const codes = statuses(replies);
    expect([count(codes, 200), count(codes, 422)]).toEqual([5, 15]);
    const refusal = replies.find((reply) => reply.status === 422);
    expect(refusal?.body.message).toBe(dailyLimitReached('投注限额', 1_000n));
    expect(await stakedFen(server, player.userinfo.id)).toBe(1_000n);
    expect(await balanceOf(server, player.token)).toBe('90.00');
  });

  it('sports orders and lottery bets at once share one stake limit; an over-limit slip is refused whole', async () => {
    const player = await fundedPlayer(server, '100');
    await protection.setLimit(player.token, 'stake', 'day', '9');
    const [matchId] = await deal('football', 1, 'winDrawLose');
    const slip = { ...(await winSlip([matchId as number], ['1x1'], 2)), mode: 'single', combos: [] };

    const replies = await Promise.all([
      ...Array.from({ length: 6 }, () => submit(slip, player.token)),
      ...Array.from({ length: 6 }, () => bet(player.token, { play_id: 'k3_hz', codes: '3' })),
    ]);

    expect(count(statuses(replies), 200)).toBe(4);
    expect(await stakedFen(server, player.userinfo.id)).toBe(800n);
    const big = await submit({ ...slip, amount: 5 }, player.token);
    expect([big.status, big.body.message]).toEqual([
      422,
      `超出每日投注限额（9.00元），本期还可投注 1.00元，${resetsTonight()}`,
    ]);
    expect(await balanceOf(server, player.token)).toBe('92.00');
  });

  it('recharge orders at once against a 250-yuan daily deposit limit: open and paid orders count, 2 made', async () => {
    const player = await server.registerPlayer('dep');
    await protection.setLimit(player.token, 'deposit', 'day', '250');

    const replies = await Promise.all(
      Array.from({ length: 10 }, () => recharge(player.token, 'online', '100')),
    );

    expect(count(statuses(replies), 200)).toBe(2);
    expect(replies.find((reply) => reply.status === 422)?.body.message).toBe(
      `超出每日充值限额（250.00元），本期还可充值 50.00元，${resetsTonight()}`,
    );
    const [made] = await server.db
      .select({ total: sum(paymentOrders.amount) })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, player.userinfo.id));
    expect(BigInt(made?.total ?? 0)).toBe(20_000n);
  });

  it('game transfers in at once against a 20-yuan stake limit: 4 of 5 yuan moved, transfers out still work', async () => {
    const player = await fundedPlayer(server, '100');
    await protection.setLimit(player.token, 'stake', 'day', '20');

    const replies = await Promise.all(Array.from({ length: 10 }, () => transferIn(player.token, '5')));

    expect(count(statuses(replies), 200)).toBe(4);
    const [moved] = await server.db
      .select({ total: sum(gameTransfers.amount) })
      .from(gameTransfers)
      .where(and(eq(gameTransfers.userId, player.userinfo.id), eq(gameTransfers.direction, 'in')));
    expect(BigInt(moved?.total ?? 0)).toBe(2_000n);
    const out = await server.post(
      '/api/v1/game/ng/transfer',
      { type: 'out', amount: '0', platform_code: 'xcdz' },
      player.token,
    );
    expect(out.status).toBe(200);
    expect(await balanceOf(server, player.token)).toBe('100.00');
  });

  it('a loss limit counts the whole new stake as if lost', async () => {
    const player = await fundedPlayer(server, '100');
    await protection.setLimit(player.token, 'loss', 'week', '3');
    expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(200);
    const second = await bet(player.token, { play_id: 'k3_hz', codes: '3' });
    expect(second.status).toBe(422);
    expect(second.body.message).toMatch(
      /^超出每周亏损限额（3\.00元），本期还可投注 1\.00元，将于 \d+月\d+日 00:00 重置$/,
    );
  });

  it('a 追号 plan made under the limit places its later expects only while the limit allows, then stops and refunds', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const player = await fundedPlayer(server, '100');
    const made = daysAhead(90);
    await setLimit(server.db, player.userinfo.id, { kind: 'stake', period: 'day', amount: 400n }, made);
    const chase = await chaseBig(server.db, player.userinfo.id, JSK3, made, {
      settings: { expects: 5 },
      stopOnWin: false,
    });
    const expects = (await itemsOf(server.db, chase.id)).map((item) => item.expect);

    for (const expect of expects) await drawAtClose(server.db, lottery, expect, LOSES_BIG);

    const placed = await server.db
      .select()
      .from(lotteryBets)
      .where(eq(lotteryBets.userId, player.userinfo.id));
    expect(placed).toHaveLength(2);
    expect((await itemsOf(server.db, chase.id)).map((item) => item.status)).toEqual([
      ITEM_STATUS.settled,
      ITEM_STATUS.settled,
      ITEM_STATUS.refunded,
      ITEM_STATUS.refunded,
      ITEM_STATUS.refunded,
    ]);
    const [row] = await server.db.select().from(lotteryChases).where(eq(lotteryChases.id, chase.id));
    expect(row).toMatchObject({ status: CHASE_STATUS.stopped, stopReason: 'restricted', stopRefund: 600n });
    expect(await stakedFen(server, player.userinfo.id)).toBe(400n);
    await assertChaseMoney(server.db, player.userinfo.id, 10_000n);
  });

  it('a 追号 plan spanning Beijing midnight: each day holds its own limit, the new day starting from 0', async () => {
    const lottery = await lotteryRow(server.db, JSK3);
    const player = await fundedPlayer(server, '100');
    // 23:59:30 Beijing (15:59:30 UTC): the first 1-minute expect is the day's last.
    const made = new Date(daysAhead(92).getTime() + 16 * 3_600_000 - 60_000);
    await setLimit(server.db, player.userinfo.id, { kind: 'stake', period: 'day', amount: 400n }, made);
    const chase = await chaseBig(server.db, player.userinfo.id, JSK3, made, {
      settings: { expects: 5 },
      stopOnWin: false,
    });

    for (const item of await itemsOf(server.db, chase.id)) {
      await drawAtClose(server.db, lottery, item.expect, LOSES_BIG);
    }

    expect((await itemsOf(server.db, chase.id)).map((item) => item.status)).toEqual([
      ITEM_STATUS.settled,
      ITEM_STATUS.settled,
      ITEM_STATUS.settled,
      ITEM_STATUS.refunded,
      ITEM_STATUS.refunded,
    ]);
    const midnight = new Date(made.getTime() + 30_000);
    const stakes = await server.db
      .select()
      .from(protectionStakes)
      .where(eq(protectionStakes.userId, player.userinfo.id));
    const before = stakes
      .filter((row) => row.createdAt < midnight)
      .reduce((total, row) => total + row.amount, 0n);
    const after = stakes
      .filter((row) => row.createdAt >= midnight)
      .reduce((total, row) => total + row.amount, 0n);
    expect([before, after]).toEqual([200n, 400n]);
    await assertChaseMoney(server.db, player.userinfo.id, 10_000n);
  });

  it('a raise asked for and bet on at once changes nothing before it is confirmed a day later', async () => {
    const player = await fundedPlayer(server, '100');
    await protection.setLimit(player.token, 'stake', 'day', '4');
    const [raised, ...bets] = await Promise.all([
      protection.setLimit(player.token, 'stake', 'day', '1000'),
      ...Array.from({ length: 5 }, () => bet(player.token, { play_id: 'k3_hz', codes: '3' })),
    ]);
    expect(raised?.status).toBe(200);
    expect(count(statuses(bets), 200)).toBe(2);
    expect((await protection.confirm(player.token, 'stake', 'day')).status).toBe(422);
    expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(422);
    expect(await stakedFen(server, player.userinfo.id)).toBe(400n);
  });

  it('an excluded player signs in but bets, chases, transfers in and recharges nothing', async () => {
    const player = await fundedPlayer(server, '100');
    await startExclusion(server.db, player.userinfo.id, 'cooling_off', 1, new Date());
    const login = await server.post<{ token: string }>('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token;
    const [matchId] = await deal('football', 1, 'winDrawLose');
    const slip = { ...(await winSlip([matchId as number], ['1x1'], 2)), mode: 'single', combos: [] };

    const replies = await Promise.all([
      bet(token, { play_id: 'k3_hz', codes: '3' }),
      submit(slip, token),
      server.post(
        '/api/v1/lottery/chases',
        {
          lottery_id: JSK3,
          play_id: 'k3_dxds',
          codes: '大',
          amount: '2',
          mode: 'same',
          expects: 3,
          start_multiple: 1,
          double_every: 1,
          min_profit_rate: 50,
          stop_on_win: true,
        },
        token,
      ),
      transferIn(token, '5'),
      recharge(token, 'online', '100'),
    ]);

    expect(statuses(replies)).toEqual([422, 422, 422, 422, 422]);
    for (const reply of replies) {
      expect(reply.body.message).toMatch(
        /^您正处于冷静期，\d{4}-\d\d-\d\d \d\d:\d\d 前不能投注、充值或转入游戏$/,
      );
    }
    expect(await balanceOf(server, token)).toBe('100.00');
    expect(await stakedFen(server, player.userinfo.id)).toBe(0n);
  });

  it('money already in a game: an exclusion stops the next round, and the money can still come out', async () => {
    const player = await fundedPlayer(server, '100');
    expect((await transferIn(player.token, '10')).status).toBe(200);
    const games = await server.get<Array<{ id: number; name: string }>>('/api/v1/game/list');
    const slot = games.body.data.find((game) => game.name === '黄金777');
    const entered = await server.post<{ session_id: string }>(
      '/api/v1/game/enter',
      { gameId: slot?.id },
      player.token,
    );
    const spin = () =>
      server.post('/api/v1/game/demo-slot/spin', { session_id: entered.body.data.session_id, bet: '1.00' });
    expect((await spin()).status).toBe(200);

    await startExclusion(server.db, player.userinfo.id, 'self_exclusion', 6, new Date());

    const refused = await spin();
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^您正处于自我排除，.+ 前不能投注、充值或转入游戏$/);
    const out = await server.post(
      '/api/v1/game/ng/transfer',
      { type: 'out', amount: '0', platform_code: 'xcdz' },
      player.token,
    );
    expect(out.status).toBe(200);
    expect(await transferIn(player.token, '1')).toMatchObject({ status: 422 });
  });

  it('in play: an excluded player is refused before the delay; a limit reached during the delay refuses the held bet', async () => {
    expect((await server.ops('PUT', '/config/inplay_bet_delay_seconds', { value: 0 })).status).toBe(200);
    const matchId = await dealLive(1, 'winDrawLose');
    const slip = {
      sport: 'football',
      mode: 'single',
      amount: 10,
      multiple: 1,
      odds_policy: 'any',
      selections: [
        {
          match_id: matchId,
          play: 'winDrawLose',
          option: 'draw',
          odds: await oddsOf(server, matchId, 'winDrawLose', 'draw'),
        },
      ],
    };
    const inPlay = (token: string) => server.post('/api/v1/inplay/submit', slip, token);
    const delay = holdBetDelay();
    try {
      const excluded = await fundedPlayer(server, '100');
      await startExclusion(server.db, excluded.userinfo.id, 'cooling_off', 1, new Date());
      const refused = await inPlay(excluded.token);
      expect([refused.status, refused.body.message]).toEqual([422, expect.stringMatching(/^您正处于冷静期/)]);

      const player = await fundedPlayer(server, '100');
      await protection.setLimit(player.token, 'stake', 'day', '15');
      const held = inPlay(player.token);
      await delay.held();
      for (let i = 0; i < 3; i += 1)
        expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(200);
      delay.end();
      const late = await held;
      expect([late.status, late.body.message]).toEqual([
        422,
        `超出每日投注限额（15.00元），本期还可投注 9.00元，${resetsTonight()}`,
      ]);
      expect(await stakedFen(server, player.userinfo.id)).toBe(600n);
      expect(await balanceOf(server, player.token)).toBe('94.00');
    } finally {
      delay.restore();
    }
  });
});
