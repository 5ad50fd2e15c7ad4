import { type OpsChannelWatch, useOpsLive, useOpsPermissions } from '@app/shared';
import type { Permission } from '@app/shared/ops';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { mockHttp, ok, type RecordedCall } from '@app/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiabilityAnswer, MatchLiability } from '../api/opsRisk';
import { LiabilityPage } from './LiabilityPage';

afterEach(() => {
  cleanup();
  useOpsLive.setState({ watch: null });
  useOpsPermissions.setState({ permissions: [] });
});

const base = `${location.origin}/api`;
const derby: MatchLiability = {
  match_id: 7,
  match_no: '周六007',
  league: '英超',
  home: '曼联',
  away: '阿森纳',
  kickoff_at: '2026-11-28T12:00:00Z',
  status: 0,
  liability: '900.00',
  match_limit: '1000.00',
  outcome_limit: '1000.00',
  outcomes: [
    { play: 'winDrawLose', option: 'win', name: '胜', liability: '900.00', suspended: true },
    { play: 'winDrawLose', option: 'lose', name: '负', liability: '100.00', suspended: false },
  ],
};
const answer = (matches: MatchLiability[]): LiabilityAnswer => ({
  limits: {
    outcome_limit: '50000.00',
    match_limit: '200000.00',
    order_win_limit: '100000.00',
    on_breach: 'refuse',
  },
  matches,
  live: {
    app_key: 'key',
    channel: REALTIME_CHANNELS.opsRisk,
    events: [REALTIME_EVENTS.liabilityChanged, REALTIME_EVENTS.outcomeSuspended],
  },
});

/** The ops API (the liability list, `matches` as it is now, and every write) for an operator holding `permissions`. */
function serve(state: { matches: MatchLiability[] }, permissions: Permission[]): RecordedCall[] {
  useOpsPermissions.setState({ permissions });
  return mockHttp((request) => {
    const path = String(request.url);
    if (path === '/ops/liability') return ok(answer(state.matches));
    return ok({});
  });
}
const writes = (calls: RecordedCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => [call.method, call.url.replace(base, ''), call.data]);

describe('风险敞口 (风控)', () => {
  it('shows each outcome against its limit; 风控 reopens a suspended one and sets the match’s own limit', async () => {
    const calls = serve({ matches: [derby] }, ['trading.read', 'trading.limits']);
    render(<LiabilityPage />);
    const card = await screen.findByRole('article', { name: '曼联 vs 阿森纳' });
    expect(card.textContent).toContain('敞口 900.00 / 1,000.00 元');
    expect(within(card).getByRole('meter', { name: '胜 敞口' }).getAttribute('value')).toBe('90');
    expect(within(card).getByText('已暂停')).toBeTruthy();

    fireEvent.click(await within(card).findByRole('button', { name: '重新开放' }));
    fireEvent.change(within(card).getByLabelText('本场单选项限额（元）'), { target: { value: '500' } });
    fireEvent.click(within(card).getByRole('button', { name: '保存本场限额' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        ['POST', '/ops/liability/resume', { match_id: 7, play: 'winDrawLose', option: 'win' }],
        ['PUT', '/ops/matches/7/risk-limits', { outcome_limit: '500', match_limit: null }],
      ]),
    );
  });

  it('sets the book’s limits and a player’s stake factor', async () => {
    const calls = serve({ matches: [] }, ['trading.read', 'trading.limits']);
    render(<LiabilityPage />);
    expect(await screen.findByText('暂无未结算投注的敞口')).toBeTruthy();
    const book = await screen.findByRole('form', { name: '全局限额' });
    fireEvent.change(within(book).getByLabelText('单选项最高赔付（元）'), { target: { value: '3000' } });
    fireEvent.change(within(book).getByLabelText('超限时'), { target: { value: 'suspend' } });
    fireEvent.click(within(book).getByRole('button', { name: '保存全局限额' }));
    const factor = screen.getByRole('form', { name: '玩家限额系数' });
    fireEvent.change(within(factor).getByLabelText('玩家账号'), { target: { value: 'sharp01' } });
    fireEvent.change(within(factor).getByLabelText('系数（0–10，如 0.2）'), { target: { value: '0.2' } });
    fireEvent.click(within(factor).getByRole('button', { name: '保存系数' }));

    await waitFor(() =>
      expect(writes(calls)).toEqual([
        [
          'PUT',
          '/ops/risk/limits',
          {
            outcome_limit: '3000',
            match_limit: '200000.00',
            order_win_limit: '100000.00',
            on_breach: 'suspend',
          },
        ],
        ['PUT', '/ops/users/sharp01/stake-factor', { factor: '0.2' }],
      ]),
    );
  });

  it('shows an operator without trading.limits the figures only', async () => {
    serve({ matches: [derby] }, ['trading.read']);
    render(<LiabilityPage />);
    const card = await screen.findByRole('article', { name: '曼联 vs 阿森纳' });
    expect(within(card).getByText('已暂停')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '重新开放' })).toBeNull();
    expect(screen.queryByRole('form', { name: '全局限额' })).toBeNull();
  });

  it('reloads when the server says a match’s liability moved, and falls back to 刷新 without a socket', async () => {
    const state = { matches: [derby] };
    serve(state, ['trading.read']);
    let push: (event: string, data: unknown) => void = () => undefined;
    const watch: OpsChannelWatch = async (_live, onEvent, onLive) => {
      push = onEvent;
      onLive(true);
      return () => undefined;
    };
    useOpsLive.setState({ watch });
    render(<LiabilityPage />);
    await screen.findByText('实时更新中');

    state.matches = [{ ...derby, liability: '950.00' }];
    act(() => push(REALTIME_EVENTS.liabilityChanged, { match_ids: [7] }));
    expect(await screen.findByText('敞口 950.00 / 1,000.00 元')).toBeTruthy();

    cleanup();
    useOpsLive.setState({ watch: null });
    state.matches = [{ ...derby, liability: '990.00' }];
    render(<LiabilityPage />);
    expect(await screen.findByText('未连接实时推送')).toBeTruthy();
    state.matches = [{ ...derby, liability: '999.00' }];
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('敞口 999.00 / 1,000.00 元')).toBeTruthy();
  });
});
