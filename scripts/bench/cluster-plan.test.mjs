import { describe, expect, it } from 'vitest';
import {
  chaseProblems,
  drawProblems,
  errorAccounting,
  faultSchedule,
  haproxyConfig,
  ledgerProblems,
  orderProblems,
} from './cluster-plan.mjs';

describe('haproxyConfig', () => {
  const config = haproxyConfig({
    port: 8400,
    nodes: [
      { name: 'node1', port: 8401 },
      { name: 'node2', port: 8402 },
    ],
  });

  it('balances round robin over every node with health checks and no sticky cookie', () => {
    expect(config).toContain('bind 127.0.0.1:8400');
    expect(config).toContain('balance roundrobin');
    expect(config).toContain('server node1 127.0.0.1:8401 check');
    expect(config).toContain('server node2 127.0.0.1:8402 check');
    expect(config).not.toMatch(/cookie|stick/);
  });

  it('keeps upgraded websockets open and sends a refused connection to another node', () => {
    expect(config).toContain('timeout tunnel 1h');
    expect(config).toContain('option redispatch');
  });
});

describe('faultSchedule', () => {
  it('kills at 30%, restarts 30 s later, restarts Redis at 55% and terminates backends at 75%', () => {
    expect(faultSchedule(10)).toEqual({
      total: 600_000,
      killAt: 180_000,
      restartAt: 210_000,
      redisRestartAt: 330_000,
      pgTerminateAt: 450_000,
    });
  });
});

describe('errorAccounting', () => {
  const ok = (startedAt, node = 'node2') => ({ startedAt, endedAt: startedAt + 5, refusal: null, node });
  const refused = (startedAt, endedAt, node) => ({ startedAt, endedAt, refusal: 'HTTP 502', node });

  it('excuses only the killed node’s requests in flight at the kill', () => {
    const requests = [
      ...Array.from({ length: 996 }, (_, i) => ok(i)),
      refused(995, 1005, 'node1'),
      refused(998, 1001, null),
      refused(995, 1005, 'node2'),
      refused(1200, 1201, 'node1'),
    ];
    const accounting = errorAccounting(requests, { killAt: 1000, killedNode: 'node1' });
    expect(accounting.excused).toBe(2);
    expect(accounting.errors).toBe(2);
    expect(accounting.rate).toBeCloseTo(2 / 998);
    expect(accounting.firstError.node).toBe('node2');
  });

  it('excuses a request the node took between the kill signal and its exit, not one after the exit', () => {
    const requests = [refused(1002, 1010, null), refused(1006, 1010, null)];
    const accounting = errorAccounting(requests, { killAt: 1000, diedAt: 1005, killedNode: 'node1' });
    expect(accounting.excused).toBe(1);
    expect(accounting.firstError.startedAt).toBe(1006);
  });

  it('is zero when every answer succeeded', () => {
    expect(errorAccounting([ok(1)], { killAt: 0, killedNode: 'node1' }).rate).toBe(0);
  });
});

describe('invariants', () => {
  it('finds a player whose ledger does not add up to the balance', () => {
    expect(ledgerProblems([{ username: 'a', balance: '100', ledgerSum: '100', lastAfter: '100' }])).toEqual(
      [],
    );
    expect(ledgerProblems([{ username: 'b', balance: '100', ledgerSum: '90', lastAfter: '100' }])).toEqual([
      'b: ledger sums to 90 fen, balance 100 fen',
    ]);
  });

  it('finds an order paid twice or paid other than its payout, and an open order credited', () => {
    const order = { orderNo: 'O1', status: 1, payout: '500', credited: '500', credits: 1 };
    expect(orderProblems([order])).toEqual([]);
    expect(orderProblems([{ ...order, credited: '1000', credits: 2 }])).toEqual([
      'O1: 2 bet_win rows',
      'O1: payout 500 fen, credited 1000 fen',
    ]);
    expect(orderProblems([{ ...order, status: 0, payout: '0', credited: '0', credits: 1 }])).toEqual([
      'O1: open but credited',
    ]);
  });

  it('finds a drawn expect with bets still waiting or wins not credited once', () => {
    const row = { expect: 'E1', username: 'a', waiting: 0, won: '300', credited: '300', credits: 1 };
    expect(drawProblems([row])).toEqual([]);
    expect(drawProblems([{ ...row, waiting: 2, credited: '0', credits: 0 }])).toEqual([
      'expect E1, a: 2 bets still waiting after the draw',
      'expect E1, a: won 300 fen, credited 0 fen',
    ]);
  });

  it('finds a 追号 whose hold is not placed, refunded or pending', () => {
    const chase = { chaseNo: 'C1', held: '600', placed: '200', refunded: '200', pending: '200' };
    expect(chaseProblems([chase])).toEqual([]);
    expect(chaseProblems([{ ...chase, refunded: '0' }])).toEqual([
      'C1: held 600 fen != placed 200 + refunded 0 + pending 200',
    ]);
  });
});
