import { publicChannels } from '@app/shared';
import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@app/shared/realtime-contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Notice, noticesApi } from '../api/notices';
import { NoticeMarquee } from './NoticeMarquee';

const notice = (id: number, title: string): Notice => ({
  id,
  category_id: 1,
  category_name: '首页公告',
  title,
  content: '内容',
  is_hot: 0,
  created_at: '2026-11-21T16:30:00.000Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  publicChannels.reset();
});

describe('home notice marquee', () => {
  it('shows a home notice an operator just published without a reload', async () => {
    vi.spyOn(noticesApi, 'byCategory')
      .mockResolvedValueOnce([notice(1, '系统维护通知')])
      .mockResolvedValue([notice(2, '新春活动上线'), notice(1, '系统维护通知')]);
    render(<NoticeMarquee />, { wrapper: MemoryRouter });
    expect((await screen.findByTestId('notice-marquee')).textContent).toContain('系统维护通知');

    // A recharge notice does not concern the home marquee.
    act(() =>
      publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.noticePublished, {
        id: 3,
        category_id: 3,
      }),
    );
    expect(noticesApi.byCategory).toHaveBeenCalledTimes(1);

    act(() =>
      publicChannels.dispatch(REALTIME_CHANNELS.announcements, REALTIME_EVENTS.noticePublished, {
        id: 2,
        category_id: 1,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('notice-marquee').textContent).toContain('新春活动上线'));
  });
});
