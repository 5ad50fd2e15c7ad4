// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { Precompress } from './precompress';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<void> {
  const words = Array.from({ length: 400 }, (_, index) => `"word${index}"`).join(',');
  writeFileSync(join(dir, 'index.js'), `console.log([${words}].join(' '));`);
  writeFileSync(join(dir, 'tiny.js'), 'console.log(1);');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', tiny: './tiny.js' },
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new Precompress()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

describe('Precompress', () => {
  it('puts brotli and gzip copies of the exact built bytes beside each text file worth compressing', async () => {
    await build();
    const files = readdirSync(join(dir, 'dist'));
    const main = files.find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name)) ?? '';
    const body = readFileSync(join(dir, 'dist', main));
    const brotli = readFileSync(join(dir, 'dist', `${main}.br`));
    expect(brotliDecompressSync(brotli).equals(body)).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, 'dist', `${main}.gz`))).equals(body)).toBe(true);
    expect(brotli.length).toBeLessThan(body.length / 2);
    // Source maps (only developer tools read them) and files under 1 KB are sent as they are.
    expect(files).not.toContain(`${main}.map.br`);
    const tiny = files.find((name) => /^tiny\.[0-9a-f]{8}\.js$/.test(name)) ?? '';
    expect(existsSync(join(dir, 'dist', `${tiny}.br`))).toBe(false);
  }, 30_000);
});
