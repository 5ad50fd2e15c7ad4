// Test helpers for the lottery suites: place bets and draw over HTTP like a player and an operator would.
import { expectAt, LOTTERIES } from '@app/shared/lottery';
import { expect } from 'vitest';
import type { TestServer } from '../../test/server';

export interface BetJson {
  id: number;
  bet_no: string;
  lottery_id: number;
  expect: string;
  play_id: string;
  codes: string;
  item_count: number;
  amount: string;
  multiple: number;
  stake: string;
  win_amount: string;
  status: number;
  status_text: string;
  open_code: string | null;
  close_time: string | null;
  can_cancel: boolean;
  repeated?: boolean;
}

export const JSK3 = 1;

export interface BetInput {
  lottery_id?: number;
  play_id: string;
  codes: string;
  amount?: string | number;
  multiple?: number;
  expect?: string;
}

/**
 * Time a test needs an expect to stay open after it bets on it (bet, bet again on it, cancel), on a loaded
 * machine. Expects follow the wall clock (a 1-minute lottery closes every minute), so a test that started a
 * few seconds before a close would see its second bet or its cancel refused as 已封盘.
 */
const OPEN_MARGIN_MS = 10_000;

/** Waits for the next expect when the one open now closes within OPEN_MARGIN_MS. */
export async function awayFromClose(lotteryId: number): Promise<void> {
  const lottery = LOTTERIES.find((candidate) => candidate.id === lotteryId);
  if (!lottery) return;
  const left = expectAt(lottery.intervalSeconds, Date.now()).closeAt.getTime() - Date.now();
  if (left < OPEN_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

export function lotteryTools(server: TestServer) {
  /** A bet on the open expect starts away from its close; a bet on a named expect is placed as asked. */
  const bet = async (token: string, input: BetInput, headers: Record<string, string> = {}) => {
    if (input.expect === undefined) await awayFromClose(input.lottery_id ?? JSK3);
    return server.post<BetJson>(
      '/api/v1/liujiu/bet/create',
      { lottery_id: JSK3, amount: '2', multiple: 1, ...input },
      token,
      headers,
    );
  };
  const placed = async (token: string, input: BetInput) => {
    const reply = await bet(token, input);
    expect(reply.body.message).toBe('success');
    return reply.body.data;
  };
  const draw = (lottery: string | number, body: { expect?: string; code?: string }) =>
    server.ops<{ expect: string; open_code: string; bets: number; winners: number; paid: string }>(
      'POST',
      `/lotteries/${lottery}/draw`,
      { reason: '测试开奖', ...body },
    );
  const detail = async (token: string, id: number) =>
    (await server.get<BetJson>(`/api/v1/liujiu/bet/detail?bet_id=${id}`, token)).body.data;
  return { bet, placed, draw, detail };
}
