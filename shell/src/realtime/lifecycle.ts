import { isLoggedIn, onLogout, realtimeApi, userApi, useSession } from '@app/shared';
import { RealtimeManager } from './manager';

/** The page's one realtime manager. */
export const realtimeManager = new RealtimeManager({
  api: realtimeApi,
  fetchUser: () => userApi.me({ silent: true, loading: false }),
});

/**
 * A stored session connects this long after boot: until then the first screen's scripts and calls have the
 * (maybe slow) network to themselves. pusher-js and the four connection calls cost a deep-linked remote page
 * about 0.3 s of LCP on slow 4G; the manager fetches the balance when it starts, so nothing is missed.
 */
export const COLD_START_DELAY_MS = 1500;

/**
 * Ties the manager to the session: initialises it for a stored session (after COLD_START_DELAY_MS) and at
 * once on a login, destroys it on logout, and reconnects when the app is shown again. Returns the undo.
 */
export function startRealtime(
  manager: RealtimeManager = realtimeManager,
  coldStartDelayMs = COLD_START_DELAY_MS,
): () => void {
  const initIfLoggedIn = () => {
    if (isLoggedIn() && !manager.isInitialised) void manager.init();
  };
  const coldStart = setTimeout(initIfLoggedIn, coldStartDelayMs);
  const stopWatchingSession = useSession.subscribe((state, previous) => {
    if (state.token !== previous.token || Boolean(state.user) !== Boolean(previous.user)) initIfLoggedIn();
  });
  const stopOnLogout = onLogout(() => manager.destroy());
  const onShow = () => {
    if (document.visibilityState === 'visible') manager.onAppShow();
  };
  document.addEventListener('visibilitychange', onShow);
  window.addEventListener('pageshow', onShow);
  return () => {
    clearTimeout(coldStart);
    stopWatchingSession();
    stopOnLogout();
    document.removeEventListener('visibilitychange', onShow);
    window.removeEventListener('pageshow', onShow);
  };
}
