import { type AppConfig, useAppConfig } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkForUpdate,
  FRESH_CONFIG_MS,
  isUpdateCheckDue,
  lastUpdateCheck,
  UPDATE_CHECK_KEY,
  updateIntervalMs,
} from './updateChecker';

const config = (extra: Record<string, unknown>) =>
  ({ ...useAppConfig.getState().config, ...extra }) as AppConfig;

describe('update checker', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('checks every 30 minutes unless update_check_interval says otherwise', () => {
    expect(updateIntervalMs(config({}))).toBe(30 * 60_000);
    expect(updateIntervalMs(config({ update_check_interval: 5 }))).toBe(5 * 60_000);
    expect(updateIntervalMs(config({ update_check_interval: 'x' }))).toBe(30 * 60_000);
    const last = { latest: '1.0.0', hasUpdate: false, checkedAt: 1_000 };
    expect(isUpdateCheckDue(1_000 + 29 * 60_000, last, 30 * 60_000)).toBe(false);
    expect(isUpdateCheckDue(1_000 + 30 * 60_000, last, 30 * 60_000)).toBe(true);
    expect(isUpdateCheckDue(0, null, 30 * 60_000)).toBe(true);
  });

  it('compares app_version with 1.9.7 and remembers the result under its own key', async () => {
    useAppConfig.setState({ loaded: true, loadedAt: Date.now() - FRESH_CONFIG_MS });
    const load = vi.spyOn(useAppConfig.getState(), 'load');
    load.mockResolvedValueOnce(config({ app_version: '1.0.0' }));
    expect(await checkForUpdate()).toMatchObject({ latest: '1.0.0', hasUpdate: false });
    load.mockResolvedValueOnce(config({ app_version: '1.10.0' }));
    expect(await checkForUpdate()).toMatchObject({ latest: '1.10.0', hasUpdate: true });
    expect(load).toHaveBeenCalledWith(true);
    expect(lastUpdateCheck()).toMatchObject({ latest: '1.10.0', hasUpdate: true });
    expect(localStorage.getItem(UPDATE_CHECK_KEY)).toContain('1.10.0');
  });

  it("shares the app's own config read at launch instead of reading it twice", async () => {
    const load = vi.spyOn(useAppConfig.getState(), 'load');
    load.mockResolvedValue(config({ app_version: '1.0.0' }));
    useAppConfig.setState({ loaded: false, loadedAt: 0 });
    await checkForUpdate();
    useAppConfig.setState({ loaded: true, loadedAt: Date.now() - 1_000 });
    await checkForUpdate();
    expect(load.mock.calls).toEqual([[false], [false]]);
  });
});
