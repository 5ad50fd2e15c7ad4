import { call, flag, need, type OpsCommand } from '../cli-kit';

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
    usage: 'lottery:draw LOTTERY [--code 1,2,3] [--expect 20261121-0481]  立即开奖并结算派奖',
    async run(args) {
      const [lottery = ''] = need(args, 1);
      const code = flag(args, 'code');
      const expect = flag(args, 'expect');
      const result = await call('POST', `/lotteries/${encodeURIComponent(lottery)}/draw`, {
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
