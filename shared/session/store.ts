import { create } from 'zustand';
import { registerAuthBridge } from '../api/auth';
import { http } from '../api/client';
import type { AppInfo, UserInfo } from '../types';
import { appInfoChanged } from './app-info';
import { storage } from './storage';
import { clearUserData } from './user-data';
import { normalizeUserInfo } from './userinfo';

export interface SessionState {
  user: UserInfo | null;
  token: string | null;
  appInfo: AppInfo | null;
  /** Lottery-token flow flag: reset by setUser, set after every ensureLotteryToken attempt. */
  lotteryTokenChecked: boolean;
  /** Stores the user (normalised) and, when given, the token; resets the lottery-token flags. */
  setUser: (user: Partial<UserInfo>, token?: string) => void;
  updateUser: (partial: Partial<UserInfo>) => void;
  /** Caches app info only if a core field changed (then sets lastCheckTime); returns whether it changed. */
  setAppInfo: (info: AppInfo) => boolean;
  /** Calls /v1/logout when a token exists (failure ignored), runs logout hooks, clears everything. */
  logout: () => Promise<void>;
}

const logoutHooks = new Set<() => void>();

/** Registers work to do on logout (e.g. the realtime manager disconnects). Returns the unregister. */
export function onLogout(hook: () => void): () => void {
  logoutHooks.add(hook);
  return () => {
    logoutHooks.delete(hook);
  };
}

function initialState(): Pick<SessionState, 'user' | 'token' | 'appInfo'> {
  const stored = storage.read();
  return {
    user: stored?.userinfo ? normalizeUserInfo(stored.userinfo) : null,
    token: typeof stored?.token === 'string' && stored.token ? stored.token : null,
    appInfo: stored?.appinfo ?? null,
  };
}

let logoutInFlight: Promise<void> | null = null;

export const useSession = create<SessionState>((set, get) => ({
  ...initialState(),
  lotteryTokenChecked: false,

  setUser: (raw, token) => {
    const user = normalizeUserInfo(raw);
    const nextToken = token ?? get().token;
    set({ user, token: nextToken, lotteryTokenChecked: false });
    storage.write({ userinfo: user, token: nextToken });
  },

  updateUser: (partial) => {
    const current = get().user;
    if (!current) return;
    const user = normalizeUserInfo({ ...current, ...partial });
    set({ user });
    storage.set('userinfo', user);
  },

  setAppInfo: (info) => {
    if (!appInfoChanged(get().appInfo, info)) return false;
    const appInfo = { ...info, lastCheckTime: Date.now() };
    set({ appInfo });
    storage.set('appinfo', appInfo);
    return true;
  },

  logout: () => {
    if (logoutInFlight) return logoutInFlight;
    logoutInFlight = (async () => {
      if (get().token) {
        await http.post('/v1/logout', undefined, { silent: true, loading: false }).catch(() => undefined);
      }
      clearSession();
    })().finally(() => {
      logoutInFlight = null;
    });
    return logoutInFlight;
  },
}));

/**
 * Runs the logout hooks (remotes reset their in-memory user state there) and clears memory and storage,
 * every player's data key included (no API call).
 */
export function clearSession(): void {
  for (const hook of logoutHooks) {
    try {
      hook();
    } catch (error) {
      console.warn('[session] logout hook failed', error);
    }
  }
  useSession.setState({ user: null, token: null, appInfo: null, lotteryTokenChecked: false });
  storage.clear();
  clearUserData();
}

export function isLoggedIn(): boolean {
  const { user, token } = useSession.getState();
  return Boolean(token && user);
}

registerAuthBridge({
  getToken: () => useSession.getState().token,
  onUnauthorized: () => useSession.getState().logout(),
});
