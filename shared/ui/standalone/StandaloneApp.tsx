import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteRoute } from '../../types';
import { ToastHost } from '../toast/ToastHost';

/**
 * The minimal host a remote's own dev server runs, so its team can work without the shell: a hash router
 * over the remote's route table in a phone-width column, and the toast layer. Unknown paths go to the
 * first route.
 */
export function StandaloneApp({ routes }: { routes: RemoteRoute[] }) {
  const first = routes[0]?.path ?? '/';
  return (
    <HashRouter>
      <div style={{ maxWidth: 375, margin: '0 auto', minHeight: '100vh' }}>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<Navigate to={first} replace />} />
        </Routes>
      </div>
      <ToastHost />
    </HashRouter>
  );
}
