import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/server';

interface LotteryJson {
  id: number;
  code: string;
  name: string;
  type: string;
  is_hot: number;
  current_expect: string;
  remaining_seconds: number;
  latest_open_code: { expect: string; open_code: string; numbers: number[] } | null;
}

describeOnEachDatabase('lottery: catalogue, expects, open codes and plays', (server) => {
  it('lists six lotteries grouped by family, each with its open expect and last draw; only_hot filters', async () => {
    const reply = await server.get<{
      list: LotteryJson[];
      groups: Array<{ type_name: string; list: LotteryJson[] }>;
    }>('/api/v1/liujiu/lottery/list');
    expect(reply.status).toBe(200);
    expect(reply.body.data.list.map((lottery) => lottery.name)).toEqual([
      '极速快三',
      '五分快三',
      '极速时时彩',
      '五分时时彩',
      '极速赛车',
      '北京赛车',
    ]);
    expect(reply.body.data.groups.map((group) => [group.type_name, group.list.length])).toEqual([
      ['快三', 2],
      ['时时彩', 2],
      ['北京赛车', 2],
    ]);
    for (const lottery of reply.body.data.list) {
      expect(lottery.current_expect).toMatch(/^\d{8}-\d{3,4}$/);
      expect(lottery.latest_open_code?.open_code).toBeTruthy();
    }
    const hot = await server.get<{ list: LotteryJson[] }>('/api/v1/liujiu/lottery/list?only_hot=1');
    expect(hot.body.data.list.map((lottery) => lottery.code)).toEqual(['jsk3', 'jsssc', 'jssc', 'bjpk10']);
  });

  it('current expect counts down to its close; the last draw and history are readable', async () => {
    const current = await server.get<{ expect: string; remaining_seconds: number; close_time: string }>(
      '/api/v1/liujiu/lottery/current-expect?lottery_id=2',
    );
    expect(current.body.data.expect).toMatch(/^\d{8}-\d{3}$/);
    expect(current.body.data.remaining_seconds).toBeGreaterThan(0);
    expect(current.body.data.remaining_seconds).toBeLessThanOrEqual(300);

    const latest = await server.get<{ expect: string; open_code: string; numbers: number[] }>(
      '/api/v1/liujiu/lottery/latest-open-code?lottery_id=5',
    );
    expect(latest.body.data.numbers.slice().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const one = await server.get<{ open_code: string }>(
      `/api/v1/liujiu/lottery/open-code?lottery_id=5&expect=${latest.body.data.expect}`,
    );
    expect(one.body.data.open_code).toBe(latest.body.data.open_code);

    const history = await server.get<{ list: Array<{ expect: string }>; total: number; per_page: number }>(
      '/api/v1/liujiu/lottery/history-open-codes?lottery_id=5&per_page=10',
    );
    expect(history.body.data.list).toHaveLength(10);
    expect(history.body.data.total).toBeGreaterThanOrEqual(30);
    expect(history.body.data.list[0]?.expect).toBe(latest.body.data.expect);

    const trend = await server.get<{ positions: Array<{ label: string; rows: unknown[] }> }>(
      '/api/v1/liujiu/bet/trend?lottery_id=1&limit=20',
    );
    expect(trend.body.data.positions.map((position) => position.label)).toEqual([
      '第一位',
      '第二位',
      '第三位',
    ]);
    expect(trend.body.data.positions[0]?.rows).toHaveLength(20);
  });

  it('refuses unknown lotteries and expects', async () => {
    const unknown = await server.get('/api/v1/liujiu/lottery/detail?lottery_id=99');
    expect([unknown.status, unknown.body.message]).toEqual([404, '彩种不存在']);
    const missing = await server.get('/api/v1/liujiu/lottery/open-code?lottery_id=1&expect=20200101-0001');
    expect([missing.status, missing.body.message]).toEqual([404, '期号不存在']);
    const bad = await server.get('/api/v1/liujiu/lottery/open-code?lottery_id=1&expect=abc');
    expect([bad.status, bad.body.message]).toEqual([400, '期号不正确']);
  });

  it('play list groups the plays of the family with odds; detail shows the board', async () => {
    const list = await server.get<{
      groups: Array<{ name: string; plays: Array<{ play_id: string; odds: string }> }>;
    }>('/api/v1/liujiu/play/list?lottery_id=3');
    expect(list.body.data.groups.map((group) => group.name)).toEqual([
      '定位胆',
      '五星',
      '四星',
      '前三',
      '中三',
      '后三',
      '前二',
      '后二',
      '任选',
      '大小单双',
      '龙虎和',
    ]);
    expect(list.body.data.groups[3]?.plays.map((play) => [play.play_id, play.odds])).toEqual([
      ['ssc_q3zx', '980.00'],
      ['ssc_q3z3', '326.66'],
      ['ssc_q3z6', '163.33'],
      ['ssc_q3hz', '980.00'],
    ]);
    const detail = await server.get<{
      rows: Array<{ label: string; options: Array<{ code: string; odds: string }> }>;
    }>('/api/v1/liujiu/play/detail?play_id=k3_hz');
    expect(detail.body.data.rows[0]?.options.find((option) => option.code === '3')?.odds).toBe('207.36');
  });

  it('counts items and stake, and validates codes with the play rule', async () => {
    const count = await server.post('/api/v1/liujiu/play/calculate-item-count', {
      play_id: 'k3_sbth',
      codes: '1,2,3,4',
      amount: '2',
      multiple: 3,
    });
    expect(count.body.data).toMatchObject({ item_count: 4, valid: true, stake: '24.00' });
    const few = await server.post('/api/v1/liujiu/play/validate-bet-codes', {
      play_id: 'k3_sbth',
      codes: '1,2',
    });
    expect(few.body.data).toMatchObject({ valid: false, message: '请至少选择3个号码', item_count: 0 });
    const good = await server.post('/api/v1/liujiu/play/validate-bet-codes', {
      play_id: 'ssc_q3zx',
      codes: '1|2|3,4',
    });
    expect(good.body.data).toMatchObject({ valid: true, codes: '1|2|3,4', item_count: 2 });
  });
});
