import { ApiError, onLogout, toast } from '@app/shared';
import { create } from 'zustand';
import {
  type CurrentExpect,
  type LotteryBet,
  type LotteryBetInput,
  type LotteryBetQuery,
  type LotteryBetStats,
  type LotteryDetail,
  type LotteryGroup,
  type LotteryItem,
  lotteryApi,
  type OpenCodeInfo,
  type PlayGroupJson,
} from '../api/lottery';

/** SPEC 8 lottery failure texts. */
export const LOTTERY_FAILURES = {
  list: '获取彩票列表失败',
  detail: '获取彩票详情失败',
  expect: '获取期号信息失败',
  openCode: '获取开奖号码失败',
  history: '获取历史开奖号码失败',
  plays: '获取玩法分组失败',
  records: '获取投注记录失败',
  stats: '获取投注统计失败',
  bet: '投注失败',
  cancel: '撤单失败',
  batchCancel: '批量撤单失败',
} as const;

/**
 * A refusal the server explains (余额不足, 本期已封盘…) is shown with the failure text in front; anything
 * else (network, 5xx) shows the SPEC 8 text alone.
 */
export function lotteryFailure(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.code >= 400 && error.code < 500 && error.code !== 401) {
    return `${fallback}：${error.message}`;
  }
  return fallback;
}

const fail = (fallback: string, error: unknown) => toast.error(lotteryFailure(fallback, error));

/** The current expect with its close translated to this device's clock (server_time gives the offset). */
export interface ExpectClock extends CurrentExpect {
  closesAt: number;
}

interface LotteryState {
  /** SPEC 3 lottery state. */
  lotteryList: LotteryGroup[];
  currentLottery: LotteryItem | null;
  lotteryDetail: LotteryDetail | null;
  currentExpect: ExpectClock | null;
  latestOpenCode: OpenCodeInfo | null;
  historyOpenCodes: OpenCodeInfo[];
  historyTotal: number;
  playGroups: PlayGroupJson[];
  currentPlayGroup: string;
  betRecords: LotteryBet[];
  betRecordsTotal: number;
  betStats: LotteryBetStats | null;
  /** Whether the list has loaded once (the first load shows skeletons, not 暂无数据). */
  listLoaded: boolean;

  fetchLotteryList(): Promise<void>;
  fetchLotteryDetail(lotteryId: number): Promise<void>;
  /** `quiet`: a background poll, whose failure waits for the next poll instead of toasting. */
  fetchCurrentExpect(lotteryId: number, quiet?: boolean): Promise<ExpectClock | null>;
  fetchLatestOpenCode(lotteryId: number, quiet?: boolean): Promise<OpenCodeInfo | null>;
  fetchHistory(lotteryId: number, page: number): Promise<void>;
  fetchPlayGroups(lotteryId: number): Promise<void>;
  setCurrentPlayGroup(group: string): void;
  placeBet(input: LotteryBetInput, idempotencyKey: string): Promise<LotteryBet | null>;
  fetchBetRecords(query: LotteryBetQuery, append: boolean): Promise<void>;
  fetchBetStats(lotteryId?: number): Promise<void>;
  cancelBet(betId: number): Promise<boolean>;
  batchCancel(betIds: number[]): Promise<boolean>;
}

const silent = { silent: true };

export const useLottery = create<LotteryState>((set, get) => ({
  lotteryList: [],
  currentLottery: null,
  lotteryDetail: null,
  currentExpect: null,
  latestOpenCode: null,
  historyOpenCodes: [],
  historyTotal: 0,
  playGroups: [],
  currentPlayGroup: '',
  betRecords: [],
  betRecordsTotal: 0,
  betStats: null,
  listLoaded: false,

  async fetchLotteryList() {
    try {
      const { groups } = await lotteryApi.list(false, silent);
      set({ lotteryList: groups, listLoaded: true });
    } catch (error) {
      set({ listLoaded: true });
      fail(LOTTERY_FAILURES.list, error);
    }
  },

  async fetchLotteryDetail(lotteryId) {
    try {
      const detail = await lotteryApi.detail(lotteryId, silent);
      set({ lotteryDetail: detail, currentLottery: detail, latestOpenCode: detail.latest_open_code });
    } catch (error) {
      fail(LOTTERY_FAILURES.detail, error);
    }
  },

  async fetchCurrentExpect(lotteryId, quiet = false) {
    try {
      const current = await lotteryApi.currentExpect(lotteryId, silent);
      const offset = Date.parse(current.server_time) - Date.now();
      const clock = { ...current, closesAt: Date.parse(current.close_time) - offset };
      set({ currentExpect: clock });
      return clock;
    } catch (error) {
      if (!quiet) fail(LOTTERY_FAILURES.expect, error);
      return null;
    }
  },

  async fetchLatestOpenCode(lotteryId, quiet = false) {
    try {
      const latest = await lotteryApi.latestOpenCode(lotteryId, silent);
      set({ latestOpenCode: latest });
      return latest;
    } catch (error) {
      if (!quiet) fail(LOTTERY_FAILURES.openCode, error);
      return null;
    }
  },

  async fetchHistory(lotteryId, page) {
    try {
      const result = await lotteryApi.historyOpenCodes(lotteryId, { page, per_page: 20 }, silent);
      set({
        historyOpenCodes: page === 1 ? result.list : [...get().historyOpenCodes, ...result.list],
        historyTotal: result.total,
      });
    } catch (error) {
      fail(LOTTERY_FAILURES.history, error);
    }
  },

  async fetchPlayGroups(lotteryId) {
    try {
      const { groups } = await lotteryApi.plays(lotteryId, silent);
      const kept = groups.some((group) => group.group === get().currentPlayGroup);
      set({ playGroups: groups, currentPlayGroup: kept ? get().currentPlayGroup : (groups[0]?.group ?? '') });
    } catch (error) {
      fail(LOTTERY_FAILURES.plays, error);
    }
  },

  setCurrentPlayGroup(group) {
    set({ currentPlayGroup: group });
  },

  async placeBet(input, idempotencyKey) {
    try {
      const bet = await lotteryApi.createBet(input, idempotencyKey, silent);
      set({ betRecords: [bet, ...get().betRecords.filter((row) => row.id !== bet.id)] });
      return bet;
    } catch (error) {
      fail(LOTTERY_FAILURES.bet, error);
      return null;
    }
  },

  async fetchBetRecords(query, append) {
    try {
      const result = await lotteryApi.bets({ per_page: 20, ...query }, silent);
      set({
        betRecords: append ? [...get().betRecords, ...result.list] : result.list,
        betRecordsTotal: result.total,
      });
    } catch (error) {
      fail(LOTTERY_FAILURES.records, error);
    }
  },

  async fetchBetStats(lotteryId) {
    try {
      set({ betStats: await lotteryApi.betStats(lotteryId, silent) });
    } catch (error) {
      fail(LOTTERY_FAILURES.stats, error);
    }
  },

  async cancelBet(betId) {
    try {
      const bet = await lotteryApi.cancelBet(betId, silent);
      set({ betRecords: get().betRecords.map((row) => (row.id === bet.id ? bet : row)) });
      toast.success(`撤单成功，退回 ${bet.refund} 元`);
      return true;
    } catch (error) {
      fail(LOTTERY_FAILURES.cancel, error);
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
      fail(LOTTERY_FAILURES.batchCancel, error);
      return false;
    }
  },
}));

// The player's bets and their statistics leave with the player (SPEC 4: logout clears all user data).
onLogout(() => useLottery.setState({ betRecords: [], betRecordsTotal: 0, betStats: null }));
