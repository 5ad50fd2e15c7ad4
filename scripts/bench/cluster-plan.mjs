// The pure parts of the cluster bench (cluster.mjs): the balancer's config, when each fault strikes, which
// failed requests a `kill -9` excuses, and the invariants over the database's rows afterwards.

/**
 * HAProxy in front of the nodes: round robin, no sticky sessions, websocket upgrades tunnelled (the long
 * `timeout tunnel`), a dead node marked down by its health check and a refused connection redispatched to
 * another node; every answer names its node (`x-bench-node`) so a failure can be traced to the killed one.
 */
export function haproxyConfig({ port, nodes }) {
  const servers = nodes.map(
    (node) => `  server ${node.name} 127.0.0.1:${node.port} check inter 1s fall 2 rise 2`,
  );
  return [
    'global',
    '  maxconn 4000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  option redispatch',
    '  retries 3',
    'frontend players',
    `  bind 127.0.0.1:${port}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/v1/app/config/all ver HTTP/1.1 hdr host localhost',
    '  http-response set-header x-bench-node %[srv_name]',
    ...servers,
    '',
  ].join('\n');
}

/** When each fault strikes, in ms from the start of a soak of `minutes`: kill ~30%, Redis ~55%, PG ~75%. */
export function faultSchedule(minutes, { restartAfterMs = 30_000 } = {}) {
  const total = minutes * 60_000;
  const killAt = Math.round(total * 0.3);
  return {
    total,
    killAt,
    restartAt: killAt + restartAfterMs,
    redisRestartAt: Math.round(total * 0.55),
    pgTerminateAt: Math.round(total * 0.75),
  };
}

/**
 * Requests are `{ kind, startedAt, endedAt, refusal, node }` (refusal null on success). A failure is excused
 * only when it was in flight while the node died (started before its exit was seen at `diedAt`, answered
 * after the kill at `killAt`) and did not come from another node: the requests the killed node held when
 * it died. Every other failure counts against the target.
 */
export function errorAccounting(requests, { killAt, diedAt = killAt, killedNode }) {
  let excused = 0;
  const counted = [];
  for (const request of requests) {
    if (!request.refusal) continue;
    const inFlightAtKill = request.startedAt <= diedAt && request.endedAt >= killAt;
    const fromKilled = !request.node || request.node === killedNode;
    if (inFlightAtKill && fromKilled) excused += 1;
    else counted.push(request);
  }
  const total = requests.length;
  return {
    total,
    excused,
    errors: counted.length,
    rate: total ? counted.length / (total - excused) : 0,
    counted,
    firstError: counted[0] ?? null,
  };
}

/** Ledger == balance for every player: the sum of the player's ledger rows and the last row's `after`. */
export function ledgerProblems(players) {
  const problems = [];
  for (const { username, balance, ledgerSum, lastAfter } of players) {
    if (BigInt(ledgerSum) !== BigInt(balance))
      problems.push(`${username}: ledger sums to ${ledgerSum} fen, balance ${balance} fen`);
    if (lastAfter !== null && BigInt(lastAfter) !== BigInt(balance))
      problems.push(`${username}: last ledger row ends at ${lastAfter} fen, balance ${balance} fen`);
  }
  return problems;
}

/**
 * Every settled football order paid once and exactly its payout (`credited` is the sum of its bet_win rows,
 * `credits` their count); an open order has none.
 */
export function orderProblems(orders) {
  const problems = [];
  for (const { orderNo, status, payout, credited, credits } of orders) {
    if (Number(status) === 0 && Number(credits) > 0) problems.push(`${orderNo}: open but credited`);
    if (Number(credits) > 1) problems.push(`${orderNo}: ${credits} bet_win rows`);
    if (Number(status) !== 0 && BigInt(credited) !== BigInt(payout))
      problems.push(`${orderNo}: payout ${payout} fen, credited ${credited} fen`);
  }
  return problems;
}

/**
 * Every drawn expect settled once: no bet left waiting on it, and each winner's lottery_win row (one per
 * player and expect) equal to their bets' wins. Rows are per player and drawn expect.
 */
export function drawProblems(rows) {
  const problems = [];
  for (const { expect, username, waiting, won, credited, credits } of rows) {
    const where = `expect ${expect}, ${username}`;
    if (Number(waiting) > 0) problems.push(`${where}: ${waiting} bets still waiting after the draw`);
    if (Number(credits) > 1) problems.push(`${where}: ${credits} lottery_win rows`);
    if (BigInt(won) !== BigInt(credited)) problems.push(`${where}: won ${won} fen, credited ${credited} fen`);
  }
  return problems;
}

/**
 * Every 追号 hold accounted for: held (the hold ledger row) = placed (bets made from it) + refunded (its
 * refund rows) + still pending (items not yet due). All in fen.
 */
export function chaseProblems(chases) {
  const problems = [];
  for (const { chaseNo, held, placed, refunded, pending } of chases) {
    const accounted = BigInt(placed) + BigInt(refunded) + BigInt(pending);
    if (BigInt(held) !== accounted)
      problems.push(
        `${chaseNo}: held ${held} fen != placed ${placed} + refunded ${refunded} + pending ${pending}`,
      );
  }
  return problems;
}
