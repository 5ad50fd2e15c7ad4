import { networkInterfaces } from 'node:os';
import { buildApp } from './app';
import { createDb, pgliteDirFor } from './db/client';
import { dataDir } from './db/paths';
import { makeDataDirPrivate, restrictDataDir } from './db/private-data-dir';
import { startLotteryDraws } from './domain/lottery/scheduler';
import { smsProviderFrom, smsProviderLine } from './domain/sms-delivery/provider';
import { startSyndicateSweeps } from './domain/syndicates/close';
import { tlsFromEnv } from './http/tls';
import { loadOrCreateOpsToken, opsTokenFile } from './ops/token';
import { startSimulator } from './sim/live';
import { DEMO_OPERATOR_PASSWORD, demoOperatorSecrets } from './sim/operators-seed';
import { seed } from './sim/seed';
import { DEFAULT_SIM_SEED } from './sim/sports-fixtures';
import { localUrl, startBanner } from './start-banner';

const env = process.env;
const port = Number(env.PORT ?? 8080);
const host = env.HOST ?? '0.0.0.0';
const dataDirectory = dataDir(env);
const tls = tlsFromEnv(env);
makeDataDirPrivate(dataDirectory);

const database = await createDb(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { pgliteDir: pgliteDirFor(dataDirectory) },
);
restrictDataDir(dataDirectory);
const simSeed = Number(env.SIM_SEED ?? DEFAULT_SIM_SEED);
// DEMO_OPERATORS=0: no demo operators; the first 超级管理员 then comes from `ops bootstrap`.
await seed(database.db, { simSeed, demoOperators: env.DEMO_OPERATORS !== '0' });
const opsToken = loadOrCreateOpsToken(env, dataDirectory);
const smsProvider = smsProviderFrom(env);
const app = await buildApp({
  smsProvider,
  db: database.db,
  opsToken,
  env,
  dataDirectory,
  logger: { level: env.LOG_LEVEL ?? 'info' },
  tls,
});

// The market simulator: live scores, drifting odds, results and settlement. SIM_TICK_MS=0 turns it off,
// SIM_ODDS_DRIFT=0 keeps pre-match prices still.
const tickMs = Number(env.SIM_TICK_MS ?? 5000);
const simulator =
  tickMs > 0
    ? startSimulator(database.db, {
        intervalMs: tickMs,
        seed: simSeed,
        drift: env.SIM_ODDS_DRIFT !== '0',
        onError: (error) => app.log.error({ err: error }, 'simulator tick failed'),
      })
    : null;

// Lottery draws at every expect's close (catching up after downtime); LOTTERY_TICK_MS=0 turns it off.
const lotteryDraws = startLotteryDraws(database.db, env, (error) =>
  app.log.error({ err: error }, 'lottery tick failed'),
);

// 合买: closes syndicates that are full or past their deadline; SYNDICATE_TICK_MS=0 turns it off.
const syndicateSweeps = startSyndicateSweeps(database.db, env, (error) =>
  app.log.error({ err: error }, 'syndicate sweep failed'),
);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    simulator?.stop();
    await lotteryDraws?.stop();
    await syndicateSweeps?.stop();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const tlsCertFile = tls ? env.TLS_CERT_FILE : undefined;
const url = localUrl({ host, port, tlsCertFile });
app.log.info({ url, database: database.kind }, 'ready');
// A few human lines for whoever typed `npm start`; the JSON request log follows.
console.log(
  startBanner({
    port,
    host,
    tlsCertFile,
    databaseKind: database.kind,
    dataDirectory,
    defaultDataDirectory: dataDir({}),
    opsTokenFromEnv: Boolean(env.OPS_ROOT_TOKEN),
    opsTokenFile: opsTokenFile(dataDirectory),
    demoOperators: await demoOperatorSecrets(database.db),
    demoOperatorPassword: DEMO_OPERATOR_PASSWORD,
    smsLine: smsProviderLine(smsProvider),
    interfaces: networkInterfaces(),
  }),
);
