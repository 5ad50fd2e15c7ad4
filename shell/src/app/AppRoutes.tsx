import { type RemoteRoute, useAppConfig } from '@app/shared';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppFrame } from '../layout/AppFrame';
import { isHiddenBySwitch, isTabRoot } from '../layout/tabs';
import { shellRoutes } from '../pages';
import { DelayedLoading } from '../remotes/DelayedLoading';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRoutePage } from '../remotes/RemoteRoutePage';
import { ownerOf } from '../remotes/registry';
import { HOME_PATH, isLaunchPath, launchTarget, takeLaunchQuery } from './launch';
import { NotFound } from './NotFound';

const shellRouteByPath = new Map<string, RemoteRoute>(shellRoutes.map((route) => [route.path, route]));

function Launch({ hashQuery }: { hashQuery: string }) {
  const [target] = useState(() => launchTarget(takeLaunchQuery(), hashQuery));
  return <Navigate to={target} replace />;
}

function ShellPage({ route }: { route: RemoteRoute }) {
  useEffect(() => {
    document.title = route.title;
  }, [route]);
  // Shell pages other than home are lazy chunks: the same delayed spinner as a remote page while one loads.
  return (
    <Suspense fallback={<DelayedLoading variant="page" />}>
      <route.Component />
    </Suspense>
  );
}

/** Resolves the current hash path to its owner (ARCHITECTURE route table) and renders it in the frame. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  const config = useAppConfig((state) => state.config);
  if (isLaunchPath(pathname)) return <Launch hashQuery={search} />;
  if (isHiddenBySwitch(pathname, config)) return <Navigate to={HOME_PATH} replace />;

  const owner = ownerOf(pathname);
  const shellRoute = shellRouteByPath.get(pathname);
  let page = <NotFound />;
  if (owner && owner !== 'shell') page = <RemoteRoutePage remote={owner} path={pathname} />;
  else if (shellRoute) {
    page = (
      <RemoteBoundary variant="page" resetKey={pathname}>
        <ShellPage route={shellRoute} />
      </RemoteBoundary>
    );
  }
  return <AppFrame withTabBar={isTabRoot(pathname)}>{page}</AppFrame>;
}
