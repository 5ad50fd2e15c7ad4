import { create } from 'zustand';

/**
 * The play group the player last picked on a game page, kept across lotteries and visits (a 和值 player
 * opening another 快3 finds 和值 again); the plays themselves are server data (useLotteryPlays).
 */
interface GameState {
  currentPlayGroup: string;
  setCurrentPlayGroup(group: string): void;
}

export const useLotteryGame = create<GameState>((set) => ({
  currentPlayGroup: '',
  setCurrentPlayGroup(group) {
    set({ currentPlayGroup: group });
  },
}));
