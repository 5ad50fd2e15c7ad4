import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from '@rspack/core';

const COMPRESSIBLE = /\.(js|css|json|html|webmanifest|svg)$/;
/** Below about a packet, compressing saves no round trip. */
const MIN_BYTES = 1024;

/**
 * Emits `<file>.br` (brotli at quality 11) and `<file>.gz` (gzip 9) beside each text file of the build; the
 * server sends them as they are (@fastify/static `preCompressed`). Compressing on the fly uses brotli's fast
 * setting: the first load's scripts then weigh 14-15% more (react-dom's chunk 83 KB against 71 KB), on
 * slow 4G about 100 ms of a deep link's critical path (issue 19), and the server spends CPU on every
 * response. A few lines of node:zlib rather than compression-webpack-plugin, which brings webpack itself
 * (and terser) into the tree as its peer.
 */
export class Precompress {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      // After the content hashes and the source map comments: the bytes the browser gets.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
      compilation.hooks.processAssets.tap({ name: 'Precompress', stage }, () => {
        for (const asset of compilation.getAssets()) {
          if (!COMPRESSIBLE.test(asset.name)) continue;
          const body = asset.source.buffer();
          if (body.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          });
          compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gzipSync(body, { level: 9 })));
        }
      });
    });
  }
}
