import { createRoot } from 'react-dom/client';
import type { RemoteRoute } from '../../types';
import { StandaloneApp } from './StandaloneApp';

/** Renders the standalone host into #root of the page the remote's build generates (@app/shared/build). */
export function mountStandalone(routes: RemoteRoute[]): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StandaloneApp routes={routes} />);
}
