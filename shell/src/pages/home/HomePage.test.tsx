import { type AppInfo, bannersApi, type UserInfo, useAppConfig, userApi, useSession } from '@app/shared';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { HomePage } from './HomePage';

// Remote widgets load over module federation; here each one just shows its name.
vi.mock('../../remotes/RemoteWidget', () => ({
  RemoteWidget: ({ name }: { name: string }) => <div data-testid="remote-widget">{name}</div>,
}));

const banners = [
  {
    id: 1,
    title: '新用户首充送豪礼',
    image: '/b1.png',
    link: '/pages/signin/index',
    page_type: 1,
    agent_id: 0,
    sort: 0,
  },
];

let fetchHomeBanners: ReturnType<typeof vi.spyOn>;

describe('HomePage', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
    fetchHomeBanners = vi.spyOn(bannersApi, 'byPageType').mockResolvedValue(banners);
    useSession.setState({ user: null, token: null, appInfo: null });
    useAppConfig.setState((state) => ({
      config: { ...state.config, banner_enabled: true, notice_enabled: true },
    }));
  });
  afterEach(cleanup);

  it('shows the banners, the remote widgets, the quick entries and login for a visitor', async () => {
    renderAt('/pages/home/home', <HomePage />);
    expect(await screen.findByAltText('新用户首充送豪礼')).toBeTruthy();
    const widgets = screen.getAllByTestId('remote-widget').map((node) => node.textContent);
    expect(widgets).toEqual(['NoticeMarquee', 'HotLotteries', 'HotMatches', 'IndexModal']);
    expect(screen.getByRole('link', { name: '充值' }).getAttribute('href')).toBe('/financePages/recharge');
    expect(screen.getByRole('link', { name: '电子' }).getAttribute('href')).toBe('/gamelistPages/soltlist');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByTestId('location').textContent).toBe('/pages/login/login');
  });

  it('follows a banner link and hides banners and notices when switched off', async () => {
    renderAt('/pages/home/home', <HomePage />);
    fireEvent.click(await screen.findByAltText('新用户首充送豪礼'));
    expect(screen.getByTestId('location').textContent).toBe('/pages/signin/index');
    cleanup();

    useAppConfig.setState((state) => ({
      config: { ...state.config, banner_enabled: false, notice_enabled: false },
    }));
    renderAt('/pages/home/home', <HomePage />);
    expect(screen.queryByTestId('home-banners')).toBeNull();
    expect(screen.queryByText('NoticeMarquee')).toBeNull();
    expect(fetchHomeBanners).toHaveBeenCalledTimes(1);
  });

  it('shows a logged-in balance with 2 decimals and thousands separators', () => {
    useSession.setState({
      user: { id: 1, username: 'demo', nickname: '', balance: '10000' } as UserInfo,
      token: 't',
    });
    renderAt('/pages/home/home', <HomePage />);
    expect(screen.getByTestId('home-balance').textContent).toBe('10,000.00');
  });

  it('floats the red packet entry only while redpacket_switch is on', () => {
    useSession.setState({ appInfo: { redpacket_switch: 0 } as AppInfo });
    renderAt('/pages/home/home', <HomePage />);
    expect(screen.queryByTestId('redpacket')).toBeNull();
    cleanup();
    useSession.setState({ appInfo: { redpacket_switch: 1 } as AppInfo });
    renderAt('/pages/home/home', <HomePage />);
    fireEvent.click(screen.getByTestId('redpacket'));
    expect(screen.getByTestId('location').textContent).toBe('/pages/activity/activity');
  });

  it('re-reads app info on pull-down, so a switched-on red packet appears', async () => {
    vi.spyOn(useAppConfig.getState(), 'load').mockResolvedValue(useAppConfig.getState().config);
    const appInfo = vi.spyOn(userApi, 'appInfo').mockResolvedValue({ redpacket_switch: 1 } as AppInfo);
    renderAt('/pages/home/home', <HomePage />);
    const body = screen.getByTestId('home-page').parentElement as HTMLElement;
    fireEvent.touchStart(body, { touches: [{ clientY: 0 }] });
    fireEvent.touchMove(body, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(body);
    expect(await screen.findByTestId('redpacket')).toBeTruthy();
    expect(appInfo).toHaveBeenCalledWith({ silent: true });
    vi.restoreAllMocks();
  });
});
