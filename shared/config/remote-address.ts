/** SPEC 3/4/5 remote address config: where the API and the realtime server live when not on this host. */

export interface RemoteAddressConfig {
  version?: string | number;
  baseUrl: string;
  /** Full API base including its /api prefix, e.g. https://api.example.com/api. */
  apiServerUrl: string;
  reverbUrl: string;
}

/** SPEC 9: rechecked at most every 5 minutes unless forced. */
export const REMOTE_ADDRESS_RECHECK_MS = 5 * 60 * 1000;

let current: RemoteAddressConfig | null = null;
let lastCheckTime = 0;
let inFlight: Promise<RemoteAddressConfig | null> | null = null;

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export const remoteAddressConfig = {
  /** SPEC 5: an object with non-empty string baseUrl, apiServerUrl and reverbUrl. */
  validate(config: unknown): config is RemoteAddressConfig {
    if (typeof config !== 'object' || config === null) return false;
    const record = config as Record<string, unknown>;
    return (
      nonEmptyString(record.baseUrl) &&
      nonEmptyString(record.apiServerUrl) &&
      nonEmptyString(record.reverbUrl)
    );
  },

  current(): RemoteAddressConfig | null {
    return current;
  },

  lastCheckTime(): number {
    return lastCheckTime;
  },

  /** Adopts a config if valid; an invalid one is ignored (returns false) and the current one kept. */
  apply(config: unknown): boolean {
    if (!remoteAddressConfig.validate(config)) return false;
    current = { ...config };
    return true;
  },

  reset(): void {
    current = null;
    lastCheckTime = 0;
    inFlight = null;
  },

  /**
   * Loads a fresh config with `load` unless the last check is under 5 minutes old (or `force`). A failing or
   * invalid load keeps the current config.
   */
  async check(load: () => Promise<unknown>, force = false): Promise<RemoteAddressConfig | null> {
    if (!force && lastCheckTime > 0 && Date.now() - lastCheckTime < REMOTE_ADDRESS_RECHECK_MS) return current;
    if (inFlight) return inFlight;
    lastCheckTime = Date.now();
    inFlight = load()
      .then((config) => {
        if (!remoteAddressConfig.apply(config)) console.warn('[remoteAddressConfig] invalid config ignored');
        return current;
      })
      .catch((error: unknown) => {
        console.warn('[remoteAddressConfig] check failed', error);
        return current;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
};

/** The API base: the remote address config's apiServerUrl when set, else this origin + /api. */
export function apiBaseUrl(): string {
  if (current) return current.apiServerUrl.replace(/\/+$/, '');
  const origin = typeof location === 'undefined' ? '' : location.origin;
  return `${origin}/api`;
}
