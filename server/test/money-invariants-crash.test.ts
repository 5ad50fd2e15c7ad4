import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, pgliteDirFor } from '../db/client';
import { ledger } from '../db/schema';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from './databases';
import { assertLedgerInvariants, PAYMENT_PASSWORD } from './money-invariants-tools';
import { type Envelope, freePort, ServerProcess } from './server-process';
import { openForAnHour } from './sports';

/** A funded player with a payment password, a bank card, an open match and signed gateway callbacks. */
async function prepare(server: ServerProcess) {
  const username = `crash${Date.now().toString(36).slice(-6)}`;
  const registered = await server.call('POST', '/api/v1/register', {
    username,
    password: 'secret123',
    password_confirmation: 'secret123',
  });
  const token = registered.data.token as string;
  expect((await server.credit(username, '3000', 'seed-credit')).code).toBe(200);
  await server.call('PUT', '/api/ops/config/withdraw_daily_count', { value: 1000 });
  await server.call('POST', '/api/v1/user/set-payment-password', { password: PAYMENT_PASSWORD }, token);
  const wallet = await server.call(
    'POST',
    '/api/v1/user-wallets',
    { type: 'bank', holder: '张三', bank_name: '招商银行', account: '6225881234567890' },
    token,
  );
  const matches = await server.call('GET', '/api/v1/football/matches?per_page=50&status=0');
  const open = (matches.data.list as Array<{ id: number; can_bet: boolean; start_time: string }>).find(
    openForAnHour,
  );
  const plays = await server.call('GET', `/api/v1/matches/${open?.id}/plays`);
  const play = (
    plays.data.plays as Array<{ play: string; options: Array<{ option: string; odds: string }> }>
  ).find((candidate) => candidate.play === 'winDrawLose');
  const odds = play?.options.find((option) => option.option === 'win')?.odds;
  const callbacks: unknown[] = [];
  for (let i = 0; i < 5; i += 1) {
    const order = await server.call(
      'POST',
      '/api/v1/payment-orders',
      { method: 'online', amount: '100' },
      token,
    );
    const page = await fetch(`${server.url}${order.data.pay_url}`).then((response) => response.text());
    const encoded = /data-callback="([^"]+)"/.exec(page)?.[1] ?? '';
    callbacks.push(JSON.parse(encoded.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))));
  }
  const bet = {
    sport: 'football',
    mode: 'single',
    combos: [],
    selections: [{ match_id: open?.id, play: 'winDrawLose', option: 'win', odds }],
    amount: 10,
    multiple: 1,
  };
  return {
    userId: registered.data.userinfo as { id: number },
    token,
    walletId: wallet.data.id as number,
    bet,
    callbacks,
  };
}

/** 300 mixed money-moving requests, fired at once; the server is killed once `killAfter` have answered. */
async function loadAndKill(server: ServerProcess, killAfter: number) {
  const { userId, token, walletId, bet, callbacks } = await prepare(server);
  const requests: Array<() => Promise<Envelope>> = [];
  for (let i = 0; i < 300; i += 1) {
    const kind = i % 6;
    if (kind === 0 || kind === 1)
      requests.push(() => server.call('POST', '/api/v1/order/submit', bet, token, `b${i}`));
    if (kind === 2) {
      const body = { wallet_id: walletId, amount: '100', payment_password: PAYMENT_PASSWORD };
      requests.push(() => server.call('POST', '/api/v1/withdraws', body, token, `w${i}`));
    }
    if (kind === 3) {
      const body = { type: 'in', amount: '20', platform_code: 'xcdz' };
      requests.push(() => server.call('POST', '/api/v1/game/ng/transfer', body, token, `t${i}`));
    }
    if (kind === 4)
      requests.push(() => server.call('POST', '/api/v1/game/ng/transfer', { type: 'out', amount: 0 }, token));
    if (kind === 5)
      requests.push(() => server.call('POST', '/api/v1/payment-orders/callback', callbacks[i % 5]));
  }
  let answered = 0;
  let killing: Promise<void> | null = null;
  const settled = await Promise.allSettled(
    requests.map((request) =>
      request().finally(() => {
        answered += 1;
        if (answered === killAfter) killing = server.kill();
      }),
    ),
  );
  await (killing ?? server.kill());
  const replies = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return {
    userId: userId.id,
    answered: replies.length,
    succeeded: replies.filter((reply) => reply.code === 200).length,
  };
}

const kinds = ['pglite', 'postgres'] as const;

for (const kind of kinds) {
  describe.skipIf(kind === 'postgres' && !postgresAvailable)(`SIGKILL under load [${kind}]`, () => {
    let dataDir = '';
    let scratch: ScratchDatabase | null = null;
    let env: Record<string, string> = {};
    let port = 0;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'money-crash-'));
      scratch = kind === 'postgres' ? await createScratchDatabase() : null;
      port = await freePort();
      env = {
        DATA_DIR: dataDir,
        SIM_TICK_MS: '0',
        LOG_LEVEL: 'error',
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
    });

    afterAll(async () => {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('restarts with every balance equal to its ledger and no half-applied request', async () => {
      const first = new ServerProcess(port, env);
      await first.start();
      const { userId, answered, succeeded } = await loadAndKill(first, 60);
      // Killed mid-load: money had moved, and some requests never got an answer.
      expect(succeeded).toBeGreaterThan(0);
      expect(answered).toBeLessThan(300);

      const second = new ServerProcess(port, env);
      await second.start();
      const navigation = await second.call('GET', '/api/v1/app/config/navigation');
      expect(navigation.code).toBe(200);
      await second.stop();

      let database: Database | null = null;
      try {
        database = await createDb(
          scratch ? { databaseUrl: scratch.url } : { pgliteDir: pgliteDirFor(dataDir) },
        );
        await assertLedgerInvariants(database.db);
        const moved = await database.db.select().from(ledger).where(eq(ledger.userId, userId));
        // More than the opening credit: the load had moved money before the kill.
        expect(moved.length).toBeGreaterThan(1);
      } finally {
        await database?.close();
      }
    }, 240_000);
  });
}
