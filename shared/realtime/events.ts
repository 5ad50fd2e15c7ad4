import type { RealtimeEventMap } from './types';

type Listener<K extends keyof RealtimeEventMap> = (payload: RealtimeEventMap[K]) => void;

const listeners = new Map<keyof RealtimeEventMap, Set<Listener<never>>>();

/** The realtime event bus: one per page (shared singleton), emitted only by the shell's manager. */
export const realtimeEvents = {
  /** Returns the unsubscribe. */
  on<K extends keyof RealtimeEventMap>(event: K, listener: Listener<K>): () => void {
    let set = listeners.get(event);
    if (!set) {
      set = new Set();
      listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => {
      set.delete(listener as Listener<never>);
    };
  },
  emit<K extends keyof RealtimeEventMap>(event: K, payload: RealtimeEventMap[K]): void {
    for (const listener of listeners.get(event) ?? []) {
      try {
        (listener as Listener<K>)(payload);
      } catch (error) {
        // One broken listener in a remote must not stop the others.
        console.warn(`[realtime] ${event} listener failed`, error);
      }
    }
  },
  /** Drops every listener (tests). */
  reset(): void {
    listeners.clear();
  },
};
