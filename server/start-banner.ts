// The human lines `npm start` prints before the JSON request log. Pure (all inputs passed in), so what a
// newcomer reads — and pastes — is unit-tested: the ops hint carries exactly the settings the CLI needs to
// find this server and its token, and the LAN address is the one a phone on the same Wi-Fi can open.
import type { NetworkInterfaceInfo } from 'node:os';

const DEFAULT_PORT = 8080;
const ANY_HOST = ['0.0.0.0', '::'];
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost'];

export interface BannerInput {
  port: number;
  host: string;
  /** The certificate file when the server speaks HTTPS (the CLI then trusts it via NODE_EXTRA_CA_CERTS). */
  tlsCertFile: string | undefined;
  databaseKind: 'pglite' | 'postgres';
  dataDirectory: string;
  defaultDataDirectory: string;
  /** The root token came from OPS_ROOT_TOKEN (else it is in opsTokenFile). */
  opsTokenFromEnv: boolean;
  opsTokenFile: string;
  /** The seeded demo operators (demo data only, like the demo players); none once operators are real. */
  demoOperators: Array<{ username: string; role: string; totpSecret: string }>;
  demoOperatorPassword: string;
  smsLine: string;
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>;
}

/** The first non-internal IPv4 address: what a phone on the same network dials. */
export function lanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string | undefined {
  for (const entries of Object.values(interfaces)) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  return undefined;
}

/** Quotes a value for a POSIX shell only when it needs it, so the common case stays readable. */
function shellValue(value: string): string {
  return /^[\w./:@+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * The environment `npm run ops` needs to reach this server, beyond its defaults (server/ops/cli-kit.ts);
 * the root token only for `ops bootstrap`.
 */
function opsEnvironment(input: BannerInput, bootstrap: boolean): string[] {
  const settings: string[] = [];
  const scheme = input.tlsCertFile ? 'https' : 'http';
  const reachableOnLoopback = ANY_HOST.includes(input.host) || LOOPBACK_HOSTS.includes(input.host);
  if (input.tlsCertFile || !reachableOnLoopback) {
    const host = reachableOnLoopback ? '127.0.0.1' : input.host;
    settings.push(`SERVER_URL=${scheme}://${host.includes(':') ? `[${host}]` : host}:${input.port}`);
  } else if (input.port !== DEFAULT_PORT) {
    settings.push(`PORT=${input.port}`);
  }
  if (input.tlsCertFile) settings.push(`NODE_EXTRA_CA_CERTS=${shellValue(input.tlsCertFile)}`);
  if (bootstrap && input.opsTokenFromEnv) settings.push('OPS_ROOT_TOKEN=<the same OPS_ROOT_TOKEN>');
  if (input.dataDirectory !== input.defaultDataDirectory)
    settings.push(`DATA_DIR=${shellValue(input.dataDirectory)}`);
  return settings;
}

/** Where to open the app on this machine. */
export function localUrl(input: Pick<BannerInput, 'host' | 'port' | 'tlsCertFile'>): string {
  const scheme = input.tlsCertFile ? 'https' : 'http';
  return `${scheme}://${ANY_HOST.includes(input.host) ? 'localhost' : input.host}:${input.port}/`;
}

export function startBanner(input: BannerInput): string {
  const scheme = input.tlsCertFile ? 'https' : 'http';
  const listensEverywhere = ANY_HOST.includes(input.host);
  const url = localUrl(input);
  const lan = listensEverywhere ? lanAddress(input.interfaces) : undefined;
  const first = input.demoOperators[0];
  const bootstrap = !first;
  const opsCommand = [
    ...opsEnvironment(input, bootstrap),
    bootstrap ? 'npm run ops -- bootstrap admin' : `npm run ops -- login ${first.username}`,
  ].join(' ');
  const operatorLines = bootstrap
    ? [
        `  Operator CLI: create the first 超级管理员 with the root token (${input.opsTokenFromEnv ? 'from OPS_ROOT_TOKEN' : `in ${input.opsTokenFile}`}):`,
      ]
    : [
        `  Demo operators (password ${input.demoOperatorPassword}; TOTP secrets for an authenticator app, demo data only):`,
        ...input.demoOperators.map(
          (demo) => `    ${demo.username.padEnd(16)} ${demo.role}  TOTP ${demo.totpSecret}`,
        ),
        '  Operator CLI (password + current TOTP code; automation uses an API token in OPS_TOKEN):',
      ];
  return [
    '',
    `  Ready: ${url}  (API docs ${url}api/docs)`,
    `  Operators' console (运营后台): ${url}ops/`,
    ...(lan ? [`  On a phone on the same network: ${scheme}://${lan}:${input.port}/`] : []),
    input.databaseKind === 'pglite'
      ? `  Database: PGlite in ${input.dataDirectory} (migrated, demo data seeded)`
      : '  Database: PostgreSQL from DATABASE_URL (migrated, demo data seeded)',
    '  Demo accounts: demo / demo123456 · agent01 / agent123456 (agent)',
    input.smsLine,
    ...operatorLines,
    `    ${opsCommand}`,
    '  Ctrl-C stops the server.',
    '',
  ].join('\n');
}
