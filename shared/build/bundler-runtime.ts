import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The federation plugin imports its bundler runtime by the CommonJS path Node resolves, and CommonJS cannot
 * be tree-shaken, so every remote container carried all of @module-federation/sdk. The same package's ES
 * build lets the bundler keep what is used: each production remoteEntry.js goes from 14.7 to 9.1 KB gzip.
 * Not for a build that bundles the runtime core (the shell, dev remotes): the core requires the CommonJS sdk,
 * and a second, ES copy would be added beside it. The path is resolved the way @rspack/core resolves it
 * (from @module-federation/runtime-tools, found from the app folder).
 */
export function esmBundlerRuntimeAlias(context: string): Record<string, string> {
  const runtimeTools = require.resolve('@module-federation/runtime-tools', {
    paths: [context, import.meta.dirname],
  });
  const commonJs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  return commonJs.endsWith('.cjs') ? { [commonJs]: commonJs.replace(/\.cjs$/, '.js') } : {};
}
