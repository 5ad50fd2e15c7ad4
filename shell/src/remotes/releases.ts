// Releases and rollbacks reach tabs that stay open for hours: the remotes manifest is read again when the
// tab comes back to the foreground and every few minutes. The loader switches remotes that are not on
// screen at once; for those on screen the player is asked (新版本可用) and the page reloads on their word.
import { useSyncExternalStore } from 'react';
import { fetchRemotesManifest } from './federation';
import { applyRemotesManifest } from './loader';

export const RELEASE_CHECK_EVERY_MS = 3 * 60_000;

let waiting: readonly string[] = [];
const listeners = new Set<() => void>();

function setWaiting(next: readonly string[]): void {
  waiting = next;
  for (const listener of listeners) listener();
}

/** Reads the manifest now and applies it; a failed read changes nothing (the next check tries again). */
export async function checkForReleases(): Promise<void> {
  const entries = await fetchRemotesManifest({ fresh: true }).catch(() => null);
  if (!entries) return;
  const onScreen = applyRemotesManifest(entries);
  if (onScreen.length > 0) setWaiting([...new Set([...waiting, ...onScreen])]);
}

export function watchReleases(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForReleases();
  });
  setInterval(() => void checkForReleases(), RELEASE_CHECK_EVERY_MS);
}

/** Remotes on screen with a newer release waiting (empty once the player said 稍后). */
export function useWaitingReleases(): readonly string[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting,
  );
}

export function dismissWaitingReleases(): void {
  setWaiting([]);
}
