import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// One instance of each at runtime (ARCHITECTURE "Loading remotes"). The shell and every remote must agree on
// this list, so it lives in the shared contract rather than in five copies.
const singleton = { singleton: true, requiredVersion: false } as const;

const require = createRequire(import.meta.url);

/** react-router-dom is shared as the subset the apps use (shared/router explains why), at the package's version. */
const reactRouterDom = {
  ...singleton,
  import: fileURLToPath(new URL('../router/index.ts', import.meta.url)),
  version: (require('react-router-dom/package.json') as { version: string }).version,
};

export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router-dom': reactRouterDom,
  zustand: singleton,
  '@app/shared': singleton,
};
