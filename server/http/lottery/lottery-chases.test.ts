import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { lotteryChases } from '../../db/schema';
import { assertChaseMoney } from '../../domain/lottery/chase-testing';
import { lotteryTools } from '../../domain/lottery/testing';
import { describeOnEachDatabase } from '../../test/server';
import { balanceOf, fundedPlayer } from '../../test/sports';

interface ChaseJson {
  id: number;
  chase_no: string;
  expects: number;
  first_expect: string;
  drawn_expects: number;
  placed_expects: number;
  total_stake: string;
  played_stake: string;
  refunded: string;
  win_amount: string;
  status: number;
  status_text: string;
  stop_reason: string | null;
  repeated?: boolean;
  refund?: string;
  items?: Array<{
    seq: number;
    expect: string;
    multiple: number;
    stake: string;
    status_text: string;
    bet_no: string | null;
    open_code: string | null;
    win_amount: string;
  }>;
}

// wfk3 (5-minute expects): an operator draw moves betting on, and the plan with it.
const WFK3 = 2;
const plan = (overrides: Record<string, unknown> = {}) => ({
  lottery_id: WFK3,
  play_id: 'k3_dxds',
  codes: '大',
  amount: '2',
  mode: 'double',
  expects: 10,
  start_multiple: 1,
  double_every: 1,
  ...overrides,
});

describeOnEachDatabase('lottery 追号 routes: create, 我的追号, detail, stop', (server) => {
  const { draw } = lotteryTools(server);
  const create = (token: string, body: Record<string, unknown>, key?: string) =>
    server.post<ChaseJson>('/api/v1/lottery/chases', body, token, key ? { 'idempotency-key': key } : {});
  const stop = (token: string, id: number, key?: string) =>
    server.post<ChaseJson>(
      `/api/v1/lottery/chases/${id}/stop`,
      {},
      token,
      key ? { 'idempotency-key': key } : {},
    );
  const list = async (token: string) =>
    (await server.get<{ list: ChaseJson[]; total: number }>('/api/v1/lottery/chases', token)).body.data;

  it('10 expects 翻倍: held at once, 已追 1/10 after a draw, stop refunds the rest once (idempotent)', async () => {
    const player = await fundedPlayer(server, '2000');
    const made = await create(player.token, plan(), 'chase-1');
    expect(made.status).toBe(200);
    // 1+2+4+8+16+32+64+99+99+99 = 424 multiples × 2 yuan.
    expect(made.body.data).toMatchObject({
      expects: 10,
      total_stake: '848.00',
      drawn_expects: 0,
      placed_expects: 1,
      status: 0,
      status_text: '进行中',
      repeated: false,
    });
    const again = await create(player.token, plan(), 'chase-1');
    expect(again.body.data).toMatchObject({ id: made.body.data.id, repeated: true });
    expect(await balanceOf(server, player.token)).toBe('1152.00');

    const drawn = await draw('wfk3', { expect: made.body.data.first_expect, code: '1,2,3' });
    expect(drawn.status).toBe(200);
    const [listed] = (await list(player.token)).list;
    expect(listed).toMatchObject({
      id: made.body.data.id,
      drawn_expects: 1,
      placed_expects: 2,
      played_stake: '6.00',
    });

    const detail = await server.get<ChaseJson>(`/api/v1/lottery/chases/${made.body.data.id}`, player.token);
    expect(detail.body.data.items?.slice(0, 3)).toMatchObject([
      { seq: 1, multiple: 1, stake: '2.00', status_text: '未中奖', open_code: '1,2,3', win_amount: '0.00' },
      { seq: 2, multiple: 2, stake: '4.00', status_text: '已投注', open_code: null },
      { seq: 3, multiple: 4, stake: '8.00', status_text: '待投注', bet_no: null },
    ]);

    const other = await fundedPlayer(server, '0');
    expect((await stop(other.token, made.body.data.id)).status).toBe(404);
    expect((await server.get(`/api/v1/lottery/chases/${made.body.data.id}`, other.token)).status).toBe(404);
    expect((await list(other.token)).total).toBe(0);

    const [first, second] = await Promise.all([
      stop(player.token, made.body.data.id, 'stop-1'),
      stop(player.token, made.body.data.id, 'stop-2'),
    ]);
    // The loser of the race answers like the winner; the money moved once.
    expect([first.body.data.refund, second.body.data.refund]).toEqual(['842.00', '842.00']);
    expect(first.body.data).toMatchObject({
      status: 2,
      status_text: '已停止',
      stop_reason: 'player',
      refunded: '842.00',
    });
    expect((await stop(player.token, made.body.data.id, 'stop-1')).body.data.refund).toBe(
      first.body.data.refund,
    );
    expect(await balanceOf(server, player.token)).toBe('1994.00');
    await assertChaseMoney(server.db, player.userinfo.id, 200_000n);
  });

  it('refuses bad plans with a clear message and writes nothing', async () => {
    const player = await fundedPlayer(server, '10');
    const refused = async (body: Record<string, unknown>) => {
      const reply = await create(player.token, body);
      return [reply.status, reply.body.message];
    };
    expect(await refused(plan({ expects: 121 }))).toEqual([400, '追号期数须在2-120期之间']);
    expect(await refused(plan({ mode: 'profit', min_profit_rate: 100 }))).toEqual([
      422,
      '该注单赔率无法达到100%的利润率，请降低利润率',
    ]);
    expect(await refused(plan({ play_id: 'ssc_dwd' }))).toEqual([422, '玩法不存在']);
    expect(await refused(plan())).toEqual([422, '余额不足']);
    expect((await refused(plan({ expect: '20200101-001' })))[0]).toBe(422);
    expect(
      await server.db.select().from(lotteryChases).where(eq(lotteryChases.userId, player.userinfo.id)),
    ).toEqual([]);
    expect(await balanceOf(server, player.token)).toBe('10.00');
  });
});
