import { create } from 'zustand';
import { lotteryApi, type OpenCodeInfo } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

export const HISTORY_PAGE_SIZE = 20;

/** The detail page's 开奖记录: every drawn expect of a lottery, newest first, a page at a time. */
interface HistoryState {
  historyOpenCodes: OpenCodeInfo[];
  historyTotal: number;
  fetchHistory(lotteryId: number, page: number): Promise<void>;
}

export const useLotteryHistory = create<HistoryState>((set, get) => ({
  historyOpenCodes: [],
  historyTotal: 0,

  async fetchHistory(lotteryId, page) {
    try {
      const query = { page, per_page: HISTORY_PAGE_SIZE };
      const result = await lotteryApi.historyOpenCodes(lotteryId, query, silent);
      set({
        historyOpenCodes: page === 1 ? result.list : [...get().historyOpenCodes, ...result.list],
        historyTotal: result.total,
      });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.history, error);
    }
  },
}));
