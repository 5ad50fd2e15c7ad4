import { create } from 'zustand';

export type ToastType = 'info' | 'success' | 'error' | 'warning' | 'notification';

/** SPEC 9 durations: 2 s default, 3 s error and warning, 4 s notification. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  info: 2000,
  success: 2000,
  error: 3000,
  warning: 3000,
  notification: 4000,
};

export interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
  duration: number;
}

interface ToastState {
  current: ToastItem | null;
}

/** One toast at a time (a newer one replaces the older), like the native mobile toast. */
export const useToastStore = create<ToastState>(() => ({ current: null }));

let nextId = 1;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function present(message: string, type: ToastType, duration = TOAST_DURATIONS[type]): number {
  const id = nextId++;
  clearTimeout(hideTimer);
  useToastStore.setState({ current: { id, message, type, duration } });
  hideTimer = setTimeout(() => {
    if (useToastStore.getState().current?.id === id) useToastStore.setState({ current: null });
  }, duration);
  return id;
}

export const toast = {
  show: (message: string, ms?: number) => present(message, 'info', ms),
  success: (message: string, ms?: number) => present(message, 'success', ms),
  error: (message: string, ms?: number) => present(message, 'error', ms),
  warning: (message: string, ms?: number) => present(message, 'warning', ms),
  notification: (message: string, ms?: number) => present(message, 'notification', ms),
  hide: () => {
    clearTimeout(hideTimer);
    useToastStore.setState({ current: null });
  },
};
