import type { AppInfo, UserInfo } from '../types';

/** The one local storage key of the product (SPEC 3). */
export const SESSION_STORAGE_KEY = 'app_session';

export interface StoredSession {
  userinfo: UserInfo | null;
  token: string | null;
  appinfo: AppInfo | null;
}

export type StoredField = keyof StoredSession;
const FIELDS: StoredField[] = ['userinfo', 'token', 'appinfo'];

function pick(value: Partial<Record<string, unknown>>): Partial<StoredSession> {
  const result: Partial<Record<StoredField, unknown>> = {};
  for (const field of FIELDS) if (value[field] !== undefined) result[field] = value[field];
  return result as Partial<StoredSession>;
}

/**
 * The one storage helper: a single key holding only userinfo, token and appinfo. Any storage failure
 * (quota, private mode, corrupt JSON) is logged with console.warn and reads return null.
 */
export const storage = {
  read(): Partial<StoredSession> | null {
    try {
      const text = localStorage.getItem(SESSION_STORAGE_KEY);
      if (text === null) return null;
      const parsed: unknown = JSON.parse(text);
      if (objectKind(parsed) !== 'object') return null;
      return pick(parsed as Record<string, unknown>);
    } catch (error) {
      console.warn('[storage] read failed', error);
      return null;
    }
  },

  get<K extends StoredField>(field: K): StoredSession[K] | null {
    return (storage.read()?.[field] ?? null) as StoredSession[K] | null;
  },

  /** Merges the given fields into the stored object (other keys are dropped). Returns false on failure. */
  write(partial: Partial<StoredSession>): boolean {
    try {
      const next = { ...(storage.read() ?? {}), ...pick(partial) };
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      return true;
    } catch (error) {
      console.warn('[storage] write failed', error);
      return false;
    }
  },

  set<K extends StoredField>(field: K, value: StoredSession[K]): boolean {
    return storage.write({ [field]: value } as Partial<StoredSession>);
  },

  remove(field: StoredField): boolean {
    try {
      const next = { ...(storage.read() ?? {}) };
      delete next[field];
      localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      return true;
    } catch (error) {
      console.warn('[storage] remove failed', error);
      return false;
    }
  },

  /**
   * Small values of the app's own under their own keys (e.g. which index modal was seen), never inside the
   * session object. The session key itself is refused. Failures are logged; reads then return null.
   */
  getItem<T = unknown>(key: string): T | null {
    if (key === SESSION_STORAGE_KEY) return null;
    try {
      const text = localStorage.getItem(key);
      return text === null ? null : (JSON.parse(text) as T);
    } catch (error) {
      console.warn('[storage] read failed', key, error);
      return null;
    }
  },

  setItem(key: string, value: unknown): boolean {
    if (key === SESSION_STORAGE_KEY) return false;
    try {
      localStorage.setItem(key, JSON.stringify(value));
      return true;
    } catch (error) {
      console.warn('[storage] write failed', key, error);
      return false;
    }
  },

  removeItem(key: string): void {
    if (key === SESSION_STORAGE_KEY) return;
    try {
      localStorage.removeItem(key);
    } catch (error) {
      console.warn('[storage] remove failed', key, error);
    }
  },

  clear(): boolean {
    try {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      return true;
    } catch (error) {
      console.warn('[storage] clear failed', error);
      return false;
    }
  },
};

function objectKind(value: unknown): string {
  return value === null || Array.isArray(value) ? 'invalid' : typeof value;
}
