// Test helpers for the lottery suites: place bets and draw over HTTP like a player and an operator would.
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

export function lotteryTools(server: TestServer) {
  const bet = (token: string, input: BetInput, headers: Record<string, string> = {}) =>
    server.post<BetJson>(
      '/api/v1/liujiu/bet/create',
      { lottery_id: JSK3, amount: '2', multiple: 1, ...input },
      token,
      headers,
    );
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
