import {
  CHANNEL_JOINED_EVENT,
  loadRemoteAddress,
  publicChannels,
  REMOTE_ADDRESS_RECHECK_MS,
  remoteAddressConfig,
  remoteApiAnswers,
} from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';

interface Relocatable {
  relocate(): Promise<void>;
}

/**
 * The page's realtime manager, reached through the realtime chunk: a static import would put the whole
 * manager in the first-load script, which the boot keeps it out of (it loads after the first screen). A
 * move before that chunk is in is a no-op there anyway (relocate does nothing before init).
 */
const pageManager: Relocatable = {
  relocate: () => import('../realtime').then(({ realtimeManager }) => realtimeManager.relocate()),
};

/** Reads the config on this host; a new API must answer before the client moves to it. */
const checkAddress = (force: boolean) =>
  remoteAddressConfig.check(loadRemoteAddress, force, remoteApiAnswers);

/**
 * The address as far as it is known now: waits for a check in flight (the first one runs at start), so the
 * realtime socket opens on the host it belongs to instead of opening here and moving a moment later.
 */
export const settledRemoteAddress = () => checkAddress(false);

/**
 * Follows the remote address config (SPEC 3/4/9) for the life of the page: read at start, at once when an
 * operator changes the config (config.updated) or the socket (re)joins its channel, and every 5 minutes
 * otherwise (at most that often unless forced). A change moves the API base at once (the HTTP client reads
 * it per request) and the realtime socket to the new host, without a reload. Returns the stop.
 */
export function watchRemoteAddress(manager: Relocatable = pageManager): () => void {
  const check = (force: boolean) => void checkAddress(force);
  const stopMoving = remoteAddressConfig.onChange(() => void manager.relocate());
  // Joined (again): a change made while the socket was not listening was missed.
  const stopListening = publicChannels.subscribe(REALTIME_CHANNELS.announcements, (event) => {
    if (event === REALTIME_EVENTS.configUpdated || event === CHANNEL_JOINED_EVENT) check(true);
  });
  const timer = setInterval(() => check(false), REMOTE_ADDRESS_RECHECK_MS);
  check(true);
  return () => {
    stopMoving();
    stopListening();
    clearInterval(timer);
  };
}
