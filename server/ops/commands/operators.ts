import { stdin, stdout } from 'node:process';
import { dataDir } from '../../db/paths';
import { call, callWith, fail, flag, need, type OpsCommand, operatorAuthorization, send } from '../cli-kit';
import { clearOperatorSession, readRootToken, saveOperatorSession } from '../token';
import { ask } from './prompt';

const env = process.env;
const list = (value: string | undefined) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;

/** A flag's value, else a question on the terminal; a secret is asked without echo. */
async function flagOrAsk(
  args: Parameters<OpsCommand['run']>[0],
  name: string,
  question: string,
  secret = false,
): Promise<string> {
  const given = flag(args, name);
  if (given) return given;
  if (!stdin.isTTY) fail(`缺少 --${name}`);
  return ask(question, secret, { input: stdin, output: stdout });
}

function printSecret(result: Record<string, unknown>) {
  console.log(`动态验证码密钥（只显示这一次，请立即添加到验证器 App）：${result.totp_secret}`);
  console.log(`otpauth 链接：${result.otpauth_uri}`);
}

export const operatorCommands: OpsCommand[] = [
  {
    name: 'bootstrap',
    usage: 'bootstrap NAME [--password P]           用根令牌创建第一个超级管理员（仅当还没有运营人员）',
    async run(args) {
      const [username = ''] = need(args, 1);
      const root = readRootToken(env, dataDir(env));
      if (!root) fail(`找不到根令牌 ${dataDir(env)}/ops-token：请先启动服务器`);
      const password = await flagOrAsk(args, 'password', '密码（至少 10 位）：', true);
      const result = await callWith('POST', '/bootstrap', { username, password }, { 'x-ops-token': root });
      saveOperatorSession(dataDir(env), String(result.token));
      console.log(`已创建超级管理员 ${username} 并登录`);
      printSecret(result);
    },
  },
  {
    name: 'login',
    usage: 'login [NAME] [--password P] [--totp CODE] 登录运营账号（会话保存在 DATA_DIR/ops-session）',
    async run(args) {
      const username = args.positional[0] ?? (await flagOrAsk(args, 'username', '用户名：'));
      const password = await flagOrAsk(args, 'password', '密码：', true);
      const totp = await flagOrAsk(args, 'totp', '动态验证码：');
      const result = await callWith('POST', '/auth/login', { username, password, totp }, {});
      saveOperatorSession(dataDir(env), String(result.token));
      console.log(`已登录 ${username}（闲置 30 分钟后失效）`);
    },
  },
  {
    name: 'logout',
    usage: 'logout                                  退出登录并删除本机会话',
    async run() {
      await send('POST', '/auth/logout', undefined, operatorAuthorization());
      clearOperatorSession(dataDir(env));
      console.log('已退出登录');
    },
  },
  {
    name: 'whoami',
    usage: 'whoami                                  当前运营人员、角色与权限',
    async run() {
      const me = await call('GET', '/auth/me');
      console.log(
        `${me.username}（${(me.roles as string[]).join(', ')}，${me.kind === 'api' ? 'API 令牌' : '登录会话'}）`,
      );
      console.log(`权限：${(me.permissions as string[]).join(', ')}`);
    },
  },
  {
    name: 'operator:add',
    usage: 'operator:add NAME --roles R1,R2 [--password P] [--ip CIDR,...]  创建运营人员',
    async run(args) {
      const [username = ''] = need(args, 1);
      const roles = list(flag(args, 'roles'));
      if (!roles?.length)
        fail('请用 --roles 指定角色：super_admin, operations, finance, risk, support, release 或自定义角色');
      const password = await flagOrAsk(args, 'password', '初始密码（至少 10 位）：', true);
      const result = await call('POST', '/operators', {
        username,
        password,
        roles,
        ip_allow_list: list(flag(args, 'ip')) ?? [],
      });
      console.log(`已创建运营人员 ${username}（${roles.join(', ')}）`);
      printSecret(result);
    },
  },
  {
    name: 'operator:list',
    usage: 'operator:list                           运营人员列表',
    async run() {
      const rows = (await call('GET', '/operators')) as unknown as Array<Record<string, unknown>>;
      for (const row of rows)
        console.log(
          `${row.username}\t${(row.roles as string[]).join(',')}\t${row.disabled ? '已禁用' : '正常'}\tIP ${(row.ip_allow_list as string[]).join(',') || '不限'}`,
        );
    },
  },
  {
    name: 'operator:roles',
    usage: 'operator:roles NAME R1,R2 [--permissions P1,P2] [--ip CIDR,...]  设置角色、额外权限与 IP 白名单',
    async run(args) {
      const [username = '', roles = ''] = need(args, 2);
      const permissions = list(flag(args, 'permissions'));
      const ips = list(flag(args, 'ip'));
      const result = await call('PUT', `/operators/${encodeURIComponent(username)}`, {
        roles: list(roles) ?? [],
        ...(permissions ? { permissions } : {}),
        ...(ips ? { ip_allow_list: ips } : {}),
      });
      console.log(`${result.username}: 角色 ${(result.roles as string[]).join(', ')}`);
    },
  },
  {
    name: 'operator:disable',
    usage: 'operator:disable NAME                   禁用运营人员（其会话与令牌全部失效）',
    async run(args) {
      const [username = ''] = need(args, 1);
      await call('PUT', `/operators/${encodeURIComponent(username)}`, { disabled: true });
      console.log(`已禁用 ${username}，其会话与 API 令牌已全部失效`);
    },
  },
  {
    name: 'token:create',
    usage: 'token:create OPERATOR NAME [--days N]   签发自动化用 API 令牌（只显示一次，作为 OPS_TOKEN 使用）',
    async run(args) {
      const [operator = '', name = ''] = need(args, 2);
      const days = flag(args, 'days');
      const result = await call('POST', '/tokens', {
        operator,
        name,
        ...(days ? { expires_in_days: Number(days) } : {}),
      });
      console.log(`令牌 #${result.id}（${operator}，${name}，到期 ${result.expires_at}）：`);
      console.log(String(result.token));
    },
  },
  {
    name: 'token:list',
    usage: 'token:list                              API 令牌列表',
    async run() {
      const rows = (await call('GET', '/operator-sessions?kind=api')) as unknown as Array<
        Record<string, unknown>
      >;
      for (const row of rows)
        console.log(
          `#${row.id}\t${row.operator}\t${row.name}\t到期 ${row.expires_at}\t${row.revoked ? '已吊销' : '有效'}`,
        );
    },
  },
  {
    name: 'token:revoke',
    usage: 'token:revoke ID                         吊销 API 令牌（或结束任一会话）',
    async run(args) {
      const [id = ''] = need(args, 1);
      await call('DELETE', `/operator-sessions/${encodeURIComponent(id)}`);
      console.log(`已吊销 #${id}`);
    },
  },
];
