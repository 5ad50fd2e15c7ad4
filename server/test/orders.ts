import { count, eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { TestServer } from './server';
import { oddsOf } from './sports';

export interface Submitted {
  order_no: string;
  id: number;
  bet_count: number;
  stake: string;
  max_prize: string;
  repeated: boolean;
}

export interface OrderJson {
  order_no: string;
  status: number;
  status_text: string;
  payout: string;
  stake: string;
  bet_count: number;
  combo_names: string[];
  legs: Array<{ match_id: number; result: number; option_name: string; play_name: string; banker: boolean }>;
}

/** Slip building, submitting and settling over HTTP for the order tests. */
export function orderTools(server: TestServer) {
  return {
    /** A football slip backing the home side of each match at its current odds. */
    winSlip: async (ids: number[], combos: string[], amount = 2, multiple = 1) => ({
      sport: 'football',
      mode: 'mixed',
      combos,
      amount,
      multiple,
      selections: await Promise.all(
        ids.map(async (id) => ({
          match_id: id,
          play: 'winDrawLose',
          option: 'win',
          odds: await oddsOf(server, id, 'winDrawLose', 'win'),
        })),
      ),
    }),
    submit: (body: unknown, token: string, key?: string) =>
      server.post<Submitted>('/api/v1/order/submit', body, token, key ? { 'idempotency-key': key } : {}),
    settle: (id: number, home: number, away: number, half?: { home: number; away: number }) =>
      server.ops('POST', `/matches/${id}/settle`, { home, away, ...(half ? { half } : {}) }),
    ordersOf: async (userId: number) =>
      (await server.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]?.n,
  };
}
