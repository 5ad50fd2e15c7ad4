import { toast } from '@app/shared';
import { DEFAULT_ODDS_POLICY, type OddsPolicy } from '@app/shared/betting';
import type { MarketStatus, OddsUpdated } from '@app/shared/realtime-contract';
import { create } from 'zustand';

/** The plays offered in play, by sport type (the server's sim/inplay-model.ts IN_PLAY_PLAYS). */
export const IN_PLAY_PLAYS: Record<number, readonly string[]> = {
  1: ['winDrawLose', 'handicap', 'totalGoals'],
  2: ['win-lose', 'handicap', 'total-score'],
};
export const MAX_IN_PLAY_LEGS = 2;

export interface InPlayPick {
  matchId: number;
  sport: 'football' | 'basketball';
  play: string;
  playName: string;
  line: string;
  option: string;
  name: string;
  odds: string;
  teams: string;
  /** The price before the last live move and when it moved: flagged in the slip as in the pre-match one. */
  previousOdds?: string;
  movedAt?: number;
}

interface InPlayState {
  picks: InPlayPick[];
  amount: string;
  policy: OddsPolicy;
  markets: Record<number, { open: boolean; reason: string | null }>;
  delaySeconds: number;
  toggle(pick: InPlayPick): void;
  remove(matchId: number): void;
  clear(): void;
  setAmount(amount: string): void;
  setPolicy(policy: OddsPolicy): void;
  setMarkets(markets: MarketStatus[], delaySeconds: number): void;
  applyMarket(status: MarketStatus): void;
  applyOdds(update: OddsUpdated): void;
}

const samePick = (a: InPlayPick, b: InPlayPick) =>
  a.matchId === b.matchId && a.play === b.play && a.option === b.option;

/**
 * The 滚球 slip: one pick per live match, singles or a 2串1 of two matches of one sport; its prices follow
 * the live channel, and the market state of each live match says whether it can be bet now.
 */
export const useInPlay = create<InPlayState>((set) => ({
  picks: [],
  amount: '10',
  policy: DEFAULT_ODDS_POLICY,
  markets: {},
  delaySeconds: 5,
  toggle: (pick) =>
    set((state) => {
      if (state.picks.some((picked) => samePick(picked, pick))) {
        return { picks: state.picks.filter((picked) => !samePick(picked, pick)) };
      }
      const others = state.picks.filter(
        (picked) => picked.matchId !== pick.matchId && picked.sport === pick.sport,
      );
      if (others.length >= MAX_IN_PLAY_LEGS) {
        toast.error('滚球最多2串1');
        return {};
      }
      return { picks: [...others, pick] };
    }),
  remove: (matchId) => set((state) => ({ picks: state.picks.filter((pick) => pick.matchId !== matchId) })),
  clear: () => set({ picks: [] }),
  setAmount: (amount) => set({ amount }),
  setPolicy: (policy) => set({ policy }),
  setMarkets: (markets, delaySeconds) =>
    set((state) => ({
      delaySeconds,
      markets: {
        ...state.markets,
        ...Object.fromEntries(markets.map((market) => [market.match_id, market])),
      },
    })),
  applyMarket: (status) => set((state) => ({ markets: { ...state.markets, [status.match_id]: status } })),
  applyOdds: (update) =>
    set((state) => {
      const odds = new Map(update.options.map((option) => [option.option, option.odds]));
      const picks = state.picks.flatMap((pick) => {
        if (pick.matchId !== update.match_id || pick.play !== update.play) return [pick];
        const now = odds.get(pick.option);
        // An option taken off the board (a total already passed, a decided play) leaves the slip.
        if (now === undefined) return update.complete ? [] : [pick];
        const line = update.line || pick.line;
        if (now === pick.odds && line === pick.line) return [pick];
        return [{ ...pick, odds: now, line, previousOdds: pick.odds, movedAt: Date.now() }];
      });
      return { picks };
    }),
}));

export const isInPlayPlay = (sportType: number, play: string) =>
  IN_PLAY_PLAYS[sportType]?.includes(play) ?? false;

/** A `market.status` payload, or null when it is not one. */
export function parseMarketStatus(data: unknown): MarketStatus | null {
  let payload: unknown = data;
  if (typeof data === 'string') {
    try {
      payload = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { match_id, open, reason } = payload as Record<string, unknown>;
  if (typeof match_id !== 'number' || typeof open !== 'boolean') return null;
  return { match_id, open, reason: typeof reason === 'string' ? reason : null };
}
