import type { ComponentType } from 'react';
import { DelayedLoading } from './DelayedLoading';
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
 * It loads that remote lazily and fails on its own: the rest of the page keeps working.
 */
export function RemoteWidget({ remote, name }: { remote: RemoteName; name: string }) {
  return (
    <RemoteBoundary remote={remote} variant="widget">
      <Widget remote={remote} name={name} />
    </RemoteBoundary>
  );
}
