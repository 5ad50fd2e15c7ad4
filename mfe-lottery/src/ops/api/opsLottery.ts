import { http } from '@app/shared';
import type { WireBody, WireData } from '@app/shared/wire';

/** The operators' lottery endpoints as server/ops/lottery-routes.ts declares them; the console's auth bridge adds the token. */
export type OpsLottery = WireData<'get', '/ops/lotteries'>[number];
export type OpsExpect = WireData<'get', '/ops/lotteries/{lottery}/expects'>[number];
/** open 投注中, closed 已封盘待开奖, drawn 已开奖. */
export type DrawState = OpsExpect['draw_state'];
/** The open code to draw is random when `code` is absent. */
export type DrawInput = WireBody<'post', '/ops/lotteries/{lottery}/draw'>;
export type DrawResult = WireData<'post', '/ops/lotteries/{lottery}/draw'>;
export type ChasePage = WireData<'get', '/ops/chases'>;
export type OpsChase = ChasePage['list'][number];

export interface ChaseQuery {
  lottery?: string | undefined;
  /** 0 进行中, 1 已完成, 2 已停止. */
  status?: number | undefined;
  page: number;
  per_page: number;
}

export const opsLotteryApi = {
  lotteries: () => http.get<OpsLottery[]>('/ops/lotteries'),
  expects: (lottery: string, limit = 20) =>
    http.get<OpsExpect[]>(`/ops/lotteries/${encodeURIComponent(lottery)}/expects`, { limit }),
  draw: (lottery: string, input: DrawInput) =>
    http.post<DrawResult>(`/ops/lotteries/${encodeURIComponent(lottery)}/draw`, input),
  chases: (query: ChaseQuery) => http.get<ChasePage>('/ops/chases', { ...query }),
};
