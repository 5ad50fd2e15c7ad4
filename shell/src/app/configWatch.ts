import { CHANNEL_JOINED_EVENT, publicChannels, useAppConfig } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';

/** The config check: how often an open app re-reads the config when no realtime event told it. */
export const CONFIG_CHECK_MS = 60_000;
/** While the maintenance screen shows, sooner: it goes away by itself once the operator lifts it. */
export const MAINTENANCE_CHECK_MS = 10_000;

/** maintenance_mode on, or the site closed (appinfo.site_state 0): the app shows the maintenance screen. */
export function siteClosed(config: { maintenance_mode?: unknown; site_state?: unknown }): boolean {
  return config.maintenance_mode === true || Number(config.site_state ?? 1) === 0;
}

/**
 * Keeps the app config current for the life of the page: at once on the operator's config event (public
 * realtime channel) and whenever the socket (re)joins that channel, on every return to the app, and at the
 * periodic config check otherwise. Returns the stop.
 */
export function watchConfig(): () => void {
  const reload = () => void useAppConfig.getState().load(true);
  // Joined (again): a change made while the socket was not listening was missed.
  const stopListening = publicChannels.subscribe(REALTIME_CHANNELS.announcements, (event) => {
    if (event === REALTIME_EVENTS.configUpdated || event === CHANNEL_JOINED_EVENT) reload();
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    const closed = siteClosed(useAppConfig.getState().config);
    timer = setTimeout(
      () => {
        reload();
        schedule();
      },
      closed ? MAINTENANCE_CHECK_MS : CONFIG_CHECK_MS,
    );
  };
  const stopScheduling = useAppConfig.subscribe((state, previous) => {
    if (siteClosed(state.config) !== siteClosed(previous.config)) schedule();
  });
  const onShow = () => {
    if (document.visibilityState === 'visible') reload();
  };
  document.addEventListener('visibilitychange', onShow);
  schedule();
  return () => {
    stopListening();
    stopScheduling();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShow);
  };
}
