import { invalidateRequests, type UserInfo, useSession } from '@app/shared';
import { stubEverythingInView } from '@app/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActivityRecord, activityApi } from '../../api/activity';
import { ActivityRecordsPage } from './ActivityRecordsPage';
import { MY_APPLICATIONS_KEY } from './usePeriodApplications';

const record = (id: number, title: string, status: number, statusText: string): ActivityRecord => ({
  id,
  activity_id: id,
  period: 'once',
  status,
  status_text: statusText,
  reward: '8.00',
  remark: '',
  reviewed_at: null,
  created_at: '2026-11-21T16:30:00.000Z',
  title,
  banner: '',
});

beforeEach(() => {
  stubEverythingInView();
  useSession.setState({ token: 't', user: { id: 1, username: 'demo' } as UserInfo });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('活动记录', () => {
  it('lists the applications by status tab, and reads them again once an application is made', async () => {
    const applications = vi.spyOn(activityApi, 'myApplications').mockImplementation(async (query) => ({
      list:
        query?.status === 1
          ? [record(2, '首充奖励', 1, '已发放')]
          : [record(3, '周末加赠', 0, '审核中'), record(2, '首充奖励', 1, '已发放')],
      total: query?.status === 1 ? 1 : 2,
      page: 1,
      per_page: 20,
    }));
    render(<ActivityRecordsPage />, { wrapper: MemoryRouter });
    expect(await screen.findAllByTestId('activity-record')).toHaveLength(2);
    expect(screen.getAllByTestId('activity-record')[0]?.textContent).toContain('周末加赠');
    expect(screen.getAllByTestId('activity-record')[0]?.textContent).toContain('+8.00');

    fireEvent.click(screen.getByRole('tab', { name: '已发放' }));
    await waitFor(() => expect(screen.getAllByTestId('activity-record')).toHaveLength(1));
    expect(applications).toHaveBeenLastCalledWith({ page: 1, per_page: 20, status: 1 });

    const asked = applications.mock.calls.length;
    act(() => invalidateRequests(MY_APPLICATIONS_KEY));
    await waitFor(() => expect(applications).toHaveBeenCalledTimes(asked + 1));
  });
});
