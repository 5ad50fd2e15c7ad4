import { create } from 'zustand';

/** The player's reality-check interval (minutes, 0 off), shared by the 理性投注 page and the app-wide reminder. */
export const useRealityCheckMinutes = create<{ minutes: number | null; set: (minutes: number) => void }>(
  (set) => ({
    minutes: null,
    set: (minutes) => set({ minutes }),
  }),
);
