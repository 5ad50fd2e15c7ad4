import { useEffect } from 'react';

let committed: () => void = () => {};

/**
 * Resolves once React has committed the first screen. The first render is a transition, sliced into short
 * tasks; a store the screen reads that changes while it is under way makes React redo the whole render in
 * one long task (so nothing tears), so boot-time answers are applied after this instead.
 */
export const firstScreenCommitted = new Promise<void>((resolve) => {
  committed = resolve;
});

/** In App: marks the commit and removes index.html's logo loading screen after the next frame. */
export function useFirstScreenCommitted(): void {
  useEffect(() => {
    committed();
    requestAnimationFrame(() => document.getElementById('app-launch')?.remove());
  }, []);
}
