import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ledger, signins, users } from '../../db/schema';
import { previousDay, shanghaiDay } from '../../domain/signin/calendar';
import { signIn } from '../../domain/signin/signin';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf } from '../../test/sports';

interface StatusJson {
  today: string;
  signed_today: boolean;
  streak: number;
  today_reward: string;
  rewards: Array<{ day: number; reward: string }>;
  days: Array<{ day: string; streak: number; reward: string }>;
}

describeOnEachDatabase('daily sign-in', (server) => {
  const status = (token: string) => server.get<StatusJson>('/api/v1/signin/status', token);
  const tap = (token: string, key?: string) =>
    server.post<{ day: string; streak: number; reward: string; repeated: boolean }>(
      '/api/v1/signin',
      {},
      token,
      key ? { 'idempotency-key': key } : {},
    );

  it('signs in once a day and pays the first day’s reward once under concurrent taps', async () => {
    const player = await server.registerPlayer('sign');
    const before = await status(player.token);
    expect(before.body.data).toMatchObject({ signed_today: false, streak: 0, today_reward: '1.00' });
    expect(before.body.data.rewards.map((entry) => entry.reward)).toEqual([
      '1.00',
      '2.00',
      '3.00',
      '5.00',
      '8.00',
      '10.00',
      '20.00',
    ]);

    const replies = await Promise.all(Array.from({ length: 8 }, () => tap(player.token)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((each) => each.status !== 200)) {
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('今日已签到，明天再来吧');
    }
    expect(await balanceOf(server, player.token)).toBe('1.00');
    const rewards = await server.db
      .select()
      .from(ledger)
      .where(and(eq(ledger.userId, player.userinfo.id), eq(ledger.type, 'signin_reward')));
    expect(rewards).toHaveLength(1);

    const after = await status(player.token);
    expect(after.body.data).toMatchObject({ signed_today: true, streak: 1 });
    expect(after.body.data.days).toEqual([{ day: after.body.data.today, streak: 1, reward: '1.00' }]);
  });

  it('a retried tap with the same Idempotency-Key gets its first result; a new tap is refused', async () => {
    const player = await server.registerPlayer('retry');
    const first = await tap(player.token, 'k1');
    const retried = await tap(player.token, 'k1');
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ day: first.body.data.day, repeated: true });
    expect((await tap(player.token, 'k2')).status).toBe(422);
    expect(await balanceOf(server, player.token)).toBe('1.00');
  });

  it('continues a streak from yesterday (Asia/Shanghai days) and escalates the reward', async () => {
    const player = await server.registerPlayer('streak');
    const today = shanghaiDay();
    // Six consecutive earlier days already signed: today is the 7th.
    let day = today;
    for (let streak = 6; streak >= 1; streak -= 1) {
      day = previousDay(day);
      await server.db.insert(signins).values({ userId: player.userinfo.id, day, streak, reward: 0n });
    }
    expect((await status(player.token)).body.data).toMatchObject({ streak: 6, today_reward: '20.00' });
    expect((await tap(player.token)).body.data).toMatchObject({ streak: 7, reward: '20.00' });
    expect(await balanceOf(server, player.token)).toBe('20.00');
  });

  it('starts over after a missed day and counts days by Beijing time', async () => {
    const player = await server.registerPlayer('gap');
    // 23:30 Beijing on one day and 00:30 Beijing the next are two sign-in days.
    const lateEvening = new Date('2026-03-01T15:30:00Z');
    const nextMorning = new Date('2026-03-01T16:30:00Z');
    expect(shanghaiDay(lateEvening)).toBe('2026-03-01');
    expect((await signIn(server.db, player.userinfo.id, { now: lateEvening })).signin.streak).toBe(1);
    expect((await signIn(server.db, player.userinfo.id, { now: nextMorning })).signin.streak).toBe(2);
    const afterGap = await signIn(server.db, player.userinfo.id, { now: new Date('2026-03-04T02:00:00Z') });
    expect(afterGap.signin).toMatchObject({ day: '2026-03-04', streak: 1 });
    const march = await server.get<StatusJson>('/api/v1/signin/status?month=2026-03', player.token);
    expect(march.body.data.days.map((entry) => entry.day)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-04',
    ]);
  });

  it('needs a login and refuses a blacklisted player', async () => {
    expect((await server.get('/api/v1/signin/status')).status).toBe(401);
    expect((await server.post('/api/v1/signin', {})).status).toBe(401);
    const player = await server.registerPlayer('bad');
    expect((await server.get('/api/v1/signin/status?month=2026-13', player.token)).body.message).toBe(
      '月份格式不正确',
    );
    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    expect((await tap(player.token)).body.message).toBe('您的账户暂不能领取奖励');
    expect(await balanceOf(server, player.token)).toBe('0.00');
  });
});
