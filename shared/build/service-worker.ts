import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Compiler } from '@rspack/core';

/** Where the shell's page registers its service worker (shell/src/app/serviceWorker.ts). */
export const SERVICE_WORKER_FILE = 'sw.js';
const HASHED_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Emits SERVICE_WORKER_FILE: the app's `src/service-worker.js` behind the build's id and the list of its
 * hashed scripts and stylesheets, which the worker caches at install. A hand-written worker of about 90
 * lines, rather than workbox: the rules are few, and nothing of it is on the page's critical path either way.
 */
export class ServiceWorkerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const files = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => HASHED_FILE.test(name))
            .sort()
            .map((name) => publicPath + name);
          const source = readFileSync(join(compiler.context, 'src', 'service-worker.js'), 'utf8');
          const head = `self.__SHELL_BUILD__ = ${JSON.stringify(compilation.hash ?? '')};\nself.__SHELL_FILES__ = ${JSON.stringify(files)};\n`;
          compilation.emitAsset(SERVICE_WORKER_FILE, new compiler.webpack.sources.RawSource(head + source));
        },
      );
    });
  }
}
