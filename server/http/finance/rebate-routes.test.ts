import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { appConfig, ledger, users } from '../../db/schema';
import { writeConfig } from '../../domain/config';
import { describeOnEachDatabase, type TestServer } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';
import { settledStake } from '../../test/turnover';

interface RecordJson {
  id: number;
  game_type: string;
  turnover: string;
  amount: string;
  rate_bp: string;
  status: number;
  status_text: string;
}
interface Claimed {
  records: RecordJson[];
  amount: string;
  balance: string;
  repeated: boolean;
}

const stake = settledStake;

async function rebatesOf(server: TestServer, userId: number) {
  return server.db
    .select()
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .then((rows) => rows.filter((row) => row.type === 'rebate'));
}

describeOnEachDatabase('rebates: calculate, apply once per period, claim once', (server) => {
  it('calculates from valid turnover at the VIP rate, applies one record per game type, pays on claim', async () => {
    const player = await fundedPlayer(server, '5000');
    const id = player.userinfo.id;
    await stake(server, id, 'sports', 1000);
    await stake(server, id, 'lottery', 300);

    const preview = await server.post<{ items: Array<Record<string, unknown>>; total_amount: string }>(
      '/api/v1/rebate/calculate',
      undefined,
      player.token,
    );
    expect(preview.status).toBe(200);
    // VIP0: sports 0.5% of 1000 = 5.00; lottery 0.3% of 300 = 0.90.
    expect(preview.body.data.items).toEqual([
      expect.objectContaining({
        game_type: 'sports',
        turnover: '1000.00',
        rate_percent: '0.50%',
        amount: '5.00',
      }),
      expect.objectContaining({
        game_type: 'lottery',
        turnover: '300.00',
        rate_percent: '0.30%',
        amount: '0.90',
      }),
    ]);
    expect(preview.body.data.total_amount).toBe('5.90');
    expect(await rebatesOf(server, id)).toHaveLength(0);

    const applied = await server.post<{ records: RecordJson[]; total_amount: string }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
    );
    expect(applied.body.data.total_amount).toBe('5.90');
    expect(applied.body.data.records.map((record) => [record.game_type, record.status_text])).toEqual([
      ['sports', '待领取'],
      ['lottery', '待领取'],
    ]);
    const again = await server.post('/api/v1/rebate/apply', undefined, player.token);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('暂无可申请的返水');

    const claimable = await server.get<{
      pending_amount: string;
      pending_count: number;
      unapplied: { total_amount: string };
    }>('/api/v1/rebate/claimable-stats', player.token);
    expect(claimable.body.data).toMatchObject({ pending_amount: '5.90', pending_count: 2 });
    expect(claimable.body.data.unapplied.total_amount).toBe('0.00');

    const before = await balanceOf(server, player.token);
    const sports = applied.body.data.records[0] as RecordJson;
    const claimed = await server.post<Claimed>(`/api/v1/rebate/claim/${sports.id}`, undefined, player.token);
    expect(claimed.body.data).toMatchObject({ amount: '5.00', repeated: false });
    expect(claimed.body.data.balance).toBe((Number(before) + 5).toFixed(2));
    const twice = await server.post(`/api/v1/rebate/claim/${sports.id}`, undefined, player.token);
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('该返水已领取');

    const rest = await server.post<Claimed>('/api/v1/rebate/claim-all', undefined, player.token);
    expect(rest.body.data.amount).toBe('0.90');
    expect(await balanceOf(server, player.token)).toBe((Number(before) + 5.9).toFixed(2));
    const rows = await rebatesOf(server, id);
    expect(rows.map((row) => [row.amount, row.idempotencyKey])).toEqual([
      [500n, `rebate:${sports.id}`],
      [90n, `rebate:${applied.body.data.records[1]?.id}`],
    ]);
    const stats = await server.get('/api/v1/rebate/stats', player.token);
    expect(stats.body.data).toMatchObject({
      enabled: true,
      total_claimed: '5.90',
      claimed_count: 2,
      pending_count: 0,
    });

    // New stakes open a new period; the old ones are never rebated again.
    await stake(server, id, 'sports', 200);
    const next = await server.post<{ items: Array<{ turnover: string }> }>(
      '/api/v1/rebate/calculate',
      undefined,
      player.token,
    );
    expect(next.body.data.items.map((item) => item.turnover)).toEqual(['200.00']);
  });

  it('claiming one record many times at once pays it once', async () => {
    const player = await fundedPlayer(server, '1000');
    await stake(server, player.userinfo.id, 'sports', 500);
    const applied = await server.post<{ records: RecordJson[] }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
    );
    const recordId = applied.body.data.records[0]?.id;
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        server.post(`/api/v1/rebate/claim/${recordId}`, undefined, player.token),
      ),
      ...Array.from({ length: 3 }, () => server.post('/api/v1/rebate/claim-all', undefined, player.token)),
      server.post('/api/v1/rebate/claim-multiple', { record_ids: [recordId] }, player.token),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(replies.every((reply) => reply.status === 200 || reply.status === 422)).toBe(true);
    expect(await rebatesOf(server, player.userinfo.id)).toHaveLength(1);
    expect(await balanceOf(server, player.token)).toBe('1002.50');
  });

  it('concurrent applies create each period once', async () => {
    const player = await fundedPlayer(server, '1000');
    await stake(server, player.userinfo.id, 'sports', 400);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => server.post('/api/v1/rebate/apply', undefined, player.token)),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const records = await server.get<{ total: number }>('/api/v1/rebate/records', player.token);
    expect(records.body.data.total).toBe(1);
  });

  it('a repeated request with the same Idempotency-Key answers with its first result and pays nothing more', async () => {
    const player = await fundedPlayer(server, '1000');
    await stake(server, player.userinfo.id, 'sports', 100);
    await stake(server, player.userinfo.id, 'lottery', 100);
    const key = { 'idempotency-key': 'apply-1' };
    const first = await server.post<{ total_amount: string }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
      key,
    );
    const repeat = await server.post<{ total_amount: string }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
      key,
    );
    expect(repeat.status).toBe(200);
    expect(repeat.body.data).toEqual(first.body.data);

    const claimKey = { 'idempotency-key': 'claim-1' };
    const paid = await server.post<Claimed>('/api/v1/rebate/claim-all', undefined, player.token, claimKey);
    const repeated = await server.post<Claimed>(
      '/api/v1/rebate/claim-all',
      undefined,
      player.token,
      claimKey,
    );
    expect(paid.body.data).toMatchObject({ amount: '0.80', repeated: false });
    expect(repeated.body.data).toMatchObject({
      amount: '0.80',
      repeated: true,
      balance: paid.body.data.balance,
    });
    expect(await rebatesOf(server, player.userinfo.id)).toHaveLength(2);
  });

  it('claims several records by id, and hides other players records', async () => {
    const player = await fundedPlayer(server, '1000');
    const other = await fundedPlayer(server, '1000');
    await stake(server, player.userinfo.id, 'sports', 100);
    await stake(server, player.userinfo.id, 'lottery', 100);
    await stake(server, other.userinfo.id, 'sports', 100);
    const mine = await server.post<{ records: RecordJson[] }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
    );
    const theirs = await server.post<{ records: RecordJson[] }>(
      '/api/v1/rebate/apply',
      undefined,
      other.token,
    );
    const ids = mine.body.data.records.map((record) => record.id);
    const foreign = theirs.body.data.records[0]?.id as number;

    expect((await server.get(`/api/v1/rebate/detail/${foreign}`, player.token)).status).toBe(404);
    expect((await server.post(`/api/v1/rebate/claim/${foreign}`, undefined, player.token)).status).toBe(404);
    const mixed = await server.post(
      '/api/v1/rebate/claim-multiple',
      { record_ids: [...ids, foreign] },
      player.token,
    );
    expect(mixed.status).toBe(404);
    const empty = await server.post('/api/v1/rebate/claim-multiple', { record_ids: [] }, player.token);
    expect(empty.body.message).toBe('请选择返水记录');

    const paid = await server.post<Claimed>(
      '/api/v1/rebate/claim-multiple',
      { record_ids: ids },
      player.token,
    );
    expect(paid.body.data.amount).toBe('0.80');
    const detail = await server.get<{
      status_text: string;
      bet_count: number;
      bets: Array<{ amount: string }>;
    }>(`/api/v1/rebate/detail/${ids[0]}`, player.token);
    expect(detail.body.data).toMatchObject({ status_text: '已领取', bet_count: 1 });
    expect(detail.body.data.bets.map((bet) => bet.amount)).toEqual(['100.00']);
    const listed = await server.get<{ list: RecordJson[] }>('/api/v1/rebate/records?status=1', player.token);
    expect(listed.body.data.list.map((record) => record.id).sort()).toEqual([...ids].sort());
  });

  it('uses the configured rates of the player VIP level; the fanshui switch turns rebates off', async () => {
    const player = await fundedPlayer(server, '1000');
    await server.db.update(users).set({ vipLevel: 3 }).where(eq(users.id, player.userinfo.id));
    await stake(server, player.userinfo.id, 'sports', 100);
    const vip = await server.post<{ items: Array<{ rate_bp: string; amount: string }> }>(
      '/api/v1/rebate/calculate',
      undefined,
      player.token,
    );
    expect(vip.body.data.items[0]).toMatchObject({ rate_bp: '80', amount: '0.80' });

    await writeConfig(server.db, 'rebate_rates', { sports: ['50', '60', '70', '125'] });
    const configured = await server.post<{ items: Array<{ amount: string }> }>(
      '/api/v1/rebate/calculate',
      undefined,
      player.token,
    );
    expect(configured.body.data.items[0]?.amount).toBe('1.25');

    await server.db.update(users).set({ isBlack: 1 }).where(eq(users.id, player.userinfo.id));
    const black = await server.post('/api/v1/rebate/apply', undefined, player.token);
    expect(black.body.message).toBe('您的账户暂不能领取返水');
    await server.db.update(users).set({ isBlack: 0 }).where(eq(users.id, player.userinfo.id));

    await writeConfig(server.db, 'fanshui', 0);
    try {
      const off = await server.post('/api/v1/rebate/apply', undefined, player.token);
      expect(off.status).toBe(422);
      expect(off.body.message).toBe('返水功能暂未开放');
      expect((await server.get('/api/v1/rebate/stats', player.token)).body.data.enabled).toBe(false);
    } finally {
      await writeConfig(server.db, 'fanshui', 1);
      await server.db.delete(appConfig).where(eq(appConfig.key, 'rebate_rates'));
    }
  });

  it('in-game turnover of slot rounds is rebated at the game rate', async () => {
    const player = await fundedPlayer(server, '100');
    const games = await server.get<Array<{ id: number; name: string }>>('/api/v1/game/list');
    const slot = games.body.data.find((game) => game.name === '星辰宝藏');
    const entered = await server.post<{ session_id: string }>(
      '/api/v1/game/enter',
      { gameId: slot?.id },
      player.token,
    );
    const funded = await server.post(
      '/api/v1/game/ng/transfer',
      { type: 'in', amount: '50', platform_code: 'xcdz' },
      player.token,
    );
    expect(funded.status).toBe(200);
    for (let spin = 0; spin < 5; spin += 1) {
      const reply = await server.post('/api/v1/game/demo-slot/spin', {
        session_id: entered.body.data.session_id,
        bet: '10.00',
      });
      expect(reply.status).toBe(200);
    }
    const applied = await server.post<{ records: RecordJson[] }>(
      '/api/v1/rebate/apply',
      undefined,
      player.token,
    );
    // VIP0 game rate 0.6% of 50.00 = 0.30; the transfer into the game wallet is not turnover.
    expect(applied.body.data.records).toEqual([
      expect.objectContaining({ game_type: 'game', turnover: '50.00', amount: '0.30' }),
    ]);
    const detail = await server.get<{ bet_count: number; bets: Array<{ title: string; amount: string }> }>(
      `/api/v1/rebate/detail/${applied.body.data.records[0]?.id}`,
      player.token,
    );
    expect(detail.body.data.bet_count).toBe(5);
    // The comprehensive report counts the rounds' own stakes and wins, not the transfer into the game.
    const rounds = await server.get<{ win_total: string }>('/api/v1/game-records/stats', player.token);
    const report = await server.get<{ totals: Record<string, string> }>(
      '/api/v1/reports/comprehensive',
      player.token,
    );
    expect(report.body.data.totals).toMatchObject({ bet: '50.00', win: rounds.body.data.win_total });
    expect(detail.body.data.bets[0]).toEqual(expect.objectContaining({ title: '星辰宝藏', amount: '10.00' }));
  });
});
