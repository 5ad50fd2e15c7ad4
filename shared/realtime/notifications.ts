import { storage } from '../session/storage';
import { useSession } from '../session/store';
import { userDataKey } from '../session/user-data';
import { NOTIFICATION_LIMIT } from './limits';
import { useRealtime } from './store';
import type { RealtimeNotification } from './types';

const NOTIFICATIONS_KEY = 'notifications';

const currentPlayer = () => useSession.getState().user?.id ?? null;

function isNotification(value: unknown): value is RealtimeNotification {
  const item = value as Partial<RealtimeNotification> | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.read === 'boolean' &&
    typeof item.title === 'string' &&
    typeof item.message === 'string' &&
    typeof item.timestamp === 'number'
  );
}

/** The player's stored notifications; anything malformed is dropped rather than shown. */
function load(playerId: number | null): RealtimeNotification[] {
  if (playerId === null) return [];
  const stored = storage.getItem<unknown>(userDataKey(NOTIFICATIONS_KEY, playerId));
  return Array.isArray(stored) ? stored.filter(isNotification).slice(0, NOTIFICATION_LIMIT) : [];
}

/**
 * Keeps the notification centre per player on this device (SPEC 3/4): the signed-in player's notifications
 * are loaded now and whenever the player changes, every change is saved under that player's key, and
 * logout's clearSession removes the stored copy with the rest of the user data. Returns the stop.
 */
export function persistNotificationsPerPlayer(): () => void {
  let player = currentPlayer();
  useRealtime.setState({ notifications: load(player) });
  const stopSaving = useRealtime.subscribe((state, previous) => {
    if (player === null || state.notifications === previous.notifications) return;
    storage.setItem(userDataKey(NOTIFICATIONS_KEY, player), state.notifications);
  });
  const stopFollowing = useSession.subscribe((session) => {
    const next = session.user?.id ?? null;
    if (next === player) return;
    player = next;
    useRealtime.setState({ notifications: load(player) });
  });
  return () => {
    stopSaving();
    stopFollowing();
  };
}
