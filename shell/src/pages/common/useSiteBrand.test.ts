import { DEFAULT_APP_CONFIG, useAppConfig, useSession } from '@app/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSiteLogo, useSiteTitle } from './useSiteBrand';

afterEach(() => {
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
  useSession.setState({ appInfo: null });
});

describe('site brand', () => {
  it('keeps the brand from config after logout cleared app info', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, site_title: '星辰体育' } });
    useSession.setState({ appInfo: null });
    expect(renderHook(() => useSiteTitle()).result.current).toBe('星辰体育');
    useSession.setState({ appInfo: { title: '星辰体育 Pro' } as never });
    expect(renderHook(() => useSiteTitle()).result.current).toBe('星辰体育 Pro');
  });

  it('keeps the logo from config after logout cleared app info', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, site_logo: '/logo.svg' } });
    useSession.setState({ appInfo: null });
    expect(renderHook(() => useSiteLogo()).result.current).toBe('/logo.svg');
    useSession.setState({ appInfo: { site_logo: '/uploads/brand.png' } as never });
    expect(renderHook(() => useSiteLogo()).result.current).toBe('/uploads/brand.png');
  });
});
