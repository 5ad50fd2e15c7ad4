import { realtimeWriter, unreadMessages, useSession } from '@app/shared';
import { mockHttp, ok, type RecordedCall } from '@app/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleNotification } from '../../realtime/eventHandlers';
import { TabBar } from '../TabBar';
import { NotificationCentre } from './NotificationCentre';

/** The server's 站内信 as far as the unread count goes: every read moves the one count. */
let serverUnread = 0;
let calls: RecordedCall[] = [];

beforeEach(() => {
  realtimeWriter.reset();
  useSession.setState({ user: null, token: null });
  serverUnread = 0;
  calls = mockHttp((request) => {
    if (request.url === '/v1/messages/unread-count') return ok({ count: serverUnread });
    if (request.url === '/v1/messages/mark-all-read') {
      const updated = serverUnread;
      serverUnread = 0;
      return ok({ updated, unread_count: 0 });
    }
    if (/^\/v1\/messages\/\d+\/read$/.test(request.url)) {
      serverUnread -= 1;
      return ok({ unread_count: serverUnread });
    }
    return ok(null);
  });
});
afterEach(() => {
  cleanup();
  unreadMessages.set(0);
});

const signIn = () => useSession.getState().setUser({ id: 3, username: 'demo' }, 'tok');

/** The 我的 page's header and tab bar: the bell and the 我的 badge side by side, as the player sees them. */
function renderMinePage() {
  render(
    <MemoryRouter initialEntries={['/pages/mine/mine']}>
      <Routes>
        <Route path="/pages/mine/mine" element={<NotificationCentre />} />
        <Route path="/minePages/messages" element={<h1>站内消息页</h1>} />
      </Routes>
      <TabBar />
    </MemoryRouter>,
  );
}

/** What the server pushes when an operator sends a 站内信: the message and the player's new unread count. */
function push(id: number) {
  serverUnread += 1;
  act(() => {
    handleNotification({ id, title: '活动通知', message: `第${id}条`, unread_count: serverUnread });
  });
}

const bellCount = () => screen.queryByTestId('notification-count')?.textContent ?? null;
const mineBadge = () => screen.queryByTestId('tab-mine-badge')?.textContent ?? null;

describe('NotificationCentre', () => {
  it('is not there for a visitor', () => {
    renderMinePage();
    expect(screen.queryByTestId('notification-bell')).toBeNull();
  });

  it('shows the same unread count as the 我的 badge, including 站内信 the bell never received', async () => {
    serverUnread = 6;
    signIn();
    renderMinePage();
    await waitFor(() => expect(mineBadge()).toBe('6'));
    expect(bellCount()).toBe('6');

    push(7);
    expect(bellCount()).toBe('7');
    expect(mineBadge()).toBe('7');
  });

  it('全部已读 marks the server messages read, so the bell and the 我的 badge both go to 0', async () => {
    serverUnread = 6;
    signIn();
    renderMinePage();
    push(7);
    await waitFor(() => expect(mineBadge()).toBe('7'));

    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(mineBadge()).toBeNull());
    expect(bellCount()).toBeNull();
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/v1/messages/mark-all-read')),
    ).toBe(true);
    expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.read)).toEqual(['true']);
  });

  it('shows the 5 latest, a tap reads that message on the server, and 清空 empties the list', async () => {
    signIn();
    renderMinePage();
    for (let id = 1; id <= 7; id += 1) push(id);
    expect(bellCount()).toBe('7');

    fireEvent.click(screen.getByTestId('notification-bell'));
    const items = screen.getAllByTestId('notification-item');
    expect(items.map((item) => item.textContent)).toEqual(
      ['第7条', '第6条', '第5条', '第4条', '第3条'].map((text) => expect.stringContaining(text)),
    );
    fireEvent.click(items[0] as HTMLElement);
    await waitFor(() => expect(mineBadge()).toBe('6'));
    expect(bellCount()).toBe('6');
    expect(screen.getAllByTestId('notification-item')[0]?.dataset.read).toBe('true');
    expect(calls.some((call) => call.url.endsWith('/v1/messages/7/read'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(screen.getByText('暂无通知')).toBeTruthy();
  });

  it('marks the bell read when the messages are read elsewhere (站内信 reaches 0)', () => {
    signIn();
    renderMinePage();
    push(1);
    act(() => unreadMessages.set(0));
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(screen.getAllByTestId('notification-item').map((item) => item.dataset.read)).toEqual(['true']);
    expect(screen.getByRole('button', { name: '全部已读' }).hasAttribute('disabled')).toBe(true);
  });

  it('查看全部 opens the 站内信 page', () => {
    signIn();
    renderMinePage();
    fireEvent.click(screen.getByTestId('notification-bell'));
    fireEvent.click(screen.getByTestId('notification-view-all'));
    expect(screen.getByRole('heading', { name: '站内消息页' })).toBeTruthy();
    expect(screen.queryByTestId('notification-centre')).toBeNull();
  });
});
