import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

/**
 * lazy() for a shell page whose chunk may fail to load (offline, a deploy in between). React keeps a
 * rejected lazy() rejected, so 重试 (RemoteBoundary remounts the page) would show the same failure forever:
 * a failed load replaces the lazy component, and the next render imports the chunk again.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: LazyExoticComponent<ComponentType>;
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  current = lazy(attempt);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page when pages/index.ts loads, never during a render.
  return function LazyPage() {
    return createElement(current);
  };
}
