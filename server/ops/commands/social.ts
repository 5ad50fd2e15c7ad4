import { call, flag, need, type OpsCommand } from '../cli-kit';

export const socialCommands: OpsCommand[] = [
  {
    name: 'message:send',
    usage:
      'message:send NAME TITLE CONTENT [--type system|activity|finance|notice]   发送站内消息（实时推送）',
    async run(args) {
      const [username = '', title = '', content = ''] = need(args, 3);
      const type = flag(args, 'type') ?? 'system';
      const message = await call('POST', '/messages', { username, title, content, type });
      console.log(`已发送消息 #${message.id} 给 ${message.username}：${message.title}`);
    },
  },
  {
    name: 'activity:pending',
    usage: 'activity:pending                      列出待审核的活动申请',
    async run() {
      const rows = (await call('GET', '/activity-applications')) as unknown as Array<Record<string, string>>;
      if (rows.length === 0) console.log('没有待审核的活动申请');
      for (const row of rows) {
        console.log(`#${row.id}  ${row.username}  ${row.title}  ${row.reward}元  ${row.created_at}`);
      }
    },
  },
  ...(['approve', 'reject'] as const).map(
    (decision): OpsCommand => ({
      name: `activity:${decision}`,
      usage:
        decision === 'approve'
          ? 'activity:approve APPLICATION_ID       通过活动申请并发放奖励'
          : 'activity:reject APPLICATION_ID [--remark 原因]   拒绝活动申请',
      async run(args) {
        const [id = ''] = need(args, 1);
        const remark = flag(args, 'remark') ?? '';
        const result = await call('POST', `/activity-applications/${id}/${decision}`, { remark });
        console.log(`活动申请 #${result.id}：${result.status_text}（奖励 ${result.reward} 元）`);
      },
    }),
  ),
];
