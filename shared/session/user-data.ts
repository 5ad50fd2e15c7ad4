/**
 * One player's own data kept on the device (a bet slip, a remote's preferences) lives under keys with this
 * prefix, one key per player, so logout can remove all of it (SPEC 4 "clears all user data") even for a
 * remote that was never loaded in this page, and one player never sees another's.
 */
export const USER_DATA_PREFIX = 'user_data:';

/** The localStorage key of `name` for one player: use with storage.getItem/setItem. */
export function userDataKey(name: string, userId: number): string {
  return `${USER_DATA_PREFIX}${name}:${userId}`;
}

/** Removes every player's data key (logout, or a different user in storage). Failures are logged. */
export function clearUserData(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(USER_DATA_PREFIX)) localStorage.removeItem(key);
    }
  } catch (error) {
    console.warn('[storage] clearing user data failed', error);
  }
}
