import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';
import { call, flag, need, type OpsCommand, serverUrl } from '../cli-kit';

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** mfe-sports (the package) and mfe_sports (the federation name) both name the remote. */
const remoteArg = (value: string) => value.replace(/-/g, '_');

const printChecks = (checks: Check[]) => {
  for (const check of checks)
    console.log(`  ${check.ok ? '✓' : '✗'} ${check.name.padEnd(11)} ${check.detail}`);
};

/** `--since 10m` / `2h` / `1d` / `90s` -> seconds. */
function sinceSeconds(value: string | undefined): number {
  const match = /^(\d+)([smhd])$/.exec(value ?? '1h');
  if (!match) throw new Error(`--since 需要如 10m、2h、1d 的时长，收到 ${value}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

export const remoteCommands: OpsCommand[] = [
  {
    name: 'remotes:set',
    usage: 'remotes:set NAME URL [--dry-run] [--force]  预检后切换远程模块的 mf-manifest.json 地址',
    async run(args) {
      const [name = '', url = ''] = need(args, 2);
      const remote = remoteArg(name);
      if (args.all.includes('--dry-run')) {
        const result = await call('POST', '/remotes/preflight', { remote, url });
        console.log(
          `${remote} ${url} 预检${result.ok ? '通过' : '未通过'}（构建 ${result.build_id || '未标注'}）`,
        );
        printChecks(result.checks as Check[]);
        if (!result.ok) process.exitCode = 1;
        return;
      }
      const force = args.all.includes('--force');
      const result = await call('PUT', `/remotes/${remote}`, { url, force });
      console.log(
        `已切换 ${remote} -> ${url}（构建 ${result.build_id || '未标注'}${force ? '，跳过预检' : ''}）`,
      );
      printChecks(result.checks as Check[]);
    },
  },
  {
    name: 'remotes:history',
    usage: 'remotes:history [NAME]                 发布历史（最新在前）',
    async run(args) {
      const remote = args.positional[0];
      const query = remote ? `?remote=${encodeURIComponent(remoteArg(remote))}` : '';
      const rows = (await call('GET', `/remotes/history${query}`)) as unknown as Array<
        Record<string, unknown>
      >;
      if (rows.length === 0) console.log('还没有发布记录');
      for (const row of rows) {
        const forced = row.forced ? ' 跳过预检' : '';
        console.log(
          `#${row.id} ${row.created_at} ${row.remote} ${row.action}${forced} ${row.build_id || '-'} ${row.url}`,
        );
      }
    },
  },
  {
    name: 'remotes:rollback',
    usage: 'remotes:rollback NAME [--to ID]        回滚到上一个（或历史 #ID）版本，先预检',
    async run(args) {
      const [name = ''] = need(args, 1);
      const to = flag(args, 'to');
      const body = to ? { id: Number(to.replace(/^#/, '')) } : {};
      const result = await call('POST', `/remotes/${remoteArg(name)}/rollback`, body);
      console.log(`已回滚 ${remoteArg(name)} -> ${result.url}（构建 ${result.build_id || '未标注'}）`);
    },
  },
  {
    name: 'remotes:dev-token',
    usage:
      'remotes:dev-token NAME URL [--hours 8]  开发覆盖：带令牌打开的页面从 URL 加载该模块（pnpm dev:remote）',
    async run(args) {
      const [name = '', url = ''] = need(args, 2);
      const hours = flag(args, 'hours');
      const result = await call('POST', `/remotes/${remoteArg(name)}/dev-token`, {
        url,
        ...(hours ? { hours: Number(hours) } : {}),
      });
      console.log(`${result.remote} -> ${result.url}，有效至 ${result.expires_at}`);
      console.log(`${serverUrl}/?${REMOTE_DEV_PARAM}=${result.token}#/`);
    },
  },
  {
    name: 'remotes:errors',
    usage: 'remotes:errors [--since 10m]           玩家浏览器上报的远程模块错误（按模块和版本）',
    async run(args) {
      const since = flag(args, 'since');
      const groups = (await call(
        'GET',
        `/remotes/errors?since_seconds=${sinceSeconds(since)}`,
      )) as unknown as Array<Record<string, unknown>>;
      if (groups.length === 0) console.log(`最近 ${since ?? '1h'} 没有远程模块错误`);
      for (const group of groups) {
        console.log(
          `${group.remote} ${group.build_id || '-'} ${group.kind} ×${group.count}（${group.players} 位玩家，最近 ${group.last_at}）`,
        );
        console.log(`  ${group.url}`);
        console.log(`  ${group.last_message}`);
      }
    },
  },
];
