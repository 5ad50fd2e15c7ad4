import { call, flag, need, type OpsCommand } from '../cli-kit';

interface LiabilityView {
  limits: { outcome_limit: string; match_limit: string; order_win_limit: string; on_breach: string };
  matches: Array<{
    match_id: number;
    league: string;
    home: string;
    away: string;
    liability: string;
    match_limit: string;
    outcome_limit: string;
    outcomes: Array<{ play: string; option: string; name: string; liability: string; suspended: boolean }>;
  }>;
}

export const riskCommands: OpsCommand[] = [
  {
    name: 'liability',
    usage: 'liability [--limit N]                  风险敞口：赔付敞口最大的比赛及各选项',
    async run(args) {
      const view = (await call(
        'GET',
        `/liability?limit=${flag(args, 'limit') ?? 20}`,
      )) as unknown as LiabilityView;
      const { limits } = view;
      console.log(
        `全局限额：单选项 ${limits.outcome_limit}，单场 ${limits.match_limit}，单注可赢 ${limits.order_win_limit}，超限 ${limits.on_breach === 'suspend' ? '暂停选项' : '拒绝投注'}`,
      );
      if (view.matches.length === 0) console.log('当前没有未结算的敞口');
      for (const match of view.matches) {
        console.log(
          `#${match.match_id} ${match.league} ${match.home} vs ${match.away}  敞口 ${match.liability} / ${match.match_limit}`,
        );
        for (const outcome of match.outcomes) {
          console.log(
            `    ${outcome.play} ${outcome.name}  ${outcome.liability} / ${match.outcome_limit}${outcome.suspended ? '  已暂停' : ''}`,
          );
        }
      }
    },
  },
  {
    name: 'risk:limits',
    usage: 'risk:limits OUTCOME MATCH ORDER_WIN [--suspend]  设置全局限额（元）；--suspend 超限时暂停该选项',
    async run(args) {
      const [outcome_limit = '', match_limit = '', order_win_limit = ''] = need(args, 3);
      const on_breach = args.all.includes('--suspend') ? 'suspend' : 'refuse';
      await call('PUT', '/risk/limits', { outcome_limit, match_limit, order_win_limit, on_breach });
      console.log(
        `全局限额已更新：单选项 ${outcome_limit}，单场 ${match_limit}，单注可赢 ${order_win_limit}（${on_breach}）`,
      );
    },
  },
  {
    name: 'risk:match',
    usage: 'risk:match ID OUTCOME|- MATCH|-         设置单场限额（元），- 表示使用全局限额',
    async run(args) {
      const [id = '', outcome = '', match = ''] = need(args, 3);
      const amount = (value: string) => (value === '-' ? null : value);
      await call('PUT', `/matches/${encodeURIComponent(id)}/risk-limits`, {
        outcome_limit: amount(outcome),
        match_limit: amount(match),
      });
      console.log(`比赛 ${id} 限额已更新`);
    },
  },
  {
    name: 'risk:factor',
    usage: 'risk:factor USERNAME FACTOR             设置玩家限额系数，例如 risk:factor alice 0.2',
    async run(args) {
      const [username = '', factor = ''] = need(args, 2);
      const result = await call('PUT', `/users/${encodeURIComponent(username)}/stake-factor`, { factor });
      console.log(`玩家 ${username} 限额系数为 ${result.stake_factor}`);
    },
  },
  {
    name: 'risk:resume',
    usage: 'risk:resume MATCH_ID PLAY OPTION        重新开放因超限暂停的选项',
    async run(args) {
      const [id = '', play = '', option = ''] = need(args, 3);
      await call('POST', '/liability/resume', { match_id: Number(id), play, option });
      console.log(`比赛 ${id} ${play} ${option} 已重新开放`);
    },
  },
];
