import { create } from 'zustand';

/** SPEC 9: the overlay appears only if a request is still pending after 300 ms. */
export const LOADING_DELAY_MS = 300;

/** Background calls that never show the overlay (SPEC 7). */
export const NO_LOADING_PATHS = [
  '/v1/websocket/heartbeat',
  '/v1/websocket/update-status',
  '/v1/broadcasting/auth',
  '/v1/broadcasting/auth-batch',
  '/v1/liujiu/lottery/current-expect',
  '/v1/liujiu/lottery/latest-open-code',
];

interface LoadingState {
  pending: number;
  visible: boolean;
}

export const useLoadingStore = create<LoadingState>(() => ({ pending: 0, visible: false }));

let showTimer: ReturnType<typeof setTimeout> | undefined;

export function tracksLoading(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return !NO_LOADING_PATHS.some((excluded) => path === excluded || path.endsWith(`/api${excluded}`));
}

/** Marks a request as pending; returns the function that marks it finished (safe to call twice). */
export function beginLoading(url: string): () => void {
  if (!tracksLoading(url)) return () => {};
  const pending = useLoadingStore.getState().pending + 1;
  useLoadingStore.setState({ pending });
  if (pending === 1) {
    clearTimeout(showTimer);
    showTimer = setTimeout(() => useLoadingStore.setState({ visible: true }), LOADING_DELAY_MS);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = Math.max(0, useLoadingStore.getState().pending - 1);
    if (left === 0) {
      clearTimeout(showTimer);
      useLoadingStore.setState({ pending: 0, visible: false });
    } else {
      useLoadingStore.setState({ pending: left });
    }
  };
}
