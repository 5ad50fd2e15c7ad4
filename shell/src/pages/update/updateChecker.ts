import { type AppConfig, storage, useAppConfig } from '@app/shared';
import { APP_VERSION, compareVersions } from '../settings/appVersion';

/** SPEC 9: check for a new version every 30 minutes; the config key below can change the period. */
export const DEFAULT_UPDATE_INTERVAL_MINUTES = 30;
export const UPDATE_INTERVAL_CONFIG_KEY = 'update_check_interval';
/** Own storage key: when the last check ran and what it found (survives reloads, so 30 min means 30 min). */
export const UPDATE_CHECK_KEY = 'app_update_check';

export interface UpdateCheckResult {
  latest: string;
  hasUpdate: boolean;
  checkedAt: number;
}

/** Minutes from config (`update_check_interval`), falling back to 30 for a missing or silly value. */
export function updateIntervalMs(config: AppConfig): number {
  const minutes = Number(config[UPDATE_INTERVAL_CONFIG_KEY]);
  const valid = Number.isFinite(minutes) && minutes >= 1 && minutes <= 24 * 60;
  return (valid ? minutes : DEFAULT_UPDATE_INTERVAL_MINUTES) * 60_000;
}

export function lastUpdateCheck(): UpdateCheckResult | null {
  return storage.getItem<UpdateCheckResult>(UPDATE_CHECK_KEY);
}

export function isUpdateCheckDue(now: number, last: UpdateCheckResult | null, intervalMs: number): boolean {
  return !last || now - last.checkedAt >= intervalMs;
}

/** A config read this recently is current enough: the check at launch shares the app's own boot read. */
export const FRESH_CONFIG_MS = 60_000;

/** Re-reads app_version from the server and compares it with this client's 1.9.7; remembers the result. */
export async function checkForUpdate(): Promise<UpdateCheckResult> {
  const { loaded, loadedAt, load } = useAppConfig.getState();
  const fresh = !loaded || Date.now() - loadedAt < FRESH_CONFIG_MS;
  const config = await load(!fresh);
  const result = {
    latest: config.app_version,
    hasUpdate: compareVersions(config.app_version, APP_VERSION) > 0,
    checkedAt: Date.now(),
  };
  storage.setItem(UPDATE_CHECK_KEY, result);
  return result;
}
