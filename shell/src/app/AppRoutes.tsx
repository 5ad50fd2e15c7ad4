import { type RemoteRoute, toast, useAppConfig } from '@app/shared';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppFrame } from '../layout/AppFrame';
import { closedAreaOf, isTabRoot } from '../layout/tabs';
import { shellRoutes } from '../pages';
import { DelayedLoading } from '../remotes/DelayedLoading';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRoutePage } from '../remotes/RemoteRoutePage';
import { ownerOf } from '../remotes/registry';
import { capturedLaunchQuery, forgetLaunchQuery, HOME_PATH, isLaunchPath, launchTarget } from './launch';
import { NotFound } from './NotFound';

const shellRouteByPath = new Map<string, RemoteRoute>(shellRoutes.map((route) => [route.path, route]));

/**
 * The target is fixed when Launch mounts: a render started before the commit may be thrown away and run
 * again (so the query is only forgotten after commit), and a re-render before the router has moved on
 * must not send the player elsewhere once it is forgotten.
 */
function Launch({ hashQuery }: { hashQuery: string }) {
  const [target] = useState(() => launchTarget(capturedLaunchQuery(), hashQuery));
  useEffect(forgetLaunchQuery, []);
  return <Navigate to={target} replace />;
}

/** A switched-off area: home, and a toast saying why the page did not open. */
function ClosedArea({ name }: { name: string }) {
  useEffect(() => {
    toast.show(`${name}已关闭`);
  }, [name]);
  return <Navigate to={HOME_PATH} replace />;
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
  // The closed area's name, not the config object: config loads that leave this page open re-render nothing.
  const closedArea = useAppConfig((state) => closedAreaOf(pathname, state.config));
  if (isLaunchPath(pathname)) return <Launch hashQuery={search} />;
  if (closedArea) return <ClosedArea name={closedArea} />;

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
