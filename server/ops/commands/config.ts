import { call, need, type OpsCommand, show } from '../cli-kit';

/** Values are JSON when they parse as JSON (true, 3, {"a":1}), otherwise plain strings. */
function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export const configCommands: OpsCommand[] = [
  {
    name: 'config:get',
    usage: 'config:get KEY                        查看配置项',
    async run(args) {
      const [key = ''] = need(args, 1);
      const result = await call('GET', `/config/${encodeURIComponent(key)}`);
      console.log(`${key} = ${show(result.value)}`);
    },
  },
  {
    name: 'config:set',
    usage: 'config:set KEY VALUE [--force]        设置配置项（JSON 值或字符串；remotes 先预检）',
    async run(args) {
      const [key = '', raw = ''] = need(args, 2);
      const force = args.all.includes('--force');
      const result = await call('PUT', `/config/${encodeURIComponent(key)}`, {
        value: parseValue(raw),
        force,
      });
      console.log(`已设置 ${key} = ${show(result.value)}`);
    },
  },
  {
    name: 'sms:last',
    usage: 'sms:last PHONE                        查看最近一条短信验证码',
    async run(args) {
      const [phone = ''] = need(args, 1);
      const result = await call('GET', `/sms/last?phone=${encodeURIComponent(phone)}`);
      console.log(`${result.phone} 验证码 ${result.code}（${result.type}，${result.created_at}）`);
    },
  },
];
