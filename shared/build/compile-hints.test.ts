// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, CompileHints } from './compile-hints';

const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<void> {
  writeFileSync(
    join(dir, 'index.js'),
    `import(/* webpackChunkName: "soon" */ './soon.js').then((m) => m.run());
     import(/* webpackChunkName: "later" */ './later.js').then((m) => m.run());`,
  );
  writeFileSync(join(dir, 'soon.js'), 'export function run() { return document.title; }');
  writeFileSync(join(dir, 'later.js'), 'export function run() { return location.href; }');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
    plugins: [new CompileHints((chunk) => chunk.canBeInitial() || chunk.name === 'soon')],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else resolve();
    }),
  );
}

const file = (prefix: string, ext = '.js') => {
  const name = readdirSync(join(dir, 'dist')).find(
    (entry) => entry.startsWith(prefix) && entry.endsWith(ext),
  );
  if (!name) throw new Error(`no ${prefix}*${ext}`);
  return readFileSync(join(dir, 'dist', name), 'utf8');
};

describe('CompileHints', () => {
  it('starts the chosen chunks (minified) with the hint, leaves the others alone, and keeps the source maps true', async () => {
    await build();
    expect(file('main.').split('\n')[0]).toBe(COMPILE_HINT);
    expect(file('soon.').split('\n')[0]).toBe(COMPILE_HINT);
    expect(file('later.')).not.toContain(COMPILE_HINT);
    // Minified after all: the hint is the only comment, and the code is on the line after it.
    expect(file('main.').split('\n')).toHaveLength(3);
    // The map's first line (the hint) has no mappings, so every position in the code still maps right.
    const map = JSON.parse(file('main.', '.js.map'));
    expect(map.mappings.startsWith(';')).toBe(true);
  }, 30_000);
});
