import type { RemoteModule } from '@app/shared';
import { useEffect } from 'react';
import { NotFound } from '../app/NotFound';
import { isTabRoot } from '../layout/tabs';
import { DelayedLoading } from './DelayedLoading';
import { RemoteBoundary } from './RemoteBoundary';
import type { RemoteName } from './registry';
import { useRemoteModule } from './useRemoteModule';

function RemoteRoute({ remote, path }: { remote: RemoteName; path: string }) {
  const module = useRemoteModule<RemoteModule>(remote, 'routes');
  const route = module?.default.find((candidate) => candidate.path === path);
  useEffect(() => {
    if (route) document.title = route.title;
  }, [route]);
  if (!module) return <DelayedLoading variant="page" />;
  if (!route) return <NotFound />;
  return <route.Component />;
}

/** A route owned by a remote: loads the remote's route table on first visit, inside its own boundary. */
export function RemoteRoutePage({ remote, path }: { remote: RemoteName; path: string }) {
  return (
    <RemoteBoundary remote={remote} variant="page" resetKey={path} navBack={!isTabRoot(path)}>
      <RemoteRoute key={remote} remote={remote} path={path} />
    </RemoteBoundary>
  );
}
