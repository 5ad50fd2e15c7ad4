import { isLoggedIn, onLogout, realtimeApi, userApi, useSession } from '@app/shared';
import { RealtimeManager } from './manager';

/** The page's one realtime manager. */
export const realtimeManager = new RealtimeManager({
  api: realtimeApi,
  fetchUser: () => userApi.me({ silent: true, loading: false }),
});

/**
 * Ties the manager to the session: initialises it when a user is logged in (now or later), destroys it on
 * logout, and reconnects when the app is shown again. Returns the undo (tests).
 */
export function startRealtime(manager: RealtimeManager = realtimeManager): () => void {
  const initIfLoggedIn = () => {
    if (isLoggedIn() && !manager.isInitialised) void manager.init();
  };
  initIfLoggedIn();
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
    stopWatchingSession();
    stopOnLogout();
    document.removeEventListener('visibilitychange', onShow);
    window.removeEventListener('pageshow', onShow);
  };
}
