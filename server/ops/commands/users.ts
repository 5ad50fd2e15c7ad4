import { call, flag, idempotencyHeader, need, type OpsCommand } from '../cli-kit';
import { approvalLine } from './approvals';
import { protectionText } from './protection-text';

export const userCommands: OpsCommand[] = [
  {
    name: 'user:create',
    usage: 'user:create NAME PASSWORD [--agent]   创建用户（--agent 为代理）',
    async run(args) {
      const [name = '', password = ''] = need(args, 2);
      const agent = args.all.includes('--agent');
      const user = await call('POST', '/users', { username: name, password, agent });
      const agentCode = user.agent_code ? `，代理码 ${user.agent_code}` : '';
      console.log(`已创建用户 ${user.username}（id ${user.id}，邀请码 ${user.invite_code}${agentCode}）`);
    },
  },
  {
    name: 'user:credit',
    usage:
      'user:credit NAME AMOUNT --reason 原因  申请加款（负数扣款），另一位运营 approval:approve 后记入账本',
    async run(args) {
      const [name = '', amount = ''] = need(args, 2);
      const body = { username: name, amount, reason: flag(args, 'reason') ?? '' };
      const request = await call('POST', '/users/credit', body, idempotencyHeader());
      console.log(`已提交复核申请 ${approvalLine(request)}，需另一位运营 approval:approve ${request.id}`);
    },
  },
  {
    name: 'user:disable',
    usage: 'user:disable NAME                     禁用账号（立即下线：登录与实时连接全部结束）',
    async run(args) {
      const [name = ''] = need(args, 1);
      const result = await call('POST', '/users/disable', { username: name });
      console.log(`已禁用 ${result.username}，其登录已全部结束`);
    },
  },
  {
    name: 'user:enable',
    usage: 'user:enable NAME                      启用账号（需重新登录）',
    async run(args) {
      const [name = ''] = need(args, 1);
      const result = await call('POST', '/users/enable', { username: name });
      console.log(`已启用 ${result.username}`);
    },
  },
  {
    name: 'user:protection',
    usage: 'user:protection NAME                  查看理性投注限额与冷静期/自我排除（只读）',
    async run(args) {
      const [name = ''] = need(args, 1);
      const result = await call('GET', `/users/${encodeURIComponent(name)}/protection`);
      console.log(protectionText(result));
    },
  },
];
