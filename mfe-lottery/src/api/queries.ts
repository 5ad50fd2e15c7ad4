import { useRequest } from '@app/shared';
import { LOTTERY_FAILURES, silent, toastOnFailure } from '../store/failures';
import {
  type LotteryBet,
  type LotteryDetail,
  type LotteryGroup,
  lotteryApi,
  type PlayGroupJson,
} from './lottery';

export interface LotteryHall {
  groups: LotteryGroup[];
  /** When the list was read: the cards count their expects down from it. */
  fetchedAt: number;
}

/** 彩票大厅, 彩种分类 and 开奖公告: every lottery by family, each with its current expect and last draw. */
export const useLotteryList = () =>
  useRequest<LotteryHall>(
    () =>
      toastOnFailure(
        async () => ({ groups: (await lotteryApi.list(false, silent)).groups, fetchedAt: Date.now() }),
        LOTTERY_FAILURES.list,
      ),
    'lottery:hall',
  );

/** The lottery the game and detail pages show (name, family): one answer for both, so each opens titled. */
export const useLotteryDetail = (lotteryId: number) =>
  useRequest<LotteryDetail>(
    () => toastOnFailure(() => lotteryApi.detail(lotteryId, silent), LOTTERY_FAILURES.detail),
    `lottery:detail:${lotteryId}`,
  );

/** The plays of a lottery by group (the game page's tabs and rows). */
export const useLotteryPlays = (lotteryId: number) =>
  useRequest<PlayGroupJson[]>(
    () =>
      toastOnFailure(async () => (await lotteryApi.plays(lotteryId, silent)).groups, LOTTERY_FAILURES.plays),
    `lottery:plays:${lotteryId}`,
  );

/** How many of the player's latest bets on this lottery the game page lists (最近投注). */
export const RECENT_BETS = 5;

/** The player's latest bets on a lottery (最近投注). */
export const useRecentBets = (lotteryId: number) =>
  useRequest<LotteryBet[]>(
    () =>
      toastOnFailure(
        async () => (await lotteryApi.bets({ per_page: RECENT_BETS, lottery_id: lotteryId }, silent)).list,
        LOTTERY_FAILURES.records,
      ),
    `lottery:recent-bets:${lotteryId}`,
  );
