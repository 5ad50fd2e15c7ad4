// The platform server as server/main.ts builds it, but serving the apps from BENCH_APPS_ROOT (where the
// unfederated shell build sits). Run by ../server.mjs with `node --import tsx` from server/.
import { buildApp } from '../../../server/app.ts';
import { createDb, pgliteDirFor } from '../../../server/db/client.ts';
import { seed } from '../../../server/sim/seed.ts';
import { DEFAULT_SIM_SEED } from '../../../server/sim/sports-fixtures.ts';

const env = process.env;
const database = await createDb({ pgliteDir: pgliteDirFor(env.DATA_DIR) });
await seed(database.db, { simSeed: DEFAULT_SIM_SEED, demoOperators: env.DEMO_OPERATORS !== '0' });
const app = await buildApp({
  db: database.db,
  opsToken: env.OPS_ROOT_TOKEN,
  env,
  appsRoot: env.BENCH_APPS_ROOT,
});
await app.listen({ port: Number(env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
