import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authTokens } from '../../db/schema';
import { lotteryTools } from '../../domain/lottery/testing';
import { confirmRaise, setLimit as saveLimit, stakeRefusal } from '../../domain/protection';
import { protectionTools } from '../../test/protection';
import { describeOnEachDatabase } from '../../test/server';
import { fundedPlayer } from '../../test/sports';

describeOnEachDatabase('我的 → 理性投注: limits, raises, exclusions, reality check', (server) => {
  const { read, setLimit, confirm, exclude, limitOf } = protectionTools(server);
  const { placed, bet, draw } = lotteryTools(server);

  it('lists every limit unset, then a lowered limit applies at once with this period used', async () => {
    const player = await fundedPlayer(server, '100');
    const empty = (await read(player.token)).body.data;
    expect(empty.limits.map((limit) => `${limit.kind}:${limit.period}`)).toEqual([
      'deposit:day',
      'deposit:week',
      'deposit:month',
      'loss:day',
      'loss:week',
      'loss:month',
      'stake:day',
      'stake:week',
      'stake:month',
      'time:session',
      'time:day',
    ]);
    expect(empty).toMatchObject({ reality_check_minutes: 0, exclusion: null });

    await placed(player.token, { play_id: 'k3_hz', codes: '3' });
    const set = await setLimit(player.token, 'stake', 'day', '50');
    expect([set.status, set.body.message]).toEqual([200, '限额已生效']);
    expect(limitOf(set.body.data, 'stake', 'day')).toMatchObject({
      amount: '50.00',
      used: '2.00',
      pending: null,
    });
    const lower = await setLimit(player.token, 'stake', 'day', '10.5');
    expect(limitOf(lower.body.data, 'stake', 'day')?.amount).toBe('10.50');
  });

  it('a raise waits 24 hours and a confirmation; until then the lower limit holds', async () => {
    const player = await fundedPlayer(server, '100');
    await setLimit(player.token, 'stake', 'day', '4');
    const raised = await setLimit(player.token, 'stake', 'day', '100');
    expect(raised.body.message).toBe('提高限额将在24小时后可确认生效');
    const limit = limitOf(raised.body.data, 'stake', 'day');
    expect(limit?.amount).toBe('4.00');
    expect(limit?.pending?.amount).toBe('100.00');

    const early = await confirm(player.token, 'stake', 'day');
    expect(early.status).toBe(422);
    expect(early.body.message).toMatch(/^提高限额须在 \d+月\d+日 \d\d:\d\d 之后再确认$/);
    await placed(player.token, { play_id: 'k3_hz', codes: '3', amount: '4' });
    expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(422);

    // A day later the player confirms: the raise applies.
    const effectiveAt = new Date(limit?.pending?.effective_at ?? '');
    await confirmRaise(server.db, player.userinfo.id, 'stake', 'day', effectiveAt);
    const after = (await read(player.token)).body.data;
    expect(limitOf(after, 'stake', 'day')).toMatchObject({ amount: '100.00', pending: null });
    expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(200);
  });

  it('removing a limit is a raise too; confirming with nothing pending is refused', async () => {
    const player = await fundedPlayer(server, '100');
    await setLimit(player.token, 'deposit', 'week', '1000');
    const removed = await setLimit(player.token, 'deposit', 'week', null);
    expect(limitOf(removed.body.data, 'deposit', 'week')).toMatchObject({
      amount: '1000.00',
      pending: { amount: null },
    });
    const nothing = await confirm(player.token, 'loss', 'month');
    expect([nothing.status, nothing.body.message]).toEqual([422, '没有待确认的限额调整']);
    const wrongPeriod = await setLimit(player.token, 'deposit', 'session', '10');
    expect([wrongPeriod.status, wrongPeriod.body.message]).toEqual([422, '该限额不支持所选周期']);
    const badTime = await setLimit(player.token, 'time', 'day', '1.5');
    expect([badTime.status, badTime.body.message]).toEqual([400, '时长限制须为整数分钟']);
  });

  it('a session past its time limit bets no more; the refusal says to sign in again', async () => {
    const player = await fundedPlayer(server, '100');
    await setLimit(player.token, 'time', 'session', '30');
    expect((await bet(player.token, { play_id: 'k3_hz', codes: '3' })).status).toBe(200);
    // This session signed in 31 minutes ago.
    await server.db
      .update(authTokens)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(authTokens.userId, player.userinfo.id));
    const late = await bet(player.token, { play_id: 'k3_hz', codes: '3' });
    expect([late.status, late.body.message]).toEqual([
      422,
      '已达到单次登录游戏时长限制（30分钟），请退出后重新登录',
    ]);
  });

  it('a daily time limit counts sign-ins of two devices at once only once', async () => {
    const player = await fundedPlayer(server, '100');
    const userId = player.userinfo.id;
    // Noon in Beijing of a day ahead: every session below lies inside that day.
    const noon = new Date(Date.UTC(2031, 5, 10, 4, 0, 0));
    const minutesAgo = (minutes: number) => new Date(noon.getTime() - minutes * 60_000);
    await saveLimit(server.db, userId, { kind: 'time', period: 'day', amount: 30n }, noon);
    const [phone] = await server.db
      .update(authTokens)
      .set({ createdAt: minutesAgo(20), lastUsedAt: noon })
      .where(eq(authTokens.userId, userId))
      .returning({ id: authTokens.id });
    if (!phone) throw new Error('the sign-up session');
    await server.db
      .insert(authTokens)
      .values({ userId, tokenHash: `tablet-${userId}`, createdAt: minutesAgo(15), lastUsedAt: noon });
    const stake = { userId, amountFen: 200n, source: 'test', now: noon, sessionId: phone.id };
    expect(await server.db.transaction((tx) => stakeRefusal(tx, stake))).toBeNull();

    // An earlier sign-in of 20 minutes, signed out before these: 40 minutes today.
    await server.db.insert(authTokens).values({
      userId,
      tokenHash: `earlier-${userId}`,
      createdAt: minutesAgo(45),
      lastUsedAt: minutesAgo(25),
      revokedAt: minutesAgo(25),
    });
    const refusal = await server.db.transaction((tx) => stakeRefusal(tx, stake));
    expect(refusal?.message).toBe('已达到每日游戏时长限制（30分钟），将于 6月11日 00:00 重置');
  });

  it('the reality check answers the time and the net result of this session', async () => {
    const player = await fundedPlayer(server, '100');
    const reality = await server.request<{ minutes: number }>({
      method: 'PUT',
      url: '/api/v1/user/protection/reality-check',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { minutes: 5 },
    });
    expect([reality.status, reality.body.message]).toEqual([422, '提醒间隔须在10-240分钟之间']);
    const hz = await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '3' });
    await placed(player.token, { lottery_id: 2, play_id: 'k3_hz', codes: '4', expect: hz.expect });
    await draw('wfk3', { expect: hz.expect, code: '1,1,1' });
    const session = await server.get<{ minutes: number; net: string }>(
      '/api/v1/user/protection/session',
      player.token,
    );
    // Two 2-yuan bets; 和值 3 came up and paid 414.72.
    expect(session.body.data).toMatchObject({ minutes: 0, net: '410.72' });
  });

  it('an exclusion can only grow: a shorter one is refused, operators only read it', async () => {
    const player = await fundedPlayer(server, '100');
    const tooShort = await exclude(player.token, 'self_exclusion', 3);
    expect([tooShort.status, tooShort.body.message]).toEqual([422, '自我排除时长须在6-60个月之间']);
    const cooling = await exclude(player.token, 'cooling_off', 7);
    expect(cooling.body.data.exclusion).toMatchObject({ kind: 'cooling_off' });
    const shorter = await exclude(player.token, 'cooling_off', 1);
    expect(shorter.status).toBe(422);
    expect(shorter.body.message).toMatch(/^您的冷静期至 .+，新的限制须晚于该时间结束$/);
    const longer = await exclude(player.token, 'self_exclusion', 6);
    expect(longer.body.data.exclusion).toMatchObject({ kind: 'self_exclusion' });

    const ops = await server.ops<{ username: string; exclusion: { kind: string } }>(
      'GET',
      `/users/${player.username}/protection`,
    );
    expect(ops.body.data).toMatchObject({ username: player.username, exclusion: { kind: 'self_exclusion' } });
    // Signing in still works (to look), enabling the account again changes nothing.
    const login = await server.post('/api/v1/login', {
      username: player.username,
      password: player.password,
    });
    expect(login.status).toBe(200);
    await server.ops('POST', '/users/enable', { username: player.username });
    expect((await read(player.token)).body.data.exclusion).toMatchObject({ kind: 'self_exclusion' });
  });
});
