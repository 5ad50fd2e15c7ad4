import { call, flag, need, type OpsCommand } from '../cli-kit';

type Row = Record<string, unknown>;

const reviewNote = (row: Row) => {
  const review = row.review as Row | null;
  return review ? ` 待复核 #${review.id}（${review.requested_by} 申请）` : '';
};

const reasonBody = (reason: string | undefined) => (reason ? { reason } : {});

export const financeCommands: OpsCommand[] = [
  {
    name: 'payment:list',
    usage: 'payment:list                          待确认的银行/USDT充值',
    async run() {
      const rows = (await call('GET', '/payments')) as unknown as Row[];
      if (rows.length === 0) console.log('没有待确认的充值');
      for (const row of rows) {
        const proof = row.tx_hash ?? row.voucher ?? '未提交凭证';
        console.log(
          `${row.order_no} ${row.username} ${row.method_text} ¥${row.amount} ${row.status_text} ${proof}`,
        );
      }
    },
  },
  {
    name: 'payment:confirm',
    usage: 'payment:confirm ORDER_NO              确认银行/USDT充值到账（入账一次）',
    async run(args) {
      const [orderNo = ''] = need(args, 1);
      const order = await call('POST', `/payments/${encodeURIComponent(orderNo)}/confirm`);
      console.log(`已确认 ${order.order_no}：¥${order.amount} 已到账`);
    },
  },
  {
    name: 'payment:reject',
    usage: 'payment:reject ORDER_NO [--reason 文本] 驳回银行/USDT充值',
    async run(args) {
      const [orderNo = ''] = need(args, 1);
      const order = await call(
        'POST',
        `/payments/${encodeURIComponent(orderNo)}/reject`,
        reasonBody(flag(args, 'reason')),
      );
      console.log(`已驳回 ${order.order_no}（${order.remark}）`);
    },
  },
  {
    name: 'withdraw:list',
    usage: 'withdraw:list                         审核中的提现',
    async run() {
      const rows = (await call('GET', '/withdraws')) as unknown as Row[];
      if (rows.length === 0) console.log('没有审核中的提现');
      for (const row of rows) {
        console.log(
          `#${row.id} ${row.username} ¥${row.amount}（手续费 ${row.fee}）${row.bank_name} ${row.account}${reviewNote(row)}`,
        );
      }
    },
  },
  {
    name: 'withdraw:approve',
    usage: 'withdraw:approve ID                   通过提现（已打款；大额提现提交复核，另一位运营通过后打款）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const row = await call('POST', `/withdraws/${encodeURIComponent(id)}/approve`);
      const review = row.review as Row | null;
      if (review?.status === 'pending') {
        console.log(
          `提现 #${row.id} ¥${row.amount} 达到复核金额：已提交复核申请 #${review.id}（${review.requested_by}），需另一位运营 approval:approve ${review.id}`,
        );
        return;
      }
      console.log(`已通过提现 #${row.id}：¥${row.amount}，实际到账 ¥${row.actual_amount}`);
    },
  },
  {
    name: 'withdraw:reject',
    usage: 'withdraw:reject ID [--reason 文本]    驳回提现（金额退回余额）',
    async run(args) {
      const [id = ''] = need(args, 1);
      const row = await call(
        'POST',
        `/withdraws/${encodeURIComponent(id)}/reject`,
        reasonBody(flag(args, 'reason')),
      );
      console.log(`已驳回提现 #${row.id}：¥${row.amount} 已退回（${row.remark}）`);
    },
  },
];
