import { http } from '@app/shared';
import type { LotteryChaseRow, LotteryItem } from '../../api/lottery';

/** The operators' lottery endpoints (server/ops/lottery-routes.ts); the console's auth bridge adds the token. */

export type DrawState = 'open' | 'closed' | 'drawn';

export interface OpsExpect {
  expect: string;
  open_code: string | null;
  open_time: string;
  close_time: string;
  drawn_at: string | null;
  /** open 投注中, closed 已封盘待开奖, drawn 已开奖. */
  draw_state: DrawState;
  draw_state_text: string;
  bets: number;
  winners: number;
  /** Yuan. */
  stake: string;
  paid: string;
}

export interface DrawInput {
  reason: string;
  expect?: string;
  /** The open code to draw; a random one when absent. */
  code?: string;
}

export interface DrawResult {
  lottery: string;
  expect: string;
  open_code: string;
  bets: number;
  winners: number;
  stake: string;
  paid: string;
  next_expect: string | null;
}

export type OpsChase = LotteryChaseRow & { username: string };

export interface ChaseQuery {
  lottery?: string | undefined;
  /** 0 进行中, 1 已完成, 2 已停止. */
  status?: number | undefined;
  page: number;
  per_page: number;
}

export interface ChasePage {
  list: OpsChase[];
  total: number;
  page: number;
  per_page: number;
}

export const opsLotteryApi = {
  lotteries: () => http.get<LotteryItem[]>('/ops/lotteries'),
  expects: (lottery: string, limit = 20) =>
    http.get<OpsExpect[]>(`/ops/lotteries/${encodeURIComponent(lottery)}/expects`, { limit }),
  draw: (lottery: string, input: DrawInput) =>
    http.post<DrawResult>(`/ops/lotteries/${encodeURIComponent(lottery)}/draw`, input),
  chases: (query: ChaseQuery) => http.get<ChasePage>('/ops/chases', { ...query }),
};
