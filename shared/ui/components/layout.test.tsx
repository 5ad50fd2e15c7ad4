import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteList } from './InfiniteList';
import { Page } from './Page';
import { Popup } from './Popup';
import { Skeleton } from './Skeleton';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observed: ObserverCallback[] = [];

beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const footerVisible = async () => {
  await act(async () => {
    observed.at(-1)?.([{ isIntersecting: true }]);
  });
};

describe('InfiniteList', () => {
  it('loads more when the footer becomes visible and says when there is no more', async () => {
    const onLoadMore = vi.fn(async () => {});
    const { rerender } = render(
      <InfiniteList
        items={['a', 'b']}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByText('上拉加载更多')).toBeTruthy();
    await footerVisible();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(
      <InfiniteList
        items={['a', 'b', 'c']}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
        hasMore={false}
        onLoadMore={onLoadMore}
      />,
    );
    expect(screen.getByText('c')).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows a retry footer after a failed load', async () => {
    const onLoadMore = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValue(undefined);
    render(
      <InfiniteList
        items={['a']}
        itemKey={(item) => item}
        renderItem={(item) => <p>{item}</p>}
        hasMore
        onLoadMore={onLoadMore}
      />,
    );
    await footerVisible();
    const retry = screen.getByRole('button', { name: '加载失败，点击重试' });
    await act(async () => {
      fireEvent.click(retry);
    });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('shows the empty state when there is nothing at all', () => {
    render(
      <InfiniteList
        items={[]}
        itemKey={(_, i) => i}
        renderItem={() => null}
        hasMore={false}
        onLoadMore={vi.fn()}
        emptyText="暂无订单"
      />,
    );
    expect(screen.getByText('暂无订单')).toBeTruthy();
  });
});

describe('Popup, Page, Skeleton', () => {
  it('Popup closes on mask tap and Escape, not on panel tap', () => {
    const onClose = vi.fn();
    render(
      <Popup open onClose={onClose} aria-label="选择">
        <p>面板</p>
      </Popup>,
    );
    fireEvent.click(screen.getByText('面板'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('Page renders a NavBar and its body', () => {
    render(
      <Page title="我的">
        <p>正文</p>
      </Page>,
    );
    expect(screen.getByRole('heading').textContent).toBe('我的');
    expect(screen.getByRole('main').textContent).toBe('正文');
  });

  it('Skeleton renders the requested rows', () => {
    const { container } = render(<Skeleton rows={4} />);
    expect(screen.getByRole('status').children).toHaveLength(4);
    expect(container.textContent).toBe('');
  });
});
