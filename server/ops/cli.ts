// `pnpm ops <command>`: the operator CLI. It talks to the running server's /api/ops API.
import { dataDir } from '../db/paths';
import { readOpsToken } from './token';

const USAGE = `用法 / usage: pnpm ops <command>
  user:create NAME PASSWORD [--agent]   创建用户（--agent 为代理）
  user:credit NAME AMOUNT               加款（负数扣款），记入账本
  config:get KEY                        查看配置项
  config:set KEY VALUE                  设置配置项（JSON 值或字符串）
  sms:last PHONE                        查看最近一条短信验证码
  match:settle ID HOME:AWAY [--half H:A]  录入比分并结算比赛、派奖
  match:void ID                         取消比赛（注单按赔率1.00计算）
env: SERVER_URL (default http://127.0.0.1:$PORT or 8080), OPS_TOKEN (else DATA_DIR/ops-token)`;

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

const env = process.env;
const serverUrl = (env.SERVER_URL ?? `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/$/, '');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const token = readOpsToken(env, dataDir(env));
  if (!token) fail(`找不到运维令牌：请设置 OPS_TOKEN，或先启动服务器生成 ${dataDir(env)}/ops-token`);
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/api/ops${path}`, {
      method,
      headers: {
        'x-ops-token': token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    fail(`无法连接服务器 ${serverUrl}（服务器是否已启动？可用 SERVER_URL 指定）`);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope?.code !== 200) fail(`失败 (${response.status}): ${envelope?.message ?? response.statusText}`);
  return envelope.data as Record<string, unknown>;
}

/** Values are JSON when they parse as JSON (true, 3, {"a":1}), otherwise plain strings. */
function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** '2:1' -> { home: 2, away: 1 }. */
function parseScore(raw: string): { home: number; away: number } {
  const match = /^(\d{1,3}):(\d{1,3})$/.exec(raw);
  if (!match) fail(`比分格式须为 主:客，例如 2:1（收到 ${raw || '空'}）`);
  return { home: Number(match[1]), away: Number(match[2]) };
}

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

const [command, ...args] = process.argv.slice(2);
const positional = args.filter((arg) => !arg.startsWith('--'));
/** The first `count` positional arguments, or the usage text when some are missing. */
function need(count: number): string[] {
  const values = positional.slice(0, count);
  if (values.length < count) fail(USAGE);
  return values;
}

switch (command) {
  case 'user:create': {
    const [name = '', password = ''] = need(2);
    const user = await call('POST', '/users', { username: name, password, agent: args.includes('--agent') });
    const agent = user.agent_code ? `，代理码 ${user.agent_code}` : '';
    console.log(`已创建用户 ${user.username}（id ${user.id}，邀请码 ${user.invite_code}${agent}）`);
    break;
  }
  case 'user:credit': {
    const [name = '', amount = ''] = need(2);
    const key = `cli-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const result = await call(
      'POST',
      '/users/credit',
      { username: name, amount },
      { 'idempotency-key': key },
    );
    console.log(
      `${result.username}: ${result.amount}，余额 ${result.before} -> ${result.after}（账本 #${result.ledger_id}）`,
    );
    break;
  }
  case 'config:get': {
    const [key = ''] = need(1);
    const result = await call('GET', `/config/${encodeURIComponent(key)}`);
    console.log(`${key} = ${show(result.value)}`);
    break;
  }
  case 'config:set': {
    const [key = '', raw = ''] = need(2);
    const result = await call('PUT', `/config/${encodeURIComponent(key)}`, { value: parseValue(raw) });
    console.log(`已设置 ${key} = ${show(result.value)}`);
    break;
  }
  case 'sms:last': {
    const [phone = ''] = need(1);
    const result = await call('GET', `/sms/last?phone=${encodeURIComponent(phone)}`);
    console.log(`${result.phone} 验证码 ${result.code}（${result.type}，${result.created_at}）`);
    break;
  }
  case 'match:settle': {
    const [id = '', full = ''] = need(2);
    const halfIndex = args.indexOf('--half');
    const half = halfIndex >= 0 ? parseScore(args[halfIndex + 1] ?? '') : undefined;
    const body = { ...parseScore(full), ...(half ? { half } : {}) };
    const result = await call('POST', `/matches/${encodeURIComponent(id)}/settle`, body);
    console.log(
      `比赛 ${id} 已结算 ${full}：注单腿 ${result.legs}，完成订单 ${result.orders}，派奖 ${result.paid}`,
    );
    break;
  }
  case 'match:void': {
    const [id = ''] = need(1);
    const result = await call('POST', `/matches/${encodeURIComponent(id)}/void`);
    console.log(`比赛 ${id} 已取消：注单腿 ${result.legs}，完成订单 ${result.orders}，派奖 ${result.paid}`);
    break;
  }
  default:
    fail(USAGE);
}
