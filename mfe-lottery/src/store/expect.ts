import { create } from 'zustand';
import { type CurrentExpect, lotteryApi, type OpenCodeInfo } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

/** The current expect with its close translated to this device's clock (server_time gives the offset). */
export interface ExpectClock extends CurrentExpect {
  closesAt: number;
}

/** The expect taking bets and the latest draw of a lottery (the game and detail pages' ExpectPanel). */
interface ExpectState {
  currentExpect: ExpectClock | null;
  latestOpenCode: OpenCodeInfo | null;
  /** `quiet`: a background poll, whose failure waits for the next poll instead of toasting. */
  fetchCurrentExpect(lotteryId: number, quiet?: boolean): Promise<ExpectClock | null>;
  fetchLatestOpenCode(lotteryId: number, quiet?: boolean): Promise<OpenCodeInfo | null>;
}

export const useLotteryExpect = create<ExpectState>((set) => ({
  currentExpect: null,
  latestOpenCode: null,

  async fetchCurrentExpect(lotteryId, quiet = false) {
    try {
      const current = await lotteryApi.currentExpect(lotteryId, silent);
      const offset = Date.parse(current.server_time) - Date.now();
      const clock = { ...current, closesAt: Date.parse(current.close_time) - offset };
      set({ currentExpect: clock });
      return clock;
    } catch (error) {
      if (!quiet) failLottery(LOTTERY_FAILURES.expect, error);
      return null;
    }
  },

  async fetchLatestOpenCode(lotteryId, quiet = false) {
    try {
      const latest = await lotteryApi.latestOpenCode(lotteryId, silent);
      set({ latestOpenCode: latest });
      return latest;
    } catch (error) {
      if (!quiet) failLottery(LOTTERY_FAILURES.openCode, error);
      return null;
    }
  },
}));
