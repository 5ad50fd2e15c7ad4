import { call, fail, need, type OpsCommand } from '../cli-kit';

interface Wallets {
  balance: string;
  wallets: Array<{ platform_code: string; platform_name: string; balance: string }>;
  platform_total: string;
}

function printWallets(name: string, data: Wallets) {
  console.log(`${name} 主钱包 ${data.balance}，游戏平台合计 ${data.platform_total}`);
  for (const wallet of data.wallets) {
    console.log(`  ${wallet.platform_code.padEnd(6)} ${wallet.platform_name} ${wallet.balance}`);
  }
}

export const gameCommands: OpsCommand[] = [
  {
    name: 'game:wallets',
    usage: 'game:wallets NAME                     查看玩家主钱包与各游戏平台余额',
    async run(args) {
      const [name = ''] = need(args, 1);
      printWallets(
        name,
        (await call('GET', `/games/wallets?username=${encodeURIComponent(name)}`)) as unknown as Wallets,
      );
    },
  },
  {
    name: 'game:sweep',
    usage: 'game:sweep NAME                       把玩家所有游戏平台余额转回主钱包',
    async run(args) {
      const [name = ''] = need(args, 1);
      const result = await call('POST', '/games/sweep', { username: name });
      console.log(`已转回 ${result.moved} 元`);
      printWallets(name, result as unknown as Wallets);
    },
  },
  {
    name: 'game:platform',
    usage: 'game:platform CODE open|maintenance   开放或维护游戏平台（如 xcdz、xccp）',
    async run(args) {
      const [code = '', state = ''] = need(args, 2);
      if (state !== 'open' && state !== 'maintenance') fail('状态须为 open 或 maintenance');
      const result = await call('PUT', `/games/platforms/${encodeURIComponent(code)}`, {
        status: state === 'open' ? 1 : 0,
      });
      console.log(`${result.name}（${result.code}）${result.status === 1 ? '已开放' : '维护中'}`);
    },
  },
];
