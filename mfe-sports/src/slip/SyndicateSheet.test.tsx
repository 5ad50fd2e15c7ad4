import { ApiError, DEFAULT_APP_CONFIG, useAppConfig, useToastStore } from '@app/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CreatedSyndicate, syndicatesApi } from '../api/syndicates';
import { summarize } from './estimate';
import type { SlipPick } from './pick';
import { SlipSheet } from './SlipSheet';
import { SyndicateSheet } from './SyndicateSheet';
import { EMPTY_SLIP, useSlip } from './useSlip';

const pick = (matchId: number): SlipPick => ({
  matchId,
  sport: 'football',
  play: 'winDrawLose',
  option: 'win',
  name: '胜',
  odds: '2.10',
  matchNo: `周三00${matchId}`,
  home: `主队${matchId}`,
  away: `客队${matchId}`,
  startTime: new Date(Date.now() + 3_600_000).toISOString(),
  playName: '胜平负',
  single: true,
});

function show() {
  render(
    <MemoryRouter initialEntries={['/betPages/football/index']}>
      <Routes>
        <Route
          path="/betPages/football/index"
          element={<SyndicateSheet open onClose={() => undefined} summary={summarize(useSlip.getState())} />}
        />
        <Route path="/syndicatePages/detail" element={<p>合买详情页</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSlip.setState({ ...EMPTY_SLIP, sport: 'football', betType: 'winDrawLose' });
  useSlip.getState().setMode('mixed');
  for (const id of [1, 2]) useSlip.getState().toggle(pick(id));
  useSlip.setState({ multiple: '30' });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useToastStore.setState({ current: null });
  useAppConfig.setState({ config: DEFAULT_APP_CONFIG });
});

describe('发起合买 from the slip', () => {
  it('splits the stake into 1-yuan shares, asks at least 5% of them, and sends the slip’s ticket with the terms', async () => {
    const create = vi
      .spyOn(syndicatesApi, 'create')
      .mockRejectedValueOnce(new ApiError({ code: 422, status: 422, message: '余额不足' }))
      .mockResolvedValue({ id: 21, is_public: true, share_code: null } as CreatedSyndicate);
    show();
    expect(screen.getByText(/总额 60.00 元 · 共60份/)).toBeTruthy();
    expect((screen.getByLabelText('自购份数') as HTMLInputElement).value).toBe('3');
    fireEvent.change(screen.getByLabelText('保底份数'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('佣金比例(%)'), { target: { value: '8' } });
    fireEvent.click(screen.getByLabelText('截止后公开'));
    expect(screen.getByTestId('syndicate-held').textContent).toBe('13');

    fireEvent.click(screen.getByRole('button', { name: '确认发起' }));
    await waitFor(() => expect(useToastStore.getState().current?.message).toBe('余额不足'));
    fireEvent.click(screen.getByRole('button', { name: '确认发起' }));
    expect(await screen.findByText('合买详情页')).toBeTruthy();

    const [first, retry] = create.mock.calls;
    expect(first?.[0]).toEqual({
      sport: 'football',
      mode: 'mixed',
      combos: ['2x1'],
      amount: 2,
      multiple: 30,
      selections: [
        { match_id: 1, play: 'winDrawLose', option: 'win', odds: '2.10' },
        { match_id: 2, play: 'winDrawLose', option: 'win', odds: '2.10' },
      ],
      own_shares: 3,
      guarantee_shares: 10,
      commission_rate: 8,
      is_public: true,
      ticket_visibility: 'after_deadline',
      description: '',
    });
    expect(retry?.[1]).toBe(first?.[1]);
    expect(useSlip.getState().selections).toEqual([]);
  });
});

describe('the slip’s 发起合买 entry', () => {
  const slipSheet = () => (
    <MemoryRouter>
      <SlipSheet
        open
        onClose={() => undefined}
        summary={summarize(useSlip.getState())}
        now={Date.now()}
        order={{ placing: false, place: vi.fn(), changes: null, acceptChanges: vi.fn() }}
      />
    </MemoryRouter>
  );

  it('opens the 合买 sheet, and is gone while the operator has closed 合买 (syndicate_open 0)', () => {
    const { unmount } = render(slipSheet());
    fireEvent.click(screen.getByRole('button', { name: '发起合买' }));
    expect(screen.getByTestId('syndicate-sheet')).toBeTruthy();
    unmount();
    useAppConfig.setState({ config: { ...DEFAULT_APP_CONFIG, syndicate_open: 0 } });
    render(slipSheet());
    expect(screen.queryByRole('button', { name: '发起合买' })).toBeNull();
  });
});
