import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PullToRefresh } from './PullToRefresh';

afterEach(cleanup);

function mouseDrag(root: HTMLElement, distance: number) {
  fireEvent.mouseDown(root, { clientY: 0 });
  fireEvent.mouseMove(root, { clientY: distance });
}

function touchDrag(root: HTMLElement, distance: number) {
  fireEvent.touchStart(root, { touches: [{ clientY: 10 }] });
  fireEvent.touchMove(root, { touches: [{ clientY: 10 + distance }] });
}

describe('PullToRefresh', () => {
  it('calls onRefresh after a pull past the threshold and resets when it settles', async () => {
    let finish: () => void = () => {};
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>内容</p>
      </PullToRefresh>,
    );
    const root = screen.getByText('内容').parentElement as HTMLElement;
    touchDrag(root, 200);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(root);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByText('正在刷新...')).toBeTruthy();
    await act(async () => finish());
    expect(screen.queryByText('正在刷新...')).toBeNull();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>内容</p>
      </PullToRefresh>,
    );
    const root = screen.getByText('内容').parentElement as HTMLElement;
    mouseDrag(root, 40);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.mouseUp(root);
    expect(onRefresh).not.toHaveBeenCalled();
    mouseDrag(root, 200);
    fireEvent.mouseUp(root);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
