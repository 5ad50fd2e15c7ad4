import type { Chunk, Compiler } from '@rspack/core';

/** V8's explicit compile hint (v8.dev/blog/explicit-compile-hints); it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts the chosen chunks' scripts with COMPILE_HINT. V8 then compiles all of a file's functions while
 * it streams the script in, off the main thread, instead of one by one on the main thread the first time
 * each is called (issue 19: long tasks are Lighthouse's total blocking time). Only for chunks whose code
 * mostly runs at once, and measured on a first and a repeat visit: on a repeat visit the service worker
 * serves the scripts, and for the shell's main.js the hint then showed as more compiling on the main thread. Browsers without the hint read a comment.
 */
export class CompileHints {
  constructor(private readonly eager: (chunk: Chunk) => boolean) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      // After minifying (which drops comments), before the source maps and the content hashes are made.
      const stage = Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHints', stage }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.eager(chunk)) continue;
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}
