import { type RemoteRoute, toast, useAppConfig } from '@app/shared';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { AppFrame } from '../layout/AppFrame';
import { closedAreaOf, isTabRoot } from '../layout/tabs';
import { shellRoutes } from '../pages';
import { ChunkLoadError } from '../remotes/chunkErrors';
import { DelayedLoading } from '../remotes/DelayedLoading';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRoutePage } from '../remotes/RemoteRoutePage';
import { SHELL_OWNER } from '../remotes/registry';
import { readClaims, useRouteResolution } from '../remotes/routeOwners';
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

/** A path nobody claims while a remote's claims could not be read: it may be that remote's page. */
function Unreadable(): never {
  throw new ChunkLoadError('missing', 'routes', new Error('a remote’s routes could not be read'));
}

/** The page for the path: its owner's, a wait while the claims are read, or the 404 page. */
function RoutedPage({ pathname }: { pathname: string }) {
  const resolution = useRouteResolution(pathname);
  const shellRoute = shellRouteByPath.get(pathname);
  useEffect(() => {
    if (resolution.kind === 'pending') readClaims();
  }, [resolution.kind]);
  if (resolution.kind === 'owned' && resolution.owner !== SHELL_OWNER) {
    return <RemoteRoutePage remote={resolution.owner} path={pathname} />;
  }
  if (resolution.kind === 'owned' && shellRoute) {
    return (
      <RemoteBoundary variant="page" resetKey={pathname}>
        <ShellPage route={shellRoute} />
      </RemoteBoundary>
    );
  }
  if (resolution.kind === 'pending') return <DelayedLoading variant="page" />;
  if (resolution.kind === 'unreadable') {
    return (
      <RemoteBoundary variant="page" resetKey={pathname} navBack={!isTabRoot(pathname)} onRetry={readClaims}>
        <Unreadable />
      </RemoteBoundary>
    );
  }
  return <NotFound />;
}

/** Resolves the current hash path to its owner (ARCHITECTURE route table) and renders it in the frame. */
export function AppRoutes() {
  const { pathname, search } = useLocation();
  // The closed area's name, not the config object: config loads that leave this page open re-render nothing.
  const closedArea = useAppConfig((state) => closedAreaOf(pathname, state.config));
  if (isLaunchPath(pathname)) return <Launch hashQuery={search} />;
  if (closedArea) return <ClosedArea name={closedArea} />;

  return (
    <AppFrame withTabBar={isTabRoot(pathname)}>
      <RoutedPage pathname={pathname} />
    </AppFrame>
  );
}
