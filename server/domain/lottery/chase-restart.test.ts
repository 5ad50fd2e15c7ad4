import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDb, type Database } from '../../db/client';
import { seed } from '../../sim/seed';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from '../../test/databases';
import { operatorApiToken } from '../../test/server';
import { ITEM_STATUS } from './chase-items';
import { assertChaseMoney, closeOf, itemsOf, lotteryRow } from './chase-testing';
import { runLotteryTick } from './scheduler';

const OPS_TOKEN = 'chase-restart-ops-token';

/** One life of the server: the database opened (migrations run) and the app built on it. */
async function boot(target: { databaseUrl?: string; pgliteDir?: string }) {
  const database: Database = await createDb(target);
  await seed(database.db);
  const app: FastifyInstance = await buildApp({ db: database.db, opsToken: OPS_TOKEN, env: {} });
  await app.ready();
  const operatorToken = await operatorApiToken(database.db);
  const call = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) => {
    const reply = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return reply.json() as { code: number; message: string; data: T };
  };
  // Four-eyes: the 超级管理员 asks, the 财务 approves.
  const credit = async (username: string, amount: string) => {
    const asked = await app.inject({
      method: 'POST',
      url: '/api/ops/users/credit',
      headers: { authorization: `Bearer ${operatorToken}` },
      payload: { username, amount, reason: '测试资金' },
    });
    return app.inject({
      method: 'POST',
      url: `/api/ops/approvals/${asked.json().data.id}/approve`,
      headers: { authorization: `Bearer ${await operatorApiToken(database.db, 'op_finance')}` },
    });
  };
  return {
    db: database.db,
    call,
    credit,
    shutdown: async () => {
      await app.close();
      await database.close();
    },
  };
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe.skipIf(kind === 'postgres' && !postgresAvailable)(`追号 across a server restart [${kind}]`, () => {
    let scratch: ScratchDatabase | null = null;
    let dir = '';
    afterAll(async () => {
      await scratch?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('the plan goes on after a restart; expects missed while down are refunded; totals are exact', async () => {
      let target: { databaseUrl?: string; pgliteDir?: string };
      if (kind === 'postgres') {
        scratch = await createScratchDatabase();
        target = { databaseUrl: scratch.url };
      } else {
        dir = await mkdtemp(join(tmpdir(), 'chase-restart-'));
        target = { pgliteDir: join(dir, 'pglite') };
      }
      let life = await boot(target);
      const username = `chase${Date.now().toString(36).slice(-6)}`;
      const registered = await life.call<{ token: string; userinfo: { id: number } }>(
        'POST',
        '/api/v1/register',
        undefined,
        { username, password: 'secret123', password_confirmation: 'secret123' },
      );
      const { token } = registered.data;
      const userId = registered.data.userinfo.id;
      expect((await life.credit(username, '100')).statusCode).toBe(200);
      const lottery = await lotteryRow(life.db, 1);
      // 大,小 covers every sum: each played expect wins exactly one item, 1.92 × 2 = 3.84 on a 4-yuan stake.
      const made = await life.call<{ id: number }>('POST', '/api/v1/lottery/chases', token, {
        lottery_id: 1,
        play_id: 'k3_dxds',
        codes: '大,小',
        amount: '2',
        mode: 'same',
        expects: 8,
        stop_on_win: false,
      });
      expect(made.message).toBe('success');
      const expects = (await itemsOf(life.db, made.data.id)).map((item) => item.expect);
      const at = (index: number) => closeOf(lottery, expects[index] ?? '');

      // Two expects drawn by the scheduler's passes, then the server stops.
      await runLotteryTick(life.db, at(0));
      await runLotteryTick(life.db, at(1));
      expect((await itemsOf(life.db, made.data.id)).map((item) => item.status).slice(0, 3)).toEqual([
        ITEM_STATUS.settled,
        ITEM_STATUS.settled,
        ITEM_STATUS.placed,
      ]);
      await life.shutdown();

      // Down until after the fifth expect closed: the third (placed) is drawn, the fourth and fifth were missed.
      life = await boot(target);
      await runLotteryTick(life.db, new Date(at(4).getTime() + 500));
      for (const index of [5, 6, 7]) await runLotteryTick(life.db, at(index));
      expect((await itemsOf(life.db, made.data.id)).map((item) => item.status)).toEqual([
        ITEM_STATUS.settled,
        ITEM_STATUS.settled,
        ITEM_STATUS.settled,
        ITEM_STATUS.refunded,
        ITEM_STATUS.refunded,
        ITEM_STATUS.settled,
        ITEM_STATUS.settled,
        ITEM_STATUS.settled,
      ]);
      const listed = await life.call<{ list: Array<Record<string, unknown>> }>(
        'GET',
        '/api/v1/lottery/chases',
        token,
      );
      expect(listed.data.list[0]).toMatchObject({
        drawn_expects: 6,
        expects: 8,
        status_text: '已完成',
        total_stake: '32.00',
        played_stake: '24.00',
        refunded: '8.00',
        win_amount: '23.04',
      });
      // 100 − 32 held + 8 refunded + 6 × 3.84 won.
      const balance = await life.call<{ balance: string }>('GET', '/api/v1/user/balance', token);
      expect(balance.data.balance).toBe('99.04');
      await assertChaseMoney(life.db, userId, 10_000n);
      await life.shutdown();
    }, 180_000);
  });
}
