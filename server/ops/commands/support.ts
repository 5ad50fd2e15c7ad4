import { call, need, type OpsCommand } from '../cli-kit';

export const supportCommands: OpsCommand[] = [
  {
    name: 'support:list',
    usage: 'support:list                          待回复的客服留言（最早的在前）',
    async run() {
      const rows = (await call('GET', '/support/messages')) as unknown as Array<Record<string, string>>;
      if (rows.length === 0) console.log('没有待回复的客服留言');
      for (const row of rows)
        console.log(`#${row.id}  ${row.username}  ${row.created_at}\n    ${row.content}`);
    },
  },
  {
    name: 'support:reply',
    usage: 'support:reply ID REPLY                回复客服留言（以站内信实时送达玩家）',
    async run(args) {
      const [id = '', reply = ''] = need(args, 2);
      const result = await call('POST', `/support/messages/${encodeURIComponent(id)}/reply`, { reply });
      console.log(`已回复 ${result.username} 的留言 #${result.id}`);
    },
  },
];
