import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

const versionOf = (pkg: string): string => (require(`${pkg}/package.json`) as { version: string }).version;

/**
 * One instance of each at runtime (ARCHITECTURE "Loading remotes"), under the version this build was made
 * with. A build requires at least that version within its major (`^x.y.z`), strictly: a remote built
 * against a newer @app/shared (a new export) than the shell provides fails to load with the runtime's
 * "does not satisfy the requirement" error before any of its code runs, instead of crashing later with
 * "… is not a function". The shell and every remote must agree on this list, so it lives in the shared
 * contract rather than in five copies.
 */
function singleton(version: string) {
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: true } as const;
}

const react = versionOf('react');
const reactDom = versionOf('react-dom');

export const sharedSingletons = {
  react: singleton(react),
  'react/jsx-runtime': singleton(react),
  'react/jsx-dev-runtime': singleton(react),
  'react-dom': singleton(reactDom),
  'react-dom/client': singleton(reactDom),
  // The subset the apps use (shared/router explains why), under the real package's version.
  'react-router-dom': {
    ...singleton(versionOf('react-router-dom')),
    import: fileURLToPath(new URL('../router/index.ts', import.meta.url)),
  },
  zustand: singleton(versionOf('zustand')),
  '@app/shared': singleton((require('../package.json') as { version: string }).version),
};

/** What a build provides: shared name -> version (the shell publishes it as federation-shared.json). */
export function providedVersions(): Record<string, string> {
  return Object.fromEntries(Object.entries(sharedSingletons).map(([name, entry]) => [name, entry.version]));
}
