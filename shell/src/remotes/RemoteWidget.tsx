import type { ComponentType } from 'react';
import { useAfterFirstScreen } from './afterFirstScreen';
import { DelayedLoading } from './DelayedLoading';
import { loadedRemoteModule } from './loader';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from './registry';
import { useRemoteModule } from './useRemoteModule';

type WidgetModule = Record<string, ComponentType | undefined>;

function Widget({ remote, name }: { remote: RemoteName; name: string }) {
  const module = useRemoteModule<WidgetModule>(remote, 'widgets');
  if (!module) return <DelayedLoading variant="widget" />;
  const Found = module[name];
  return Found ? <Found /> : null;
}

/**
 * A widget a remote exposes from './widgets' (e.g. <RemoteWidget remote="mfe_lottery" name="HotLotteries" />).
 * It loads that remote after the first screen (at once when already loaded) and fails on its own: the rest
 * of the page keeps working.
 */
export function RemoteWidget({ remote, name }: { remote: RemoteName; name: string }) {
  const afterFirstScreen = useAfterFirstScreen();
  const ready = afterFirstScreen || loadedRemoteModule(remote, 'widgets') !== undefined;
  return (
    <RemoteBoundary remote={remote} variant="widget">
      {ready ? <Widget remote={remote} name={name} /> : <DelayedLoading variant="widget" />}
    </RemoteBoundary>
  );
}
