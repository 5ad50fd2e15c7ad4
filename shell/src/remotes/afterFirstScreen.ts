import { useSyncExternalStore } from 'react';

// Home's widgets come from three remotes (the federation runtime, their entries and chunks): none of it
// is needed for the first screen, so they load once the page has loaded and the main thread is idle
// (issue 19: nothing off the critical path on it). Their slots keep their height meanwhile (home.module.css).
// The realtime manager (pusher-js) waits for the same moment.
let done = false;
const listeners = new Set<() => void>();

function finish(): void {
  done = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(finish, { timeout: 1000 });
  else setTimeout(finish, 0);
}

if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `callback` once the page has loaded and been idle (at once when it has). */
export function afterFirstScreen(callback: () => void): void {
  if (done) callback();
  else listeners.add(callback);
}

/** True once the page has loaded and been idle: what waits for it stays off the first screen's path. */
export function useAfterFirstScreen(): boolean {
  return useSyncExternalStore(subscribe, () => done);
}
