import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, useLoadingStore } from '../../api/loading';
import { LoadingHost } from './LoadingHost';

beforeEach(() => {
  vi.useFakeTimers();
  useLoadingStore.setState({ pending: 0, visible: false });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoadingHost', () => {
  it('shows the overlay after 300 ms of a pending request and hides it when done', () => {
    render(<LoadingHost />);
    let end = () => {};
    act(() => {
      end = beginLoading('/v1/order/history');
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    act(() => end());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
