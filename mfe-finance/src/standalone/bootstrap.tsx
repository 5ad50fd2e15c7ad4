import '@app/shared/tokens.css';
import { ToastHost } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import routes from '../routes';

// The minimal host this remote's own dev server runs, so its team can work without the shell.
function StandaloneApp() {
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

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneApp />);
