// The draw-close burst (issue 32): N players (BENCH_BURST_PLAYERS, default 5,000) each bet once at a random
// moment of the last 10 s before an expect's 封盘, plus a few bets sent after it, on the product
// (server/main.ts, its scheduler drawing at the close) over PostgreSQL. Every answer is judged against the
// close (burst-plan.mjs), then the database: stored = accepted, one ledger debit each, nothing after the close.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { judge, percentile, phaseOf, sendSchedule, storedProblems, tally } from './burst-plan.mjs';
import { getJson } from './product-api.mjs';
import { againstTarget, failed, figure, headline, skipped, verdict } from './report.mjs';
import { createPostgresDatabase, runServerScript, serverRequire, startProduct } from './server.mjs';

const PLAYERS = Number(process.env.BENCH_BURST_PLAYERS ?? 5_000);
const IN_FLIGHT = Number(process.env.BENCH_BURST_IN_FLIGHT ?? 50);
const LATE_BETS = 50;
const WINDOW_MS = 10_000;
const LATE_WINDOW_MS = 2_000;
/** Time to arm the timers and warm the connections before the window opens. */
const LEAD_MS = 2_000;
/** 极速快三: an expect closes every minute, so the wait for one is at most a minute. */
const LOTTERY_ID = 1;
const STAKE_FEN = 200;
const P99_TARGET_MS = 250;
const playersScript = fileURLToPath(new URL('./burst-players.ts', import.meta.url));
// The wall clock, as the server's: a bet's phase compares its times with the close the server keeps.
const now = () => Date.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The funded, signed-in players, seeded beside the running product (burst-players.ts says why). */
async function seedPlayers(databaseUrl) {
  const seeded = await runServerScript(playersScript, {
    ...process.env,
    DATABASE_URL: databaseUrl,
    BENCH_BURST_PLAYERS: String(PLAYERS),
  });
  return seeded.players;
}

/** The open expect whose close leaves the whole window ahead, waiting for the next one when it does not. */
async function expectClosingSoon(url) {
  for (;;) {
    const answer = await getJson(url, `/api/v1/liujiu/lottery/current-expect?lottery_id=${LOTTERY_ID}`);
    if (answer.json?.code !== 200) throw new Error(`current-expect: ${answer.text.slice(0, 200)}`);
    const { expect, close_time } = answer.json.data;
    const closeAt = Date.parse(close_time);
    if (closeAt - now() >= WINDOW_MS + LEAD_MS) return { expect, closeAt };
    await sleep(closeAt - now() + 500);
  }
}

/**
 * One 和值 bet on `expect` as the lottery page sends it (the expect it shows), judged by when it was sent;
 * `scheduledAt` is the player's moment (a send waits here for a free connection), for the latency.
 */
