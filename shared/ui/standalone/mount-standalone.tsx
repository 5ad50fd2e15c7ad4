import { createRoot } from 'react-dom/client';
import type { RemoteRoute } from '../../types';
import { applyStatusBarHeight } from '../status-bar';
import { StandaloneApp } from './StandaloneApp';

/**
 * Renders the standalone host into #root of the page the remote's build generates (@app/shared/build).
 * Returns the unmount, for tests; a page simply keeps it mounted.
 */
export function mountStandalone(routes: RemoteRoute[]): () => void {
  const element = document.getElementById('root');
  if (!element) return () => {};
  applyStatusBarHeight();
  const root = createRoot(element);
  root.render(<StandaloneApp routes={routes} />);
  return () => root.unmount();
}
