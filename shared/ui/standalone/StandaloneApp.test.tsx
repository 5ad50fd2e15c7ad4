import { act, cleanup, render, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { RemoteRoute } from '../../types';
import { mountStandalone } from './mount-standalone';
import { StandaloneApp } from './StandaloneApp';

const routes: RemoteRoute[] = [
  { path: '/financePages/recharge', title: '充值', Component: () => <h1>充值页</h1> },
  {
    path: '/financePages/withdrawal',
    title: '提现',
    Component: () => <Link to="/financePages/recharge">去充值</Link>,
  },
];

afterEach(() => {
  cleanup();
  window.location.hash = '';
  document.body.innerHTML = '';
});

describe('standalone host', () => {
  it('renders the route in the hash and links between the remote routes', async () => {
    window.location.hash = '#/financePages/withdrawal';
    render(<StandaloneApp routes={routes} />);
    const link = screen.getByRole('link', { name: '去充值' });
    expect(link.getAttribute('href')).toBe('#/financePages/recharge');
    await act(async () => link.click());
    expect(screen.getByRole('heading', { name: '充值页' })).toBeTruthy();
  });

  it('sends unknown paths to the first route', () => {
    window.location.hash = '#/pages/unknown';
    render(<StandaloneApp routes={routes} />);
    expect(screen.getByRole('heading', { name: '充值页' })).toBeTruthy();
    expect(window.location.hash).toBe('#/financePages/recharge');
  });

  it('mountStandalone renders into #root', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.location.hash = '#/financePages/recharge';
    let unmount = () => {};
    await act(async () => {
      unmount = mountStandalone(routes);
    });
    expect(document.getElementById('root')?.textContent).toContain('充值页');
    act(() => unmount());
  });
});
