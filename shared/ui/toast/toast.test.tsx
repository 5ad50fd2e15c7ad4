import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATIONS, toast, useToastStore } from './store';
import { ToastHost } from './ToastHost';

beforeEach(() => {
  vi.useFakeTimers();
  toast.hide();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shownFor = (show: () => void) => {
  show();
  let ms = 0;
  while (useToastStore.getState().current && ms < 10_000) {
    vi.advanceTimersByTime(100);
    ms += 100;
  }
  return ms;
};

describe('toast', () => {
  it('2 s default and success, 3 s error and warning, 4 s notification', () => {
    expect(TOAST_DURATIONS).toEqual({
      info: 2000,
      success: 2000,
      error: 3000,
      warning: 3000,
      notification: 4000,
    });
    expect(shownFor(() => toast.show('a'))).toBe(2000);
    expect(shownFor(() => toast.success('a'))).toBe(2000);
    expect(shownFor(() => toast.error('a'))).toBe(3000);
    expect(shownFor(() => toast.warning('a'))).toBe(3000);
    expect(shownFor(() => toast.notification('a'))).toBe(4000);
    expect(shownFor(() => toast.show('a', 500))).toBe(500);
  });

  it('a newer toast replaces the older and keeps its own duration', () => {
    toast.error('first');
    vi.advanceTimersByTime(2500);
    toast.show('second');
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().current?.message).toBe('second');
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().current).toBeNull();
  });

  it('ToastHost renders the message on the 10090 layer', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('用户名或密码错误');
    });
    expect(screen.getByRole('status').textContent).toBe('用户名或密码错误');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
