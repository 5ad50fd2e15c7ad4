import { call, fail, flag, need, type OpsCommand } from '../cli-kit';
import { approvalLine } from './approvals';

/** '2:1' -> { home: 2, away: 1 }. */
function parseScore(raw: string): { home: number; away: number } {
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(raw);
  if (!match) fail(`比分格式须为 主:客，例如 2:1（收到 ${raw || '空'}）`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

export const sportsCommands: OpsCommand[] = [
  {
    name: 'match:add',
    usage:
      'match:add LEAGUE_ID HOME_ID AWAY_ID KICKOFF [--singles 玩法,…]  新增比赛（KICKOFF 如 2026-12-01T20:00+08:00）',
    async run(args) {
      const [league = '', home = '', away = '', kickoff = ''] = need(args, 4);
      const singles = flag(args, 'singles');
      const match = await call('POST', '/matches', {
        league_id: Number(league),
        home_team_id: Number(home),
        away_team_id: Number(away),
        kickoff_at: kickoff,
        ...(singles ? { singles: singles.split(',') } : {}),
      });
      console.log(`比赛 ${match.id}（${match.match_no}）已新增，开赛 ${match.kickoff_at}`);
    },
  },
  {
    name: 'match:settle',
    usage: 'match:settle ID HOME:AWAY [--half H:A]  录入比分并结算比赛、派奖',
    async run(args) {
      const [id = '', full = ''] = need(args, 2);
      const halfRaw = flag(args, 'half');
      const half = halfRaw === undefined ? undefined : parseScore(halfRaw);
      const body = { ...parseScore(full), ...(half ? { half } : {}) };
      const result = await call('POST', `/matches/${encodeURIComponent(id)}/settle`, body);
      console.log(
        `比赛 ${id} 已结算 ${full}：注单腿 ${result.legs}，完成订单 ${result.orders}，派奖 ${result.paid}`,
      );
    },
  },
  {
    name: 'match:odds',
    usage:
      'match:odds ID PLAY OPTION ODDS            调整未开赛比赛一个选项的赔率，例如 match:odds 12 winDrawLose win 2.35',
    async run(args) {
      const [id = '', play = '', option = '', odds = ''] = need(args, 4);
      await call('POST', `/matches/${encodeURIComponent(id)}/odds`, { play, option, odds });
      console.log(`比赛 ${id} ${play} ${option} 赔率已调整为 ${odds}`);
    },
  },
  {
    name: 'match:suspend',
    usage: 'match:suspend ID [--reason 原因]        暂停进行中比赛的滚球盘口（直到 match:resume）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const reason = flag(args, 'reason');
      await call('POST', `/matches/${encodeURIComponent(id)}/suspend`, reason ? { reason } : {});
      console.log(`比赛 ${id} 滚球盘口已暂停`);
    },
  },
  {
    name: 'match:resume',
    usage: 'match:resume ID                       恢复进行中比赛的滚球盘口',
    async run(args) {
      const [id = ''] = need(args, 1);
      await call('POST', `/matches/${encodeURIComponent(id)}/resume`);
      console.log(`比赛 ${id} 滚球盘口已恢复`);
    },
  },
  {
    name: 'match:resettle',
    usage:
      'match:resettle ID HOME:AWAY|void [--half H:A] [--reason 原因]  申请改判已结算的比赛（或取消），另一位运营 approval:approve 后重算派奖',
    async run(args) {
      const [id = '', full = ''] = need(args, 2);
      const halfRaw = flag(args, 'half');
      const reason = flag(args, 'reason');
      const outcome =
        full === 'void'
          ? { void: true }
          : { ...parseScore(full), ...(halfRaw === undefined ? {} : { half: parseScore(halfRaw) }) };
      const body = { ...outcome, ...(reason ? { reason } : {}) };
      const request = await call('POST', `/matches/${encodeURIComponent(id)}/resettle`, body);
      console.log(`已提交复核申请 ${approvalLine(request)}，需另一位运营 approval:approve ${request.id}`);
    },
  },
  {
    name: 'match:void',
    usage: 'match:void ID                         取消比赛（注单按赔率1.00计算）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const result = await call('POST', `/matches/${encodeURIComponent(id)}/void`);
      console.log(`比赛 ${id} 已取消：注单腿 ${result.legs}，完成订单 ${result.orders}，派奖 ${result.paid}`);
    },
  },
];
