import { expect, it } from 'vitest';
import { changeBalanceNow } from '../../domain/ledger';
import { maskName } from '../../domain/mask-name';
import { describeOnEachDatabase } from '../../test/server';
import { fundedPlayer } from '../../test/sports';

interface RankingJson {
  list: Array<{ rank: number; name: string; amount: string; is_me: boolean }>;
  mine: { rank: number | null; amount: string } | null;
}

describeOnEachDatabase('rankings', (server) => {
  it('masks names: first two and last character', () => {
    expect(maskName('demo01')).toBe('de***1');
    expect(maskName('ab')).toBe('a***');
  });

  it('ranks by winnings and by turnover today, masks others and marks the viewer', async () => {
    const player = await fundedPlayer(server, '100000');
    await changeBalanceNow(server.db, { userId: player.userinfo.id, amountFen: -9_000_000n, type: 'bet' });
    await changeBalanceNow(server.db, {
      userId: player.userinfo.id,
      amountFen: 20_000_000n,
      type: 'bet_win',
    });

    const rival = await fundedPlayer(server, '0');
    await changeBalanceNow(server.db, { userId: rival.userinfo.id, amountFen: 8_000_000n, type: 'bet_win' });

    const winnings = await server.get<RankingJson>('/api/v1/rankings?type=winnings&period=day', player.token);
    expect(winnings.body.data.list[0]).toEqual({
      rank: 1,
      name: player.username,
      vip_level: 0,
      amount: '200000.00',
      is_me: true,
    });
    expect(winnings.body.data.mine).toMatchObject({ rank: 1, amount: '200000.00' });
    // Others follow, masked, in order of what they won: a rival who won more than any seeded demo player
    // (those count only on the Beijing day the template was seeded, so the test never relies on them).
    const others = winnings.body.data.list.slice(1);
    expect(others[0]).toMatchObject({
      rank: 2,
      name: maskName(rival.username),
      amount: '80000.00',
      is_me: false,
    });
    const amounts = others.map((entry) => Number(entry.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const turnover = await server.get<RankingJson>('/api/v1/rankings?type=turnover&period=week');
    expect(turnover.body.data.list[0]).toMatchObject({ amount: '90000.00', is_me: false });
    expect(turnover.body.data.list[0]?.name).toBe(maskName(player.username));
    expect(turnover.body.data.mine).toBeNull();
  });

  it('has an all-time global board and validates its inputs', async () => {
    const global = await server.get<RankingJson & { period: string }>(
      '/api/v1/rankings/global?type=turnover',
    );
    expect(global.body.data.period).toBe('all');
    expect(global.body.data.list.length).toBeGreaterThan(0);
    const bad = await server.get('/api/v1/rankings?period=year');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('榜单周期不正确');
  });
});
