import { create } from 'zustand';
import { type LotteryGroup, lotteryApi } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

/** 彩票大厅, 彩种分类 and 开奖公告: every lottery by family, each with its current expect and last draw. */
interface HallState {
  lotteryList: LotteryGroup[];
  /** Whether the list has loaded once (the first load shows skeletons, not 暂无数据). */
  listLoaded: boolean;
  fetchLotteryList(): Promise<void>;
}

export const useLotteryHall = create<HallState>((set) => ({
  lotteryList: [],
  listLoaded: false,

  async fetchLotteryList() {
    try {
      const { groups } = await lotteryApi.list(false, silent);
      set({ lotteryList: groups, listLoaded: true });
    } catch (error) {
      set({ listLoaded: true });
      failLottery(LOTTERY_FAILURES.list, error);
    }
  },
}));
