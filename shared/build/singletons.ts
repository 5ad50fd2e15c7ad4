// One instance of each at runtime (ARCHITECTURE "Loading remotes"). The shell and every remote must agree on
// this list, so it lives in the shared contract rather than in five copies.
const singleton = { singleton: true, requiredVersion: false } as const;

export const sharedSingletons = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react/jsx-dev-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  'react-router-dom': singleton,
  zustand: singleton,
  '@app/shared': singleton,
};
