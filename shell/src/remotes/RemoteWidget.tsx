import { type ComponentType, startTransition, useEffect, useRef, useState } from 'react';
import { afterFirstScreen } from './afterFirstScreen';
import { DelayedLoading } from './DelayedLoading';
import { loadedRemoteModule } from './loader';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from './registry';
import { useRemoteModule } from './useRemoteModule';

type WidgetModule = Record<string, ComponentType | undefined>;

/** How far below the screen a `whenVisible` widget starts loading: about a thumb's flick ahead. */
export const VISIBLE_MARGIN = '0px 0px 400px 0px';

function Widget({ remote, name }: { remote: RemoteName; name: string }) {
  const module = useRemoteModule<WidgetModule>(remote, 'widgets');
  if (!module) return <DelayedLoading variant="widget" />;
  const Found = module[name];
  return Found ? <Found /> : null;
}

/** Calls `onVisible` once `element` comes within VISIBLE_MARGIN of the screen; returns the stop. */
function whenNearScreen(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onVisible();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A widget a remote exposes from './widgets' (e.g. <RemoteWidget remote="mfe_lottery" name="HotLotteries" />).
 * It loads that remote in an idle moment after the first screen (at once when already loaded), or with
 * `whenVisible` (below the fold) once its slot nears the screen, and fails on its own: the rest of the page
 * keeps working. The widget renders as a transition, in slices, not as one long task.
 */
export function RemoteWidget({
  remote,
  name,
  whenVisible = false,
}: {
  remote: RemoteName;
  name: string;
  whenVisible?: boolean;
}) {
  const [ready, setReady] = useState(() => loadedRemoteModule(remote, 'widgets') !== undefined);
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ready) return;
    const start = () => startTransition(() => setReady(true));
    if (!whenVisible || !slot.current) return afterFirstScreen(start);
    let withdraw: () => void = () => undefined;
    const stopWatching = whenNearScreen(slot.current, () => {
      withdraw = afterFirstScreen(start);
    });
    return () => {
      stopWatching();
      withdraw();
    };
  }, [ready, whenVisible]);
  if (!ready) {
    return (
      <div ref={slot}>
        <DelayedLoading variant="widget" />
      </div>
    );
  }
  return (
    <RemoteBoundary remote={remote} variant="widget">
      <Widget remote={remote} name={name} />
    </RemoteBoundary>
  );
}
