import { call, flag, need, type OpsCommand } from '../cli-kit';

interface Application {
  id: number;
  username: string;
  real_name: string;
  contact: string;
  reason: string;
  created_at: string;
  agent_code?: string;
  reject_reason?: string;
}

export const agentCommands: OpsCommand[] = [
  {
    name: 'agent:pending',
    usage: 'agent:pending                         列出待审核的代理申请',
    async run() {
      const list = (await call('GET', '/agent-applications')) as unknown as Application[];
      if (list.length === 0) console.log('没有待审核的代理申请');
      for (const item of list) {
        console.log(
          `#${item.id} ${item.username} ${item.real_name} ${item.contact} ${item.created_at}\n    ${item.reason}`,
        );
      }
    },
  },
  {
    name: 'agent:approve',
    usage: 'agent:approve ID                      通过代理申请（设为代理并分配代理码）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const result = (await call(
        'POST',
        `/agent-applications/${encodeURIComponent(id)}/approve`,
      )) as unknown as Application;
      console.log(`申请 #${result.id} 已通过：${result.username} 成为代理，代理码 ${result.agent_code}`);
    },
  },
  {
    name: 'agent:reject',
    usage: 'agent:reject ID [--reason 原因]       拒绝代理申请',
    async run(args) {
      const [id = ''] = need(args, 1);
      const reason = flag(args, 'reason');
      const result = (await call(
        'POST',
        `/agent-applications/${encodeURIComponent(id)}/reject`,
        reason === undefined ? {} : { reason },
      )) as unknown as Application;
      console.log(`申请 #${result.id} 已拒绝：${result.username}（${result.reject_reason}）`);
    },
  },
];
