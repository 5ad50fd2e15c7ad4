import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHttp, ok } from '../test/http-mock';
import { mergeAppConfig, useAppConfig } from './app-config';
import { DEFAULT_APP_CONFIG } from './defaults';

beforeEach(() => useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG }, loaded: false }));
afterEach(() => vi.restoreAllMocks());

describe('app config', () => {
  it('defaults: switches on, maintenance off, theme #ffb400, app_version 1.0.0', () => {
    expect(useAppConfig.getState().config).toEqual({
      nav_sports_enabled: true,
      nav_live_ball_enabled: true,
      nav_real_time_enabled: true,
      nav_expert_enabled: true,
      notice_enabled: true,
      banner_enabled: true,
      maintenance_mode: false,
      theme_color: '#ffb400',
      app_version: '1.0.0',
    });
  });

  it('merges server values and coerces switch values to booleans', () => {
    const merged = mergeAppConfig({
      nav_expert_enabled: '0',
      maintenance_mode: 1,
      theme_color: '',
      remotes: { a: 'b' },
    });
    expect(merged.nav_expert_enabled).toBe(false);
    expect(merged.maintenance_mode).toBe(true);
    expect(merged.theme_color).toBe('#ffb400');
    expect(merged.remotes).toEqual({ a: 'b' });
  });

  it('load fetches /v1/app/config/all once unless forced', async () => {
    const calls = mockHttp(() => ok({ nav_sports_enabled: false, theme_color: '#00aaff' }));
    await useAppConfig.getState().load();
    await useAppConfig.getState().load();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toContain('/api/v1/app/config/all');
    expect(useAppConfig.getState()).toMatchObject({
      loaded: true,
      config: { nav_sports_enabled: false, theme_color: '#00aaff' },
    });
    await useAppConfig.getState().load(true);
    expect(calls).toHaveLength(2);
  });

  it('a failed load keeps the defaults and marks loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockHttp(() => ({ status: 404, body: { code: 404, message: '请求的资源不存在' } }));
    await useAppConfig.getState().load();
    expect(useAppConfig.getState()).toMatchObject({ loaded: true, config: DEFAULT_APP_CONFIG });
  });
});
