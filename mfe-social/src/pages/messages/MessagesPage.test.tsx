import {
  realtimeWriter,
  type UserInfo,
  unreadMessages,
  unreadMessagesApi,
  useRealtime,
  useSession,
} from '@app/shared';
import { stubEverythingInView } from '@app/shared/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Message, messagesApi } from '../../api/messages';
import { MessagesEntry } from '../../widgets/MessagesEntry';
import { MessagesPage } from './MessagesPage';

const message = (id: number, read: 0 | 1): Message => ({
  id,
  type: 'system',
  type_name: '系统消息',
  title: `消息${id}`,
  content: '内容',
  is_read: read,
  read_at: null,
  created_at: '2026-11-21T16:30:00.000Z',
});

beforeEach(() => {
  stubEverythingInView();
  useSession.setState({ token: 't', user: { id: 1, username: 'demo' } as UserInfo });
  vi.spyOn(messagesApi, 'statistics').mockResolvedValue({ total: 2, unread: 1, by_type: [] });
  vi.spyOn(messagesApi, 'list').mockResolvedValue({
    list: [message(2, 0), message(1, 1)],
    total: 2,
    page: 1,
    per_page: 20,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  realtimeWriter.reset();
  unreadMessages.set(0);
});

describe('messages page', () => {
  it('marks unread messages with a dot and shows Beijing time', async () => {
    vi.spyOn(unreadMessagesApi, 'count').mockResolvedValue({ count: 1 });
    render(<MessagesPage />, { wrapper: MemoryRouter });
    const rows = await screen.findAllByTestId('message-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelector('[data-unread]')).not.toBeNull();
    expect(rows[1]?.querySelector('[data-unread]')).toBeNull();
    expect(rows[0]?.textContent).toContain('11-22 00:30');
    expect(rows[0]?.getAttribute('href')).toBe('/minePages/message-detail?id=2');
  });

  it('updates the header badge and the mine widget with the count a live notification carries, capped at 99+', async () => {
    vi.spyOn(unreadMessagesApi, 'count').mockResolvedValue({ count: 1 });
    render(
      <MemoryRouter>
        <MessagesPage />
        <MessagesEntry />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('messages-unread-badge')).textContent).toBe('1');

    // What the shell's realtime handler does with a user.notification.
    act(() => {
      realtimeWriter.addNotification({ id: '9', read: false, title: '新消息', message: 'x', timestamp: 1 });
      unreadMessages.pushed(120);
    });
    expect(screen.getByTestId('messages-unread-badge').textContent).toBe('99+');
    expect(screen.getByTestId('messages-entry-badge').textContent).toBe('99+');
  });

  it('全部已读 here reads the bell too: its pushes show read and the shared count is 0', async () => {
    vi.spyOn(unreadMessagesApi, 'count').mockResolvedValue({ count: 1 });
    const markAllRead = vi
      .spyOn(unreadMessagesApi, 'markAllRead')
      .mockResolvedValue({ updated: 1, unread_count: 0 });
    realtimeWriter.addNotification({ id: '2', read: false, title: '消息2', message: '内容', timestamp: 1 });
    render(<MessagesPage />, { wrapper: MemoryRouter });
    expect((await screen.findByTestId('messages-unread-badge')).textContent).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByTestId('messages-unread-badge')).toBeNull());
    expect(markAllRead.mock.calls[0]?.[0]).toBeUndefined();
    expect(useRealtime.getState().notifications.map((item) => item.read)).toEqual([true]);
  });
  it('删除 of a read message takes the row away at once, without reading the list again', async () => {
    vi.spyOn(unreadMessagesApi, 'count').mockResolvedValue({ count: 1 });
    vi.spyOn(messagesApi, 'remove').mockResolvedValue({ unread_count: 1 } as never);
    render(<MessagesPage />, { wrapper: MemoryRouter });
    expect(await screen.findAllByTestId('message-row')).toHaveLength(2);
    const reads = vi.mocked(messagesApi.list).mock.calls.length;
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('message-row')).toHaveLength(1));
    expect(screen.getByTestId('message-row').getAttribute('href')).toBe('/minePages/message-detail?id=2');
    expect(messagesApi.remove).toHaveBeenCalledWith(1);
    expect(messagesApi.list).toHaveBeenCalledTimes(reads);
  });
});
