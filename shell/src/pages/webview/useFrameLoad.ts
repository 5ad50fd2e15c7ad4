import { useCallback, useEffect, useState } from 'react';

/** How long a page may take before the frame is given up (a host that never answers). */
export const FRAME_TIMEOUT_MS = 10_000;

export type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * Whether the framed page loaded. A page of this origin is checked first (a 404 or a dead server shows the
 * error state, not a browser error page inside the frame); any page that has not loaded in time fails.
 * `attempt` changes on 重试.
 */
export function useFrameLoad(url: string | null, attempt: number) {
  const [state, setState] = useState<FrameState>('loading');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 重试 trigger: a new attempt re-runs the check.
  useEffect(() => {
    if (!url) return;
    setState('loading');
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      setState('failed');
    };
    // A page that loaded is not given up; a failed check of this origin's page is (its 404 page loads too).
    const timer = setTimeout(() => {
      if (!settled) setState((current) => (current === 'loaded' ? current : 'failed'));
    }, FRAME_TIMEOUT_MS);
    if (new URL(url).origin === window.location.origin) {
      fetch(url, { method: 'GET', cache: 'no-store' }).then((response) => {
        if (!response.ok) fail();
      }, fail);
    }
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [url, attempt]);

  const onLoad = useCallback(() => setState((current) => (current === 'failed' ? current : 'loaded')), []);
  return { state, onLoad };
}
