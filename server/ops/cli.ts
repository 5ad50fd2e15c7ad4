// `pnpm ops <command>`: the operator CLI. It talks to the running server's /api/ops API.
// Each domain keeps its commands in commands/<domain>.ts; this file only lists them.
import { type CommandArgs, fail, type OpsCommand, UsageError } from './cli-kit';
import { agentCommands } from './commands/agent';
import { approvalCommands } from './commands/approvals';
import { auditCommands } from './commands/audit';
import { configCommands } from './commands/config';
import { financeCommands } from './commands/finance';
import { gameCommands } from './commands/games';
import { lotteryCommands } from './commands/lottery';
import { operatorCommands } from './commands/operators';
import { remoteCommands } from './commands/remotes';
import { riskCommands } from './commands/risk';
import { socialCommands } from './commands/social';
import { sportsCommands } from './commands/sports';
import { supportCommands } from './commands/support';
import { userCommands } from './commands/users';

const COMMANDS: OpsCommand[] = [
  ...operatorCommands,
  ...auditCommands,
  ...userCommands,
  ...configCommands,
  ...remoteCommands,
  ...sportsCommands,
  ...riskCommands,
  ...lotteryCommands,
  ...financeCommands,
  ...approvalCommands,
  ...agentCommands,
  ...socialCommands,
  ...supportCommands,
  ...gameCommands,
];

const USAGE = [
  '用法 / usage: npm run ops -- <command>',
  ...COMMANDS.map((command) => `  ${command.usage}`),
  'env: SERVER_URL (default http://127.0.0.1:$PORT or 8080), OPS_TOKEN (an API token; else the session of `login` in DATA_DIR/ops-session)',
].join('\n');

const [name, ...all] = process.argv.slice(2);
const command = COMMANDS.find((candidate) => candidate.name === name);
if (!command) fail(USAGE);
const args: CommandArgs = { all, positional: all.filter((arg) => !arg.startsWith('--')) };
try {
  await command.run(args);
} catch (error) {
  if (error instanceof UsageError) fail(USAGE);
  throw error;
}
