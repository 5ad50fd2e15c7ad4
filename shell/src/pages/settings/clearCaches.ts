import { SESSION_STORAGE_KEY } from '@app/shared';

/**
 * Clears what the app cached for speed (local and session storage besides the session, Cache Storage),
 * keeping the login. Returns how many entries were removed.
 */
export async function clearNonSessionCaches(): Promise<number> {
  let removed = 0;
  for (const key of Object.keys(window.localStorage)) {
    if (key === SESSION_STORAGE_KEY) continue;
    window.localStorage.removeItem(key);
    removed += 1;
  }
  removed += window.sessionStorage.length;
  window.sessionStorage.clear();
  if ('caches' in window) {
    const names = await window.caches.keys();
    await Promise.all(names.map((name) => window.caches.delete(name)));
    removed += names.length;
  }
  return removed;
}
