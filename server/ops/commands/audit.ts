import { call, fail, flag, type OpsCommand, operatorAuthorization, send } from '../cli-kit';

const FILTERS = ['operator', 'target', 'action', 'from', 'to', 'page'] as const;

export const auditCommands: OpsCommand[] = [
  {
    name: 'audit',
    usage:
      'audit [--operator U] [--target T] [--action A] [--from T] [--to T] [--page N] [--csv]  运营操作审计日志',
    async run(args) {
      const query = new URLSearchParams();
      for (const name of FILTERS) {
        const value = flag(args, name);
        if (value) query.set(name, value);
      }
      if (args.all.includes('--csv')) {
        query.delete('page');
        const response = await send('GET', `/audit.csv?${query}`, undefined, operatorAuthorization());
        if (!response.ok) fail(`失败 (${response.status})`);
        process.stdout.write(await response.text());
        return;
      }
      const result = await call('GET', `/audit?${query}`);
      for (const row of result.list as Array<Record<string, unknown>>)
        console.log(
          `#${row.id} ${row.at} ${row.operator || '-'} ${row.action} ${row.label} → ${row.target || '-'} [${row.status}] ${row.ip}`,
        );
    },
  },
  {
    name: 'audit:verify',
    usage: 'audit:verify                            校验审计日志哈希链（发现被改动或删除的记录）',
    async run() {
      const result = await call('GET', '/audit/verify');
      const broken = result.broken as Record<string, unknown> | null;
      if (broken) fail(`审计日志已被篡改：第一条不符的记录 #${broken.id}（已校验 ${result.checked} 条）`);
      console.log(`审计日志完整：${result.checked} 条记录，哈希链无断裂`);
    },
  },
];
