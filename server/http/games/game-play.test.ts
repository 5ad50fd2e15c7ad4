import { beijingDate } from '@app/shared/format';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { gameSessions, users } from '../../db/schema';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { fundedPlayer } from '../../test/sports';

interface GameJson {
  id: number;
  name: string;
  platform_code: string;
  playable: boolean;
}
interface GameDataJson {
  game_url: string;
  session_id: string;
  timestamp: number;
  platform_balance: string;
}
interface SpinJson {
  round_no: string;
  bet: string;
  win: string;
  balance: string;
  reels: string[][];
}
interface RecordJson {
  id: number;
  game_name: string;
  platform_code: string;
  bet: string;
  win: string;
  profit: string;
  balance_before: string;
  balance_after: string;
  created_at: string;
}

const fen = (yuan: string) => Math.round(Number(yuan) * 100);

const gameTools = (server: TestServer) => ({
  gameNamed: async (name: string) => {
    const reply = await server.get<GameJson[]>('/api/v1/game/list');
    const game = reply.body.data.find((item) => item.name === name);
    if (!game) throw new Error(`no game ${name}`);
    return game;
  },
  enter: (token: string, gameId: number, path = '/api/v1/game/enter') =>
    server.post<GameDataJson>(path, { gameId }, token),
  fundSlot: (token: string, amount: string) =>
    server.post('/api/v1/game/ng/transfer', { type: 'in', amount, platform_code: 'xcdz' }, token),
  spin: (sessionId: string, bet = '1.00', key?: string) =>
    server.post<SpinJson>(
      '/api/v1/game/demo-slot/spin',
      { session_id: sessionId, bet },
      undefined,
      key ? { 'idempotency-key': key } : {},
    ),
});

