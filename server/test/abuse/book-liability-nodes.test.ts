import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOdds } from '@app/shared/betting';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../db/client';
import { bookOutcomeLiability, users } from '../../db/schema';
import { changeBalanceNow } from '../../domain/ledger';
import { issueToken } from '../../domain/tokens';
import { createScratchDatabase, postgresAvailable, type ScratchDatabase } from '../databases';
import { uniqueName } from '../server';
import { freePort, ServerProcess } from '../server-process';
import { openForAnHour } from '../sports';

const PLAYERS = 100;

// Two server processes on one PostgreSQL, as a scaled deployment runs: players backing one outcome through
// both at once still meet one limit, because the limit is held by the database row, not by a node.
describe.skipIf(!postgresAvailable)('abuse: two nodes on one PostgreSQL share the book’s limits', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database | null = null;
  const dataDirs: string[] = [];
  const nodes: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(join(tmpdir(), 'liability-node-'));
      dataDirs.push(dataDir);
      const env = { DATA_DIR: dataDir, SIM_TICK_MS: '0', LOG_LEVEL: 'error', DATABASE_URL: scratch.url };
      const node = new ServerProcess(await freePort(), env);
      // One after the other: the first migrates and seeds the database the second then finds ready.
      await node.start();
      nodes.push(node);
    }
    database = await createDb({ databaseUrl: scratch.url });
  }, 240_000);

  afterAll(async () => {
    for (const node of nodes) await node.stop();
    await database?.close();
    await scratch?.drop();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true });
  });

  it(`${PLAYERS} players through two nodes at once never take an outcome past its limit`, async () => {
    const [first, second] = nodes as [ServerProcess, ServerProcess];
    const db = database?.db;
    if (!db) throw new Error('no database');
    const listed = await first.call('GET', '/api/v1/football/matches?per_page=100&status=0&play=winDrawLose');
    const match = (
      listed.data.list as Array<{
        id: number;
        can_bet: boolean;
        start_time: string;
        odds: { single: boolean } | null;
      }>
    ).find((candidate) => openForAnHour(candidate) && candidate.odds?.single);
    if (!match) throw new Error('no open match offering winDrawLose singles');
    const plays = await first.call('GET', `/api/v1/matches/${match.id}/plays`);
    const odds = (
      plays.data.plays as Array<{ play: string; options: Array<{ option: string; odds: string }> }>
    )
      .find((play) => play.play === 'winDrawLose')
      ?.options.find((option) => option.option === 'win')?.odds as string;
    const limited = await first.call('PUT', `/api/ops/matches/${match.id}/risk-limits`, {
      outcome_limit: '500',
      match_limit: null,
    });
    expect(limited.code).toBe(200);
    const tokens = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const [user] = await db
          .insert(users)
          .values({
            username: uniqueName('node'),
            passwordHash: 'not-for-sign-in',
            inviteCode: uniqueName('i'),
          })
          .returning({ id: users.id });
        await changeBalanceNow(db, { userId: user?.id as number, amountFen: 10_000n, type: 'ops_credit' });
        return issueToken(db, user?.id as number);
      }),
    );
    const bet = {
      sport: 'football',
      mode: 'single',
      combos: [],
      amount: 10,
      multiple: 1,
      selections: [{ match_id: match.id, play: 'winDrawLose', option: 'win', odds }],
    };

    const replies = await Promise.all(
      tokens.map((token, i) =>
        (i % 2 === 0 ? first : second).call('POST', '/api/v1/order/submit', bet, token),
      ),
    );

    const payoutFen = 10n * parseOdds(odds);
    const taken = replies.filter((reply) => reply.code === 200).length;
    expect(taken).toBe(Number(50_000n / payoutFen));
    expect(replies.filter((reply) => reply.code === 422)).toHaveLength(PLAYERS - taken);
    const [row] = await db
      .select()
      .from(bookOutcomeLiability)
      .where(eq(bookOutcomeLiability.matchId, match.id));
    expect(row?.liability).toBe(BigInt(taken) * payoutFen);
  }, 240_000);
});
