// What every `pnpm ops` command uses: the call to the running server's /api/ops API and argument helpers.
import { dataDir } from '../db/paths';
import { escapeControlCharacters } from '../domain/control-characters';
import { readOperatorToken } from './token';

interface Envelope {
  code: number;
  message: string;
  data: unknown;
}

/** One operator command: `pnpm ops <name> ...`; its usage line is printed in the help text. */
export interface OpsCommand {
  name: string;
  usage: string;
  run(args: CommandArgs): Promise<void>;
}

export interface CommandArgs {
  /** Arguments that are not --flags, in order. */
  positional: string[];
  /** Every argument as given (flags and their values included). */
  all: string[];
}

const env = process.env;
export const serverUrl = (env.SERVER_URL ?? `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/$/, '');

export class UsageError extends Error {}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Server data with the control characters of every string made visible (`\x1b`): what players typed (and
 * data stored before the input checks existed) can only be printed, never rewrite this terminal. Every
 * command prints what `call` returns, so this is the one place.
 */
function printable(value: unknown): unknown {
  if (typeof value === 'string') return escapeControlCharacters(value);
  if (Array.isArray(value)) return value.map(printable);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, printable(item)]));
  return value;
}

/** The signed-in operator's header: OPS_TOKEN (an API token) or the session `ops login` saved. */
export function operatorAuthorization(): Record<string, string> {
  const token = readOperatorToken(env, dataDir(env));
  if (!token) fail('尚未登录：请先运行 npm run ops -- login（自动化请设置 OPS_TOKEN 为 API 令牌）');
  return { authorization: `Bearer ${token}` };
}

/** One request to the ops API; `headers` replaces the operator's authorization when it carries its own. */
export async function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  try {
    return await fetch(`${serverUrl}/api/ops${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    fail(`无法连接服务器 ${serverUrl}（服务器是否已启动？可用 SERVER_URL 指定）`);
  }
}

/** An ops API call as the signed-in operator; the envelope's data, or exit 1 with the server's message. */
export const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  callWith(method, path, body, { ...operatorAuthorization(), ...headers });

export async function callWith(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await send(method, path, body, headers);
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (envelope?.code !== 200)
    fail(`失败 (${response.status}): ${escapeControlCharacters(envelope?.message ?? response.statusText)}`);
  return printable(envelope.data) as Record<string, unknown>;
}

/** The first `count` positional arguments; a missing one is a usage error (the help text is printed). */
export function need(args: CommandArgs, count: number): string[] {
  const values = args.positional.slice(0, count);
  if (values.length < count) throw new UsageError();
  return values;
}

/** The value after `--name`, if the flag was given. */
export function flag(args: CommandArgs, name: string): string | undefined {
  const index = args.all.indexOf(`--${name}`);
  return index >= 0 ? (args.all[index + 1] ?? '') : undefined;
}

/** A fresh Idempotency-Key header for one money-moving command. */
export const idempotencyHeader = () => ({
  'idempotency-key': `cli-${Date.now()}-${Math.random().toString(36).slice(2)}`,
});

export const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
