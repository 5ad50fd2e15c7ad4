import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';
import { settledStake } from '../../test/turnover';

interface VipInfo {
  vip_level: number;
  name: string;
  next_level: number | null;
  progress: number;
  need_turnover: string;
  claimable_bonus: string;
  levels: Array<{ level: number; reached: boolean; bonus_claimed: boolean }>;
}

/** Stakes `yuan` through the ledger like a real bet (raises totalgame). */
const stake = (server: TestServer, userId: number, yuan: bigint) =>
  settledStake(server, userId, 'lottery', yuan);

describeOnEachDatabase('VIP by turnover', (server) => {
  it('lists the ladder and its benefits publicly', async () => {
    type Levels = Array<{ turnover: string; upgrade_bonus: string; rebate_rates: Array<{ rate: string }> }>;
    const levels = await server.get<Levels>('/api/v1/vip/levels');
    expect(levels.body.data.map((entry) => entry.upgrade_bonus)).toEqual([
      '0.00',
      '8.00',
      '38.00',
      '188.00',
      '588.00',
      '1888.00',
    ]);
    expect(levels.body.data.map((entry) => entry.turnover)).toEqual([
      '0.00',
      '1000.00',
      '10000.00',
      '50000.00',
      '200000.00',
      '1000000.00',
    ]);
    // The rebate module's rates by level (sports 0.70% at VIP2), so the page shows what a claim pays.
    expect(levels.body.data[2]?.rebate_rates).toContainEqual({
      game_type: 'sports',
      name: '体育',
      rate: '0.70%',
    });
    await server.ops('PUT', '/config/rebate_rates', { value: { sports: ['10', '20', '33'] } });
    const changed =
      await server.get<Array<{ rebate_rates: Array<{ game_type: string; rate: string }> }>>(
        '/api/v1/vip/levels',
      );
    expect(changed.body.data[2]?.rebate_rates[0]).toEqual({
      game_type: 'sports',
      name: '体育',
      rate: '0.33%',
    });
  });

  it('shows progress to the next level and levels up as turnover grows; mine and userinfo follow', async () => {
    const player = await fundedPlayer(server, '20000');
    const fresh = await server.get<VipInfo>('/api/v1/vip/info', player.token);
    expect(fresh.body.data).toMatchObject({
      vip_level: 0,
      next_level: 1,
      progress: 0,
      need_turnover: '1000.00',
    });

    await stake(server, player.userinfo.id, 400n);
    const partway = await server.get<VipInfo>('/api/v1/user/viplevel', player.token);
    expect(partway.body.data).toMatchObject({ vip_level: 0, progress: 40, need_turnover: '600.00' });

    await stake(server, player.userinfo.id, 5_600n);
    const info = await server.get<VipInfo>('/api/v1/vip/info', player.token);
    // 6000 of turnover: VIP1 reached, 5000 of the 9000 between VIP1 and VIP2 done.
    expect(info.body.data).toMatchObject({ vip_level: 1, name: 'VIP1', next_level: 2, progress: 55 });
    expect(info.body.data.claimable_bonus).toBe('8.00');
    const me = await server.get<{ vip_level: number }>('/api/v1/me', player.token);
    expect(me.body.data.vip_level).toBe(1);
  });

  it('pays each reached level’s upgrade bonus once, even when claimed concurrently', async () => {
    const player = await fundedPlayer(server, '20000');
    await stake(server, player.userinfo.id, 12_000n);
    const balance = await balanceOf(server, player.token);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => server.post('/api/v1/vip/claim-upgrade-bonus', {}, player.token)),
    );
    const paid = claims.filter((reply) => reply.status === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0]?.body.data).toMatchObject({ amount: '46.00' });
    for (const reply of claims.filter((each) => each.status !== 200)) {
      expect(reply.body.message).toBe('暂无可领取的晋级礼金');
    }
    expect(Number(await balanceOf(server, player.token)) - Number(balance)).toBe(46);
    const info = await server.get<VipInfo>('/api/v1/vip/info', player.token);
    expect(info.body.data.claimable_bonus).toBe('0.00');
    expect(info.body.data.levels.filter((entry) => entry.bonus_claimed).map((entry) => entry.level)).toEqual([
      1, 2,
    ]);
  });

  it('needs a login for the player’s own figures and refuses blacklisted claims', async () => {
    expect((await server.get('/api/v1/vip/info')).status).toBe(401);
    expect((await server.post('/api/v1/vip/claim-upgrade-bonus', {})).status).toBe(401);
    const player = await server.registerPlayer('vipb');
    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    expect((await server.post('/api/v1/vip/claim-upgrade-bonus', {}, player.token)).body.message).toBe(
      '您的账户暂不能领取奖励',
    );
  });
});
