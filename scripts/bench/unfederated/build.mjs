// Builds the shell "without federation" into the folder given as argv[2]: the shell's own rspack config
// minus the ModuleFederationPlugin, with shell/src/remotes/federation.ts swapped for ./federation.ts.
// Run by ../unfederated.mjs with `node --import tsx` (the shell's config is TypeScript).
import { createRequire } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const shellDir = join(here, '..', '..', '..', 'shell');
const { rspack } = createRequire(join(shellDir, 'package.json'))('@rspack/core');
const { default: shellConfig } = await import(pathToFileURL(join(shellDir, 'rspack.config.ts')).href);

const config = shellConfig({}, { mode: 'production' });
const shellSources = join(shellDir, 'src') + sep;
config.plugins = [
  ...config.plugins.filter((plugin) => plugin && plugin.constructor.name !== 'ModuleFederationPlugin'),
  new rspack.NormalModuleReplacementPlugin(/[\\/]federation$/, (resource) => {
    if (resource.context.startsWith(shellSources)) resource.request = join(here, 'federation.ts');
  }),
];
config.output = { ...config.output, path: process.argv[2] };
config.devtool = false;

const stats = await new Promise((resolve, reject) =>
  rspack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