async function sendBet(url, player, expect, closeAt, scheduledAt) {
  const body = JSON.stringify({
    lottery_id: LOTTERY_ID,
    expect,
    play_id: 'k3_hz',
    codes: String(3 + Math.floor(Math.random() * 16)),
    amount: String(STAKE_FEN / 100),
    multiple: 1,
  });
  const sentAt = now();
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${url}/api/v1/liujiu/bet/create`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    text = `connection: ${error.message}`;
  }
  const answeredAt = now();
  const phase = phaseOf({ sentAt, closeAt, graceMs: P99_TARGET_MS });
  const { outcome, problem } = judge({ status, body: text, phase, expect });
  const betId = outcome === 'accepted' ? JSON.parse(text).data.id : null;
  return { player: player.id, scheduledAt, sentAt, answeredAt, phase, outcome, problem, betId };
}

/** Every send at its time, at most IN_FLIGHT at once (a send waiting for a slot goes out late). */
async function burst(url, players, expect, closeAt) {
  const schedule = sendSchedule({
    players: players.length,
    late: Math.min(LATE_BETS, players.length),
    closeAt,
    windowMs: WINDOW_MS,
    lateWindowMs: LATE_WINDOW_MS,
  });
  const results = [];
  const lags = [];
  let inFlight = 0;
  const waiting = [];
  // A finished send hands its slot straight to the longest waiting one, so the limit holds and order is kept.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inFlight -= 1;
  };
  await Promise.all(
    schedule.map(async (send) => {
      await sleep(send.at - now());
      if (inFlight >= IN_FLIGHT) await new Promise((resolve) => waiting.push(resolve));
      else inFlight += 1;
      lags.push(now() - send.at);
      try {
        results.push(await sendBet(url, players[send.player], expect, closeAt, send.at));
      } finally {
        release();
      }
    }),
  );
  return { results: results.sort((a, b) => a.sentAt - b.sentAt), lags };
}

/** The database after the burst, read directly: what storedProblems checks. */
async function readStored(databaseUrl, playerIds, expect) {
  const sql = serverRequire('postgres')(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const onExpect = await sql`
      select id, created_at from lottery_bets
      where lottery_id = ${LOTTERY_ID} and expect = ${expect} and user_id = any(${playerIds})`;
    const [{ elsewhere }] = await sql`
      select count(*)::int as elsewhere from lottery_bets
      where user_id = any(${playerIds}) and not (lottery_id = ${LOTTERY_ID} and expect = ${expect})`;
    const [debits] = await sql`
      select count(*)::int as debits from ledger where type = 'lottery_bet' and user_id = any(${playerIds})`;
    const [matched] = await sql`
      select count(*)::int as matched from lottery_bets b
      join ledger l on l.user_id = b.user_id and l.idempotency_key = 'lottery_bet:' || b.bet_no
      where b.user_id = any(${playerIds}) and l.type = 'lottery_bet' and l.amount = -b.stake`;
    const [unbalanced] = await sql`
      select count(*)::int as unbalanced from users u
      where u.id = any(${playerIds})
        and u.balance <> (select coalesce(sum(amount), 0) from ledger where user_id = u.id)`;
    const times = onExpect.map((row) => row.created_at.getTime());
    return {
      stored: {
        onExpectIds: onExpect.map((row) => Number(row.id)),
        elsewhere,
        latestAt: times.length > 0 ? Math.max(...times) : null,
      },
      ledger: { ...debits, ...matched, ...unbalanced },
    };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const count = (value) => value.toLocaleString('en-US');

function report(label, { players, results, lags, expect, closeAt, stored, seedSeconds }) {
  const counts = tally(results);
  const name = (what) => `burst ${label} ${what}`;
  figure(name('players (seeded in the database)'), players, 'players', {
    note: `${seedSeconds.toFixed(0)} s to seed; 极速快三 第${expect}期, 封盘 ${new Date(closeAt).toISOString()}`,
  });
  const sum = (phase) => phase.accepted + phase.closed + phase.refused;
  const { before, atClose, after } = counts;
  // Placed before the last grace but sent after the close: held by the in-flight limit or this process's lag
  // (a bet placed in the last grace may go either way, as when the server is the slow one).
  const heldPastClose = results.filter(
    (r) => r.phase === 'after' && r.scheduledAt < closeAt - P99_TARGET_MS,
  ).length;
  figure(name(`bets sent before the last ${P99_TARGET_MS} ms`), sum(before), 'bets', {
    note: `accepted ${count(before.accepted)}, refused as closed ${before.closed}, other ${before.refused}`,
  });
  figure(name(`bets sent in the last ${P99_TARGET_MS} ms`), sum(atClose), 'bets', {
    note: `accepted ${atClose.accepted}, refused as closed ${atClose.closed}, other ${atClose.refused}`,
  });
  figure(name('bets sent after the close'), sum(after), 'bets', {
    note:
      `refused as closed ${after.closed}, accepted ${after.accepted}, other ${after.refused}; ` +
      `${heldPastClose} of them placed more than ${P99_TARGET_MS} ms before it`,
  });
  // As the player waits: from the moment of the bet, so time queued for a connection here counts too.
  const placed = results.filter((r) => r.phase !== 'after');
  const latencies = placed.map((r) => r.answeredAt - r.scheduledAt);
  const p99 = percentile(latencies, 99);
  figure(name('bet latency p50'), percentile(latencies, 50), 'ms');
  figure(name('bet latency p95'), percentile(latencies, 95), 'ms');
  figure(name('bet latency p99'), p99, 'ms', { note: `target < ${P99_TARGET_MS} ms` });
  const requestP99 = percentile(
    placed.map((r) => r.answeredAt - r.sentAt),
    99,
  );
  figure(name('request latency p99 (from its send)'), requestP99, 'ms', {
    note: 'the server alone, without the wait for one of the connections',
  });
  const accepted = results.filter((r) => r.outcome === 'accepted');
  const span =
    (Math.max(...accepted.map((r) => r.answeredAt)) - Math.min(...accepted.map((r) => r.sentAt))) / 1000;
  // The offered rate is the players over the window: a machine that keeps up shows that, not its capacity.
  figure(name('bets accepted per second'), accepted.length / span, 'bets/s', {
    note: `${count(accepted.length)} from the first send to the last answer, ${span.toFixed(1)} s; offered ${count(players / (WINDOW_MS / 1000))}/s, ${IN_FLIGHT} in flight at most`,
  });
  figure(name('send lag behind schedule p99'), percentile(lags, 99), 'ms', {
    note: `the in-flight limit and this process; max ${percentile(lags, 100).toFixed(0)} ms`,
  });
  const answersName = name('every bet before 封盘 accepted, none after');
  // A bet the player placed before the close but this process could not send until after it tested nothing.
  if (heldPastClose > 0)
    failed(
      name('every bet placed before 封盘 sent before it'),
      `${heldPastClose} placed more than ${P99_TARGET_MS} ms before it, sent after it (the in-flight limit, ` +
        `BENCH_BURST_IN_FLIGHT=${IN_FLIGHT}, or this process's lag): ` +
        'the burst was not offered in full',
    );
  if (counts.problems.length === 0) verdict(answersName, 'ok');
  else {
    const shown = counts.problems
      .slice(0, 5)
      .map(
        (r) =>
          `player ${r.player}: ${r.problem} (sent ${closeAt - r.sentAt} ms before 封盘, ` +
          `answered ${r.answeredAt - closeAt} ms after)`,
      );
    failed(answersName, `${counts.problems.length} wrong answers; ${shown.join('; ')}`);
  }
  const storedName = name('stored = accepted, one debit each, none after 封盘');
  const problems = storedProblems({ acceptedIds: accepted.map((r) => r.betId), closeAt, ...stored });
  if (problems.length === 0) verdict(storedName, 'ok');
  else failed(storedName, `mismatch: ${problems.join('; ')}`);
  headline(
    name(`bet p99 in the last 10 s before 封盘 (${count(players)} players)`),
    `${p99.toFixed(0)} ms; target < ${P99_TARGET_MS} ms: ${againstTarget(p99, P99_TARGET_MS, { atLeast: false })}`,
  );
}

/**
 * The burst on PostgreSQL. PGlite is left out: it is one process's database, so the players cannot be
 * seeded beside the running product, and it is not what production runs.
 */
export async function benchBurst(adminUrl) {
  skipped('burst pglite', "one process's database: the players cannot be seeded beside the running server");
  const database = await createPostgresDatabase(adminUrl);
  if (!database.url) {
    skipped('burst postgres', `PostgreSQL unreachable (${database.reason})`);
    return;
  }
  try {
    const product = await startProduct({ databaseUrl: database.url });
    try {
      const seedStarted = now();
      const players = await seedPlayers(database.url);
      const seedSeconds = (now() - seedStarted) / 1000;
      const { expect, closeAt } = await expectClosingSoon(product.url);
      const { results, lags } = await burst(product.url, players, expect, closeAt);
      const stored = await readStored(
        database.url,
        players.map((player) => player.id),
        expect,
      );
      report('postgres', { players: players.length, results, lags, expect, closeAt, stored, seedSeconds });
    } finally {
      await product.stop();
    }
  } finally {
    await database.drop();
  }
}
