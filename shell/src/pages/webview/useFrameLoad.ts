import { type SyntheticEvent, useCallback, useEffect, useState } from 'react';
import { frameCheckApi } from './frameCheck';

/** How long a page may take before the frame is given up (a host that never answers). */
export const FRAME_TIMEOUT_MS = 10_000;

export type FrameState = 'loading' | 'loaded' | 'failed';
/** refused: the page forbids being framed here (X-Frame-Options / CSP frame-ancestors). */
export type FrameFailure = 'unreachable' | 'refused';

/**
 * What a page of this origin showed once its frame loaded: a page that refused framing leaves an error
 * document the parent cannot read; an HTTP error (404, 502) is in the frame's navigation timing.
 */
function sameOriginOutcome(frame: HTMLIFrameElement): FrameFailure | null {
  try {
    const document = frame.contentDocument;
    if (!document) return 'refused';
    const [navigation] = frame.contentWindow?.performance.getEntriesByType('navigation') ?? [];
    const status = (navigation as { responseStatus?: number } | undefined)?.responseStatus ?? 0;
    return status >= 400 ? 'unreachable' : null;
  } catch {
    return 'refused';
  }
}

/**
 * Whether the framed page loaded. A page of this origin is read once loaded; for another origin the server
 * checks whether the page answers and allows being framed here (a refusing or unreachable page fires `load`
 * on the browser's error frame, so the load event alone cannot tell); any page not loaded in time fails. `attempt` changes on 重试.
 */
export function useFrameLoad(url: string | null, attempt: number) {
  const [state, setState] = useState<FrameState>('loading');
  const [failure, setFailure] = useState<FrameFailure>('unreachable');

  const fail = useCallback((why: FrameFailure) => {
    setFailure(why);
    setState('failed');
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the 重试 trigger: a new attempt re-runs the check.
  useEffect(() => {
    if (!url) return;
    setState('loading');
    let active = true;
    // A page that loaded is not given up.
    const timer = setTimeout(() => {
      if (!active) return;
      setFailure('unreachable');
      setState((current) => (current === 'loaded' ? current : 'failed'));
    }, FRAME_TIMEOUT_MS);
    if (new URL(url).origin !== window.location.origin) {
      frameCheckApi.check(url, window.location.origin).then(
        (check) => {
          if (!active) return;
          if (check.framable === false) fail('refused');
          // Connection refused or no such host: the frame's load event fires on the browser's own error page.
          else if (check.framable === null && check.reason === 'unreachable') fail('unreachable');
        },
        () => {
          // Unchecked: the load event and the timeout still decide.
        },
      );
    }
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [url, attempt, fail]);

  const onLoad = useCallback(
    (event: SyntheticEvent<HTMLIFrameElement>) => {
      const frame = event.currentTarget;
      const sameOrigin = url !== null && new URL(url).origin === window.location.origin;
      const outcome = sameOrigin ? sameOriginOutcome(frame) : null;
      if (outcome) fail(outcome);
      else setState((current) => (current === 'failed' ? current : 'loaded'));
    },
    [url, fail],
  );
  return { state, failure, onLoad };
}