describeOnEachDatabase('games: catalogue, entering, the demo slot and game records', (server) => {
  const { gameNamed, enter, fundSlot, spin } = gameTools(server);

  it('lists platforms by type and games by platform and title', async () => {
    const types = await server.get<Array<{ code: string; name: string }>>('/api/v1/game/ng/game-types');
    expect(types.body.data.map((type) => type.name)).toEqual(['电子', '棋牌', '真人', '捕鱼']);
    const slots = await server.get<Array<{ code: string; playable: boolean }>>(
      '/api/v1/game/ng/platforms-by-type?game_type=slot',
    );
    expect(slots.body.data.map((platform) => [platform.code, platform.playable])).toEqual([
      ['xcdz', true],
      ['pgdz', false],
    ]);
    const found = await server.get<GameJson[]>('/api/v1/game/ng/game-list?platform_code=xcdz&keyword=777');
    expect(found.body.data.map((game) => game.name)).toEqual(['黄金777']);
    const lottery = await server.get<GameJson[]>('/api/v1/game/lottery/list');
    expect(lottery.body.data.every((game) => game.platform_code === 'xccp')).toBe(true);
  });

  it('entering answers SPEC game data; listed-only titles are under maintenance', async () => {
    const player = await fundedPlayer(server, '0');
    const slot = await gameNamed('星辰宝藏');
    const entered = await enter(player.token, slot.id, '/api/v1/game/ng/enter-game');
    expect(entered.status).toBe(200);
    const data = entered.body.data;
    expect(data.session_id.split('_').length).toBeGreaterThanOrEqual(3);
    expect(data.game_url).toBe(`/games/demo-slot/?session_id=${data.session_id}`);
    expect(Math.abs(data.timestamp - Date.now())).toBeLessThan(60_000);
    const closed = await enter(player.token, (await gameNamed('百家乐')).id);
    expect(closed.status).toBe(422);
    expect(closed.body.message).toBe('该游戏维护中');
    expect((await enter(player.token, 999_999)).status).toBe(404);
  });

  it('disable_game, disable_nggame and is_black keep a player out of games', async () => {
    const slot = await gameNamed('星辰宝藏');
    const cases = [
      [{ disableGame: 1 }, '您的账户已被禁止进入游戏'],
      [{ disableNggame: 1 }, '您的账户已被禁止进入第三方游戏'],
      [{ isBlack: 1 }, '您的账户已被限制，无法进入游戏'],
    ] as const;
    for (const [flags, message] of cases) {
      const player = await fundedPlayer(server, '0');
      await server.db.update(users).set(flags).where(eq(users.id, player.userinfo.id));
      const refused = await enter(player.token, slot.id);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(message);
    }
  });

  it('the lottery platform is entered only with the current lottery token; its wallet moves both ways', async () => {
    const player = await fundedPlayer(server, '0');
    const [game] = (await server.get<GameJson[]>('/api/v1/game/lottery/list')).body.data;
    const wrong = await server.post(
      '/api/v1/game/lottery/address',
      { gameId: game?.id, lottery_token: 'x' },
      player.token,
    );
    expect(wrong.body.message).toBe('彩票令牌已失效，请重新进入');
    const token = await server.post<{ lottery_token: string }>(
      '/api/v1/update-lottery-token',
      undefined,
      player.token,
    );
    const right = await server.post<GameDataJson>(
      '/api/v1/game/lottery/address',
      { gameId: game?.id, lottery_token: token.body.data.lottery_token },
      player.token,
    );
    expect(right.status).toBe(200);
    expect(right.body.data.game_url).toBe(`/games/quick-dice/?session_id=${right.body.data.session_id}`);
    const slotViaLottery = await server.post(
      '/api/v1/game/lottery/address',
      { gameId: (await gameNamed('星辰宝藏')).id, lottery_token: token.body.data.lottery_token },
      player.token,
    );
    expect(slotViaLottery.status).toBe(404);
    // Without the token door a lottery title does not exist.
    expect((await server.post('/api/v1/game/enter', { gameId: game?.id }, player.token)).status).toBe(404);

    const funded = await fundedPlayer(server, '20');
    const moveIn = await server.post('/api/v1/game/lottery/transfer-in', { amount: '8' }, funded.token);
    expect(moveIn.body.data).toMatchObject({ amount: '8.00', balance: '12.00' });
    const wallet = await server.post('/api/v1/game/lottery/balance', {}, funded.token);
    expect(wallet.body.data).toMatchObject({ wallets: [{ platform_code: 'xccp', balance: '8.00' }] });
    const { session_id } = (
      await server.post<GameDataJson>(
        '/api/v1/game/lottery/address',
        {
          gameId: game?.id,
          lottery_token: (
            await server.post<{ lottery_token: string }>(
              '/api/v1/update-lottery-token',
              undefined,
              funded.token,
            )
          ).body.data.lottery_token,
        },
        funded.token,
      )
    ).body.data;
    const table = await server.get(`/api/v1/game/quick-dice/state?session_id=${session_id}`);
    expect(table.status).toBe(200);
    expect(table.body.data).toMatchObject({
      game_name: '极速骰宝',
      balance: '8.00',
      picks: [
        { code: 'big', name: '大' },
        { code: 'small', name: '小' },
        { code: 'odd', name: '单' },
        { code: 'even', name: '双' },
      ],
      payout: '1.95',
    });
    const badPick = await server.post('/api/v1/game/quick-dice/roll', {
      session_id,
      bet: '2',
      pick: 'seven',
    });
    expect(badPick.body.message).toBe('请选择大、小、单或双');
    const rolled = await server.post<{ dice: number[]; sum: number; win: string; balance: string }>(
      '/api/v1/game/quick-dice/roll',
      { session_id, bet: '2', pick: 'big' },
    );
    expect(rolled.status).toBe(200);
    const [a = 0, b = 0, c = 0] = rolled.body.data.dice;
    expect(rolled.body.data.sum).toBe(a + b + c);
    const won = a + b + c >= 11 && !(a === b && b === c);
    expect(rolled.body.data.win).toBe(won ? '3.90' : '0.00');
    expect(rolled.body.data.balance).toBe(won ? '9.90' : '6.00');
    const records = await server.get<{ list: RecordJson[] }>(
      '/api/v1/game-records?platform_code=xccp',
      funded.token,
    );
    expect(records.body.data.list[0]).toMatchObject({ game_name: '极速骰宝', bet: '2.00' });
    const ngOnly = await server.get<{ total: number }>('/api/v1/game/ng/game-records', funded.token);
    expect(ngOnly.body.data.total).toBe(0);
    const detail = await server.get<{ dice: number[] }>(
      `/api/v1/game-records/${records.body.data.list[0]?.id}`,
      funded.token,
    );
    expect(detail.body.data.dice).toEqual(rolled.body.data.dice);

    const moveOut = await server.post('/api/v1/game/lottery/transfer-out', {}, funded.token);
    expect(moveOut.body.data).toMatchObject({
      amount: rolled.body.data.balance,
      balance: (12 + Number(rolled.body.data.balance)).toFixed(2),
    });
  });

  it('spins settle on the server, count as turnover, and show up in the owner’s game records', async () => {
    const player = await fundedPlayer(server, '100');
    const slot = await gameNamed('黄金777');
    expect((await fundSlot(player.token, '50')).status).toBe(200);
    const { session_id } = (await enter(player.token, slot.id)).body.data;
    const machine = await server.get(`/api/v1/game/demo-slot/state?session_id=${session_id}`);
    expect(machine.status).toBe(200);
    expect(machine.body.data).toMatchObject({ game_name: '黄金777', balance: '50.00', lines: 10 });
    expect(machine.body.data.bets).toContain('2.00');
    expect(machine.body.data.paytable).toContainEqual({ symbol: 'seven', pays: expect.any(Array) });

    const badBet = await spin(session_id, '3.00');
    expect(badBet.body.message).toBe('请选择正确的投注金额');
    let platform = 5000;
    for (let i = 0; i < 5; i += 1) {
      const round = await spin(session_id, '2.00');
      expect(round.status).toBe(200);
      expect(round.body.data.reels).toHaveLength(3);
      platform = platform - 200 + fen(round.body.data.win);
      expect(fen(round.body.data.balance)).toBe(platform);
    }
    const again = await spin(session_id, '1.00', 'spin-key');
    const repeated = await spin(session_id, '1.00', 'spin-key');
    expect(repeated.body.data).toMatchObject({ round_no: again.body.data.round_no, repeated: true });
    platform = fen(again.body.data.balance);

    const me = await server.get<{ totalgame: string }>('/api/v1/me', player.token);
    expect(me.body.data.totalgame).toBe('11.00');
    const records = await server.get<{ list: RecordJson[]; total: number }>(
      '/api/v1/game-records?platform_code=xcdz&per_page=2',
      player.token,
    );
    expect(records.body.data.total).toBe(6);
    expect(records.body.data.list).toHaveLength(2);
    const latest = records.body.data.list[0] as RecordJson;
    expect(latest).toMatchObject({ game_name: '黄金777', platform_code: 'xcdz', bet: '1.00' });
    expect(fen(latest.balance_after)).toBe(platform);
    expect(fen(latest.balance_after)).toBe(fen(latest.balance_before) - 100 + fen(latest.win));

    const stats = await server.get<{ count: number; bet_total: string; by_platform: unknown[] }>(
      '/api/v1/game-records/stats',
      player.token,
    );
    expect(stats.body.data).toMatchObject({ count: 6, bet_total: '11.00' });
    const detail = await server.get<RecordJson & { reels: string[][] }>(
      `/api/v1/game-records/${latest.id}`,
      player.token,
    );
    expect(detail.body.data.reels).toEqual(again.body.data.reels);

    const stranger = await fundedPlayer(server, '0');
    expect((await server.get(`/api/v1/game-records/${latest.id}`, stranger.token)).status).toBe(404);
    const theirs = await server.get<{ total: number }>('/api/v1/game-records', stranger.token);
    expect(theirs.body.data.total).toBe(0);
    const future = await server.get<{ total: number }>(
      '/api/v1/game-records?start_date=2099-01-01',
      player.token,
    );
    expect(future.body.data.total).toBe(0);
    // Days are Beijing calendar days, both ends inclusive.
    const all = await server.get<{ list: RecordJson[] }>('/api/v1/game-records?per_page=10', player.token);
    const beijingDay = (iso: string, shiftDays = 0) => beijingDate(Date.parse(iso), shiftDays);
    const times = all.body.data.list.map(
      (record) => (record as RecordJson & { created_at: string }).created_at,
    );
    const [newest = '', oldest = ''] = [times[0], times[times.length - 1]];
    const span = await server.get<{ total: number }>(
      `/api/v1/game-records?start_date=${beijingDay(oldest)}&end_date=${beijingDay(newest)}`,
      player.token,
    );
    expect(span.body.data.total).toBe(6);
    const before = await server.get<{ total: number }>(
      `/api/v1/game-records?end_date=${beijingDay(oldest, -1)}`,
      player.token,
    );
    expect(before.body.data.total).toBe(0);
    const otherPlatform = await server.get<{ total: number }>(
      '/api/v1/game-records?platform_code=pgdz',
      player.token,
    );
    expect(otherPlatform.body.data.total).toBe(0);
    const badDate = await server.get('/api/v1/game-records?start_date=2024-13-01', player.token);
    expect(badDate.body.message).toBe('开始日期格式不正确');
  });

  it('spins racing a transfer-out never overdraw the platform wallet and money always adds up', async () => {
    const player = await fundedPlayer(server, '10');
    const slot = await gameNamed('星辰宝藏');
    await fundSlot(player.token, '5');
    const { session_id } = (await enter(player.token, slot.id)).body.data;
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => spin(session_id, '1.00')),
      server.post<{ amount: string }>('/api/v1/game/ng/transfer', { type: 'out', amount: 0 }, player.token),
      ...Array.from({ length: 4 }, () => spin(session_id, '1.00')),
    ]);
    const spins = replies.filter((_, index) => index !== 8) as Array<Awaited<ReturnType<typeof spin>>>;
    expect(
      spins.every((reply) => reply.status === 200 || reply.body.message === '游戏余额不足，请先转入'),
    ).toBe(true);
    const rounds = await server.get<{ list: RecordJson[]; total: number }>(
      '/api/v1/game-records?per_page=100',
      player.token,
    );
    const played = rounds.body.data.list.reduce((sum, round) => sum + fen(round.win) - fen(round.bet), 0);
    const [user] = await server.db.select().from(users).where(eq(users.id, player.userinfo.id));
    const wallet = await server.get<{ platform_total: string }>('/api/v1/game/ng/balance', player.token);
    expect(fen(wallet.body.data.platform_total)).toBeGreaterThanOrEqual(0);
    expect(rounds.body.data.list.every((round) => fen(round.balance_after) >= 0)).toBe(true);
    expect(Number(user?.balance) + fen(wallet.body.data.platform_total)).toBe(1000 + played);
  });

  it('a spin needs platform money and a live session', async () => {
    const player = await fundedPlayer(server, '10');
    const slot = await gameNamed('星辰宝藏');
    const { session_id } = (await enter(player.token, slot.id)).body.data;
    const broke = await spin(session_id);
    expect(broke.body.message).toBe('游戏余额不足，请先转入');
    await server.db
      .update(gameSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(gameSessions.id, session_id));
    await fundSlot(player.token, '5');
    const expired = await spin(session_id);
    expect(expired.body.message).toBe('游戏会话已过期，请重新进入游戏');
    expect((await spin('nosuch')).body.message).toBe('游戏会话已过期，请重新进入游戏');
  });

  it('serves the demo slot page with its own narrow content security policy', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/games/demo-slot/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('slot.js');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const dice = await server.app.inject({ method: 'GET', url: '/games/quick-dice/' });
    expect(dice.body).toContain('dice.js');
    const script = await server.app.inject({ method: 'GET', url: '/games/demo-slot/slot.js' });
    expect(script.headers['content-type']).toContain('javascript');
    // Both pages load the shared kit first; it is served under the same policy.
    expect(page.body).toContain('/games/common/kit.js');
    const kit = await server.app.inject({ method: 'GET', url: '/games/common/kit.js' });
    expect(kit.body).toContain('window.GameKit');
    expect(kit.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await server.app.inject({ method: 'GET', url: '/games/common/' })).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/games/demo-slot/../app.ts' })).statusCode).toBe(
      404,
    );
  });
});
