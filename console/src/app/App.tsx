import { LoadingHost, ToastHost } from '@app/shared';
import type { OpsModule, OpsPage } from '@app/shared/ops';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { HashRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { landingPath, pagePath, visibleMenu } from '../menu/menu';
import { Failure, Loading } from '../pages/Failure';
import { PageBoundary } from '../pages/PageBoundary';
import { readyModules, useRemoteModules } from '../remotes/opsModules';
import { hostSections } from '../sections';
import { useOperatorSession } from '../session/operatorSession';
import type { Operator } from '../session/opsApi';
import { SignIn } from '../signin/SignIn';

/** Where the shared HTTP client sends a signed-out page (LOGIN_HASH): the console signs in at its root. */
const PLAYER_LOGIN_PATH = '/pages/login/login';

interface PageFrameProps {
  href: string;
  page: OpsPage;
  permissions: readonly string[];
}

function PageFrame({ href, page, permissions }: PageFrameProps) {
  if (!permissions.includes(page.permission)) return <Failure message="您没有权限访问此页面" />;
  // Keyed by the page: a failure stays with the page that failed when the operator moves on.
  return (
    <PageBoundary key={href} title={page.title}>
      <Suspense fallback={<Loading />}>
        <page.Component />
      </Suspense>
    </PageBoundary>
  );
}

/** No page at this address: still loading a remote's pages, a remote that failed, or nothing at all. */
function Unmatched() {
  const remotes = useRemoteModules((state) => state.remotes);
  const retry = useRemoteModules((state) => state.retry);
  if (remotes === null || remotes.some((entry) => entry.status === 'loading')) return <Loading />;
  const failed = remotes.find((entry) => entry.status === 'failed');
  if (failed)
    return (
      <Failure
        message={`运营模块 ${failed.remote.name} 加载失败，该页面暂时无法打开`}
        onRetry={() => void retry(failed.remote.name)}
      />
    );
  return <Failure message="页面不存在" />;
}

function SignedIn({ operator }: { operator: Operator }) {
  const navigate = useNavigate();
  const signOut = useOperatorSession((state) => state.signOut);
  const { remotes, manifestFailed, discover, retry } = useRemoteModules();
  useEffect(() => {
    if (useRemoteModules.getState().remotes === null) void discover();
  }, [discover]);
  const modules: OpsModule[] = useMemo(() => [...hostSections, ...readyModules(remotes)], [remotes]);
  const menu = useMemo(() => visibleMenu(modules, operator.permissions), [modules, operator.permissions]);
  const landing = landingPath(menu);
  const pending = (remotes ?? []).filter((entry) => entry.status !== 'ready');

  return (
    <ConsoleLayout
      operator={operator}
      menu={menu}
      pendingRemotes={pending}
      onRetryRemote={(name) => void retry(name)}
      manifestFailed={manifestFailed}
      onRetryManifest={() => void discover()}
      onSignOut={() => void signOut().finally(() => navigate('/', { replace: true }))}
    >
      <Routes>
        <Route
          path="/"
          element={
            landing ? <Navigate to={landing} replace /> : <Failure message="您的账号暂未分配任何可用页面" />
          }
        />
        <Route path={PLAYER_LOGIN_PATH} element={<Navigate to="/" replace />} />
        {modules.flatMap((module) =>
          module.pages.map((page) => (
            <Route
              key={`${module.section}/${page.path}`}
              path={pagePath(module.section, page.path)}
              element={
                <PageFrame
                  href={pagePath(module.section, page.path)}
                  page={page}
                  permissions={operator.permissions}
                />
              }
            />
          )),
        )}
        <Route path="*" element={<Unmatched />} />
      </Routes>
    </ConsoleLayout>
  );
}

/** Sign-in until there is an operator token; then who they are (GET /api/ops/auth/me), then the console. */
function Console() {
  const token = useOperatorSession((state) => state.token);
  const operator = useOperatorSession((state) => state.operator);
  const loadOperator = useOperatorSession((state) => state.loadOperator);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    // A 401 clears the token (the auth bridge) and sign-in shows; anything else offers a retry.
    loadOperator().catch(() => setFailed(useOperatorSession.getState().token !== null));
  }, [loadOperator]);
  useEffect(() => {
    if (token && !operator) load();
  }, [token, operator, load]);

  if (!token) return <SignIn />;
  if (operator) return <SignedIn operator={operator} />;
  if (failed) return <Failure message="无法获取账号信息，请重试" onRetry={load} />;
  return <Loading />;
}

export function App() {
  return (
    <HashRouter>
      <Console />
      <ToastHost />
      <LoadingHost />
    </HashRouter>
  );
}
