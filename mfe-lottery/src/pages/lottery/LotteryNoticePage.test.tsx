import { publicChannels, useRealtime } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '../../api/lottery';
import { LotteryNoticePage } from './LotteryNoticePage';
import { jsk3Detail, openCode } from './lottery.fixture';

const { play_groups: _, ...jsk3 } = jsk3Detail(openCode('20261121-0480', [1, 3, 5]));
const listWith = (latest: ReturnType<typeof openCode>) => ({
  list: [],
  groups: [
    { type: 'k3', type_name: '快三', list: [{ ...jsk3, latest_open_code: latest }] },
    {
      type: 'pk10',
      type_name: '北京赛车',
      list: [{ ...jsk3, id: 5, code: 'jssc', name: '极速赛车', type: 'pk10', latest_open_code: null }],
    },
  ],
});

beforeEach(() => {
  vi.spyOn(lotteryApi, 'list').mockResolvedValue(listWith(openCode('20261121-0480', [1, 3, 5])));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useRealtime.setState({ status: 'idle' });
});

describe('开奖公告', () => {
  it('lists the latest result of every lottery, each opening its history', async () => {
    render(
      <MemoryRouter>
        <LotteryNoticePage />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('notice-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^极速快三第 20261121-0480 期.*135和值 9小单$/),
      expect.stringMatching(/^极速赛车暂无开奖/),
    ]);
    expect(rows[0]?.getAttribute('href')).toBe('/pages/lottery/lottery-detail?id=1&tab=history');
  });

  it('shows a pushed draw at once', async () => {
    useRealtime.setState({ status: 'connected' });
    render(
      <MemoryRouter>
        <LotteryNoticePage />
      </MemoryRouter>,
    );
    await screen.findAllByTestId('notice-row');
    vi.spyOn(lotteryApi, 'list').mockResolvedValue(listWith(openCode('20261121-0481', [6, 6, 6])));
    publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.lotteryDrawn, {
      lottery_id: 1,
      lottery_name: '极速快三',
      expect: '20261121-0481',
      open_code: '6,6,6',
      drawn_at: new Date().toISOString(),
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('notice-row')[0]?.textContent).toContain('20261121-0481'),
    );
  });
});
