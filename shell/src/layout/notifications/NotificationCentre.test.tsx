import { realtimeWriter, useSession } from '@app/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleNotification } from '../../realtime/eventHandlers';
import { NotificationCentre } from './NotificationCentre';

beforeEach(() => {
  realtimeWriter.reset();
  useSession.setState({ user: null, token: null });
});
afterEach(cleanup);

const signIn = () => useSession.getState().setUser({ id: 3, username: 'demo' }, 'tok');

describe('NotificationCentre', () => {
  it('is not there for a visitor', () => {
    render(<NotificationCentre />);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('counts unread notifications, shows the 5 latest, marks read one by one or all, and clears', () => {
    signIn();
    render(<NotificationCentre />);
    expect(screen.queryByTestId('notification-count')).toBeNull();
    act(() => {
      for (let index = 1; index <= 7; index += 1) {
        handleNotification({ id: index, title: '活动通知', message: `第${index}条` });
      }
    });
    expect(screen.getByTestId('notification-count').textContent).toBe('7');

    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual(
      ['第7条', '第6条', '第5条', '第4条', '第3条'].map((text) => expect.stringContaining(text)),
    );
    fireEvent.click(items[0] as HTMLElement);
    expect(screen.getByTestId('notification-count').textContent).toBe('6');
    expect(screen.getAllByTestId('notification-item')[0]?.dataset.read).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByText('暂无通知')).toBeTruthy();
  });
});
