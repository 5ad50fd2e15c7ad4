import { onLogout, toast } from '@app/shared';
import { create } from 'zustand';
import { type LotteryBet, type LotteryBetQuery, type LotteryBetStats, lotteryApi } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

/** 我的注单 (the detail page's bets tab): the player's bets by status, their statistics, and cancelling. */
interface RecordsState {
  betRecords: LotteryBet[];
  betRecordsTotal: number;
  betStats: LotteryBetStats | null;
  fetchBetRecords(query: LotteryBetQuery, append: boolean): Promise<void>;
  fetchBetStats(lotteryId?: number): Promise<void>;
  cancelBet(betId: number): Promise<boolean>;
  batchCancel(betIds: number[]): Promise<boolean>;
}

export const useLotteryRecords = create<RecordsState>((set, get) => ({
  betRecords: [],
  betRecordsTotal: 0,
  betStats: null,

  async fetchBetRecords(query, append) {
    try {
      const result = await lotteryApi.bets({ per_page: 20, ...query }, silent);
      set({
        betRecords: append ? [...get().betRecords, ...result.list] : result.list,
        betRecordsTotal: result.total,
      });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.records, error);
    }
  },

  async fetchBetStats(lotteryId) {
    try {
      set({ betStats: await lotteryApi.betStats(lotteryId, silent) });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.stats, error);
    }
  },

  async cancelBet(betId) {
    try {
      const bet = await lotteryApi.cancelBet(betId, silent);
      set({ betRecords: get().betRecords.map((row) => (row.id === bet.id ? bet : row)) });
      toast.success(`撤单成功，退回 ${bet.refund} 元`);
      return true;
    } catch (error) {
      failLottery(LOTTERY_FAILURES.cancel, error);
      return false;
    }
  },

  async batchCancel(betIds) {
    try {
      const result = await lotteryApi.batchCancel(betIds, silent);
      const cancelled = new Set(result.cancelled);
      set({
        betRecords: get().betRecords.map((row) =>
          cancelled.has(row.id) ? { ...row, status: 3, status_text: '已撤单', can_cancel: false } : row,
        ),
      });
      const skipped = result.failed.length > 0 ? `，${result.failed.length} 注未能撤销` : '';
      toast.success(`已撤销 ${result.cancelled.length} 注，退回 ${result.refund} 元${skipped}`);
      return true;
    } catch (error) {
      failLottery(LOTTERY_FAILURES.batchCancel, error);
      return false;
    }
  },
}));

// The player's bets and their statistics leave with the player (SPEC 4: logout clears all user data).
onLogout(() => useLotteryRecords.setState({ betRecords: [], betRecordsTotal: 0, betStats: null }));
