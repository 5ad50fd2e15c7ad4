import { toast } from '@app/shared';
import {
  type BetMode,
  DEFAULT_ODDS_POLICY,
  findCombination,
  INITIAL_SLIP,
  isMultiPass,
  type OddsPolicy,
  type PlayKey,
  passTypesFor,
  type SlipAction,
  type SlipState,
  type Sport,
  slipReducer,
} from '@app/shared/betting';
import { create } from 'zustand';
import { isStale, type SlipPick, samePick } from './pick';

/** What the slip keeps for the player (per player, see persistence.ts). */
export interface SlipData extends Omit<SlipState, 'selections'> {
  selections: SlipPick[];
  /** Whole yuan per bet, as typed. */
  amount: string;
  multiple: string;
  /** Chosen combination codes (mixed mode). */
  combos: string[];
  oddsPolicy: OddsPolicy;
}

export interface OddsChange {
  match_id: number;
  play: string;
  option: string;
  new_odds: string;
}

export interface SlipStore extends SlipData {
  toggle(pick: SlipPick): void;
  /** Removes one pick. */
  remove(pick: Pick<SlipPick, 'matchId' | 'play' | 'option'>): void;
  /** Removes every pick that can no longer be bet (移除失效选项). */
  removeStale(): void;
  setBetType(betType: PlayKey): void;
  setMode(mode: BetMode): void;
  setSport(sport: Sport): void;
  setAmount(amount: string): void;
  setMultiple(multiple: string): void;
  /** Taps a 过关方式 (see tappedCombos). */
  toggleCombo(code: string): void;
  /** 设胆: marks every pick of the match as a banker (胆) of the 串关, or clears it. */
  toggleBanker(matchId: number): void;
  setOddsPolicy(policy: OddsPolicy): void;
  /** New prices of picks (live odds events, or the server's 409 answer); a move is remembered for the highlight. */
  updateOdds(changes: OddsChange[]): void;
  /** The match left pre-match betting: its picks become unavailable. */
  closeMatch(matchId: number): void;
  clear(): void;
}

export const EMPTY_SLIP: SlipData = {
  ...INITIAL_SLIP,
  selections: [],
  amount: '2',
  multiple: '1',
  combos: [],
  oddsPolicy: DEFAULT_ODDS_POLICY,
};

/** The picks that can still be bet: the ones counted, priced and submitted. */
export const availablePicks = (selections: readonly SlipPick[], now = Date.now()) =>
  selections.filter((pick) => !isStale(pick, now));

const matchCount = (picks: readonly SlipPick[]) => new Set(picks.map((pick) => pick.matchId)).size;

/**
 * The pass types kept when the picks change (see passTypesFor). Another number of matches starts again from
 * the longest k串1: a 3串1 chosen for three matches is not what the player meant once a fourth is added.
 */
function keepLegalCombos(combos: string[], before: SlipPick[], after: SlipPick[]): string[] {
  const available = availablePicks(after);
  const legal = passTypesFor(available).map((combination) => combination.code);
  if (matchCount(availablePicks(before)) !== matchCount(available)) return legal.slice(0, 1);
  const kept = combos.filter((code) => legal.includes(code));
  return kept.length > 0 ? kept : legal.slice(0, 1);
}

/**
 * 过关方式 after a tap: a 多串过关 M串N replaces everything (one at a time); a 自由过关 k串1 replaces a 多串 or
 * toggles among the other k串1. At least one stays chosen. No two chosen pass types share a ticket.
 */
function tappedCombos(combos: string[], code: string): string[] {
  const tapped = findCombination(code);
  if (!tapped) return combos;
  if (isMultiPass(tapped)) return [code];
  const free = combos.filter((chosen) => {
    const combination = findCombination(chosen);
    return combination !== undefined && !isMultiPass(combination);
  });
  const next = free.includes(code) ? free.filter((chosen) => chosen !== code) : [...free, code];
  return next.length > 0 ? next : combos;
}

/** A new pick of a banker match is a banker too: 胆 belongs to the match, not to one option. */
function withBankers(selections: SlipPick[]): SlipPick[] {
  const bankers = new Set(selections.filter((pick) => pick.banker).map((pick) => pick.matchId));
  return selections.map((pick) =>
    bankers.has(pick.matchId) && !pick.banker ? { ...pick, banker: true } : pick,
  );
}

/** The bet slip: SPEC 4 rules from @app/shared/betting plus live prices and unavailable picks. */
export const useSlip = create<SlipStore>()((set, get) => {
  const dispatch = (action: SlipAction) => {
    const current = get();
    const { state, error } = slipReducer(current, action);
    if (error) toast.error(error);
    const { betType, sport, mode } = state;
    setPicks(state.selections as SlipPick[], { betType, sport, mode });
  };
  const setPicks = (picks: SlipPick[], extra: Partial<SlipData> = {}) => {
    const selections = withBankers(picks);
    set({ ...extra, selections, combos: keepLegalCombos(get().combos, get().selections, selections) });
  };

  return {
    ...EMPTY_SLIP,
    toggle: (pick) => dispatch({ type: 'toggle', selection: pick }),
    remove: (pick) => setPicks(get().selections.filter((existing) => !samePick(existing, pick))),
    removeStale: () => setPicks(availablePicks(get().selections)),
    setBetType: (betType) => dispatch({ type: 'setBetType', betType }),
    setMode: (mode) => dispatch({ type: 'setMode', mode }),
    setSport: (sport) => dispatch({ type: 'setSport', sport }),
    setAmount: (amount) => set({ amount: amount.replace(/\D/g, '').slice(0, 5) }),
    setMultiple: (multiple) => set({ multiple: multiple.replace(/\D/g, '').slice(0, 2) }),
    toggleCombo: (code) => set({ combos: tappedCombos(get().combos, code) }),
    toggleBanker: (matchId) => {
      const banker = !get().selections.some((pick) => pick.matchId === matchId && pick.banker);
      set({
        selections: get().selections.map((pick) => {
          if (pick.matchId !== matchId) return pick;
          const { banker: _cleared, ...rest } = pick;
          return banker ? { ...rest, banker } : rest;
        }),
      });
    },
    setOddsPolicy: (oddsPolicy) => set({ oddsPolicy }),
    updateOdds: (changes) => {
      const movedAt = Date.now();
      let moved = false;
      const selections = get().selections.map((pick) => {
        const change = changes.find(
          (c) => c.match_id === pick.matchId && c.play === pick.play && c.option === pick.option,
        );
        if (!change || change.new_odds === pick.odds) return pick;
        moved = true;
        return { ...pick, odds: change.new_odds, previousOdds: pick.odds, movedAt };
      });
      if (moved) set({ selections });
    },
    closeMatch: (matchId) => {
      if (!get().selections.some((pick) => pick.matchId === matchId && !pick.closed)) return;
      setPicks(get().selections.map((pick) => (pick.matchId === matchId ? { ...pick, closed: true } : pick)));
    },
    clear: () => dispatch({ type: 'clear' }),
  };
});
