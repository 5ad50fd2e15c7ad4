import { toast } from '@app/shared';
import {
  type BetMode,
  combinationsFor,
  distinctMatches,
  INITIAL_SLIP,
  type PlayKey,
  type Selection,
  type SlipAction,
  type SlipState,
  type Sport,
  slipReducer,
} from '@app/shared/betting';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface SlipStore extends SlipState {
  /** Whole yuan per bet, as typed. */
  amount: string;
  multiple: string;
  /** Chosen combination codes (mixed mode). */
  combos: string[];
  toggle(selection: Selection): void;
  setBetType(betType: PlayKey): void;
  setMode(mode: BetMode): void;
  setSport(sport: Sport): void;
  setAmount(amount: string): void;
  setMultiple(multiple: string): void;
  toggleCombo(code: string): void;
  /** Replaces the odds of selections (after the server reported moved odds). */
  updateOdds(changes: Array<{ match_id: number; play: string; option: string; new_odds: string }>): void;
  clear(): void;
}

/** The combinations still legal for the slip's number of matches; the longest one by default. */
function keepLegalCombos(combos: string[], selections: Selection[]): string[] {
  const legal = combinationsFor(distinctMatches(selections).length).map((combination) => combination.code);
  const kept = combos.filter((code) => legal.includes(code));
  return kept.length > 0 ? kept : legal.slice(0, 1);
}

/** The bet slip: SPEC 4 rules from @app/shared/betting, persisted across reloads, cleared after an order. */
export const useSlip = create<SlipStore>()(
  persist(
    (set, get) => {
      const dispatch = (action: SlipAction) => {
        const current = get();
        const { state, error } = slipReducer(current, action);
        if (error) toast.error(error);
        set({ ...state, combos: keepLegalCombos(current.combos, state.selections) });
      };
      return {
        ...INITIAL_SLIP,
        amount: '2',
        multiple: '1',
        combos: [],
        toggle: (selection) => dispatch({ type: 'toggle', selection }),
        setBetType: (betType) => dispatch({ type: 'setBetType', betType }),
        setMode: (mode) => dispatch({ type: 'setMode', mode }),
        setSport: (sport) => dispatch({ type: 'setSport', sport }),
        setAmount: (amount) => set({ amount: amount.replace(/\D/g, '').slice(0, 5) }),
        setMultiple: (multiple) => set({ multiple: multiple.replace(/\D/g, '').slice(0, 2) }),
        toggleCombo: (code) => {
          const { combos } = get();
          const next = combos.includes(code) ? combos.filter((c) => c !== code) : [...combos, code];
          set({ combos: next.length > 0 ? next : combos });
        },
        updateOdds: (changes) =>
          set({
            selections: get().selections.map((selection) => {
              const change = changes.find(
                (c) =>
                  c.match_id === selection.matchId &&
                  c.play === selection.play &&
                  c.option === selection.option,
              );
              return change ? { ...selection, odds: change.new_odds } : selection;
            }),
          }),
        clear: () => dispatch({ type: 'clear' }),
      };
    },
    {
      name: 'mfe_sports_slip',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ selections, betType, sport, mode, amount, multiple, combos }) => ({
        selections,
        betType,
        sport,
        mode,
        amount,
        multiple,
        combos,
      }),
    },
  ),
);
