import { onLogout } from '@app/shared';
import { create } from 'zustand';
import { type LotteryBet, type LotteryBetInput, lotteryApi, type PlayGroupJson } from '../api/lottery';
import { failLottery, LOTTERY_FAILURES, silent } from './failures';

/** How many of the player's latest bets on this lottery the game page lists (最近投注). */
export const RECENT_BETS = 5;

/** The game page: the plays of the lottery, the group picked, and the player's latest bets on it. */
interface GameState {
  playGroups: PlayGroupJson[];
  currentPlayGroup: string;
  recentBets: LotteryBet[];
  fetchPlayGroups(lotteryId: number): Promise<void>;
  setCurrentPlayGroup(group: string): void;
  fetchRecentBets(lotteryId: number): Promise<void>;
  placeBet(input: LotteryBetInput, idempotencyKey: string): Promise<LotteryBet | null>;
}

export const useLotteryGame = create<GameState>((set, get) => ({
  playGroups: [],
  currentPlayGroup: '',
  recentBets: [],

  async fetchPlayGroups(lotteryId) {
    try {
      const { groups } = await lotteryApi.plays(lotteryId, silent);
      const kept = groups.some((group) => group.group === get().currentPlayGroup);
      set({ playGroups: groups, currentPlayGroup: kept ? get().currentPlayGroup : (groups[0]?.group ?? '') });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.plays, error);
    }
  },

  setCurrentPlayGroup(group) {
    set({ currentPlayGroup: group });
  },

  async fetchRecentBets(lotteryId) {
    try {
      const result = await lotteryApi.bets({ per_page: RECENT_BETS, lottery_id: lotteryId }, silent);
      set({ recentBets: result.list });
    } catch (error) {
      failLottery(LOTTERY_FAILURES.records, error);
    }
  },

  async placeBet(input, idempotencyKey) {
    try {
      const bet = await lotteryApi.createBet(input, idempotencyKey, silent);
      set({ recentBets: [bet, ...get().recentBets.filter((row) => row.id !== bet.id)] });
      return bet;
    } catch (error) {
      failLottery(LOTTERY_FAILURES.bet, error);
      return null;
    }
  },
}));

// The player's bets leave with the player (SPEC 4: logout clears all user data).
onLogout(() => useLotteryGame.setState({ recentBets: [] }));
