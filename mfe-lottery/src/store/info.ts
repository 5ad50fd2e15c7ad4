import { create } from 'zustand';
import { type LotteryDetail, lotteryApi } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

/** The lottery the game and detail pages show (name, family): kept between them, so each opens titled. */
interface InfoState {
  lotteryDetail: LotteryDetail | null;
  fetchLotteryDetail(lotteryId: number): Promise<void>;
}

export const useLotteryInfo = create<InfoState>((set) => ({
  lotteryDetail: null,

  async fetchLotteryDetail(lotteryId) {
    try {
      set({ lotteryDetail: await lotteryApi.detail(lotteryId, silent) });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.detail, error);
    }
  },
}));
