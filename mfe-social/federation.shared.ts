// One instance of each at runtime (ARCHITECTURE "Loading remotes"). Every app carries its own copy of this
// list so no app imports another; keep the five copies identical.
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
