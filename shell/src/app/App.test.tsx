import { DEFAULT_APP_CONFIG, useAppConfig, useSession } from '@app/shared';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';

vi.mock('../pages', () => import('./shellRoutes.fixture'));

afterEach(() => {
  cleanup();
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
  document.documentElement.style.removeProperty('--color-accent');
});

describe('App', () => {
  it('shows the maintenance screen with repair_tips instead of the app in maintenance mode', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, maintenance_mode: true } });
    useSession.setState({
      appInfo: { ...useSession.getState().appInfo, repair_tips: '今晚 2 点至 4 点升级' } as never,
    });
    render(<App />);
    expect(screen.getByTestId('maintenance').textContent).toContain('今晚 2 点至 4 点升级');
    expect(screen.queryByTestId('tabbar')).toBeNull();
  });

  it('shows it for a closed site (site_state 0) too, and goes back to the app once it is lifted', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, site_state: 0 } });
    render(<App />);
    expect(screen.getByTestId('maintenance')).toBeTruthy();
    act(() => useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, site_state: 1 } }));
    expect(screen.queryByTestId('maintenance')).toBeNull();
    expect(screen.getByText('首页内容')).toBeTruthy();
  });

  it('applies theme_color to the accent token', () => {
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, theme_color: '#00c2ff' } });
    render(<App />);
    expect(document.documentElement.style.getPropertyValue('--color-accent')).toBe('#00c2ff');
    expect(screen.getByText('首页内容')).toBeTruthy();
  });
});
