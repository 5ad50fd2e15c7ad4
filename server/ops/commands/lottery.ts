import { call, fail, flag, need, type OpsCommand } from '../cli-kit';

export const lotteryCommands: OpsCommand[] = [
  {
    name: 'lottery:list',
    usage: 'lottery:list                          彩种代码与当前期号',
    async run() {
      const rows = (await call('GET', '/lotteries')) as unknown as Array<Record<string, unknown>>;
      for (const row of rows)
        console.log(`${row.id}\t${row.code}\t${row.name}\t当前期 ${row.current_expect}`);
    },
  },
  {
    name: 'lottery:draw',
    usage:
      'lottery:draw LOTTERY --reason 原因 [--code 1,2,3] [--expect 20261121-0481]  立即开奖并结算派奖（原因记入审计日志）',
    async run(args) {
      const [lottery = ''] = need(args, 1);
      const reason = flag(args, 'reason');
      if (!reason) fail('请用 --reason 说明手动开奖的原因（记入审计日志）');
      const code = flag(args, 'code');
      const expect = flag(args, 'expect');
      const result = await call('POST', `/lotteries/${encodeURIComponent(lottery)}/draw`, {
        reason,
        ...(code === undefined ? {} : { code }),
        ...(expect === undefined ? {} : { expect }),
      });
      console.log(
        `${result.lottery} 第${result.expect}期 开奖 ${result.open_code}：注单 ${result.bets}，中奖 ${result.winners}，派奖 ${result.paid}`,
      );
      const chases = result.chases as { placed: number; stopped: number; refunded: string; waiting: boolean };
      console.log(
        chases.waiting
          ? '追号：暂无可投注的期号，由调度器稍后继续'
          : `追号：投注 ${chases.placed}，受限停止 ${chases.stopped}，退款 ${chases.refunded}；当前投注期 ${result.next_expect}`,
      );
    },
  },
];
