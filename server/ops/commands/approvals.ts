import { call, flag, need, type OpsCommand } from '../cli-kit';

type Row = Record<string, unknown>;

/** One request as a line: what, for whom, how much, its state and who asked (and decided). */
export const approvalLine = (row: Row) => {
  const amount = row.amount === null ? '' : ` ¥${row.amount}`;
  const decided = row.decided_by ? `，${row.decided_by} ${row.status_text}` : '';
  const waiting = row.mine && row.status === 'pending' ? '（待他人复核）' : '';
  return `#${row.id} ${row.kind_text} ${row.target}${amount} ${row.status_text}${waiting}：${row.reason}（${row.requested_by} 申请${decided}）`;
};

export const approvalCommands: OpsCommand[] = [
  {
    name: 'approvals',
    usage:
      'approvals [--status pending] [--kind credit|debit|withdrawal|resettle|void_settled]  复核申请（本人有权审批的类型）',
    async run(args) {
      const query = new URLSearchParams();
      for (const name of ['status', 'kind']) {
        const value = flag(args, name);
        if (value) query.set(name, value);
      }
      const suffix = query.size > 0 ? `?${query}` : '';
      const rows = (await call('GET', `/approvals${suffix}`)) as unknown as Row[];
      if (rows.length === 0) console.log('没有复核申请');
      for (const row of rows) console.log(approvalLine(row));
    },
  },
  {
    name: 'approval:approve',
    usage: 'approval:approve ID                   通过复核申请并执行（不能审批自己的申请）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const row = await call('POST', `/approvals/${encodeURIComponent(id)}/approve`);
      const balance = row.balance === undefined ? '' : `，余额 ${row.balance_before} -> ${row.balance}`;
      const resettled = row.resettlement as Row | undefined;
      const repriced = resettled
        ? `，改判第 ${resettled.revision} 次：调整订单 ${resettled.orders}，补派 ${resettled.credited}，扣回 ${resettled.debited}`
        : '';
      console.log(`${row.executed ? '已通过' : '此前已通过'} ${approvalLine(row)}${balance}${repriced}`);
    },
  },
  {
    name: 'approval:reject',
    usage: 'approval:reject ID --reason 原因       驳回复核申请',
    async run(args) {
      const [id = ''] = need(args, 1);
      const row = await call('POST', `/approvals/${encodeURIComponent(id)}/reject`, {
        reason: flag(args, 'reason') ?? '',
      });
      console.log(`已驳回 ${approvalLine(row)}`);
    },
  },
  {
    name: 'approval:cancel',
    usage: 'approval:cancel ID                    撤回自己待复核的申请',
    async run(args) {
      const [id = ''] = need(args, 1);
      const row = await call('POST', `/approvals/${encodeURIComponent(id)}/cancel`);
      console.log(`已撤回 ${approvalLine(row)}`);
    },
  },
];
