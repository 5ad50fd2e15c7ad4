// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as subset from './index';

const root = join(import.meta.dirname, '..', '..');
const appSources = [
  'shell/src',
  'mfe-sports/src',
  'mfe-lottery/src',
  'mfe-finance/src',
  'mfe-social/src',
  'shared',
];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every value and type name the apps import from react-router-dom, with the file that imports it. */
function routerImports(): Array<{ name: string; file: string }> {
  const found: Array<{ name: string; file: string }> = [];
  for (const dir of appSources) {
    for (const file of sourceFiles(join(root, dir))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
        const [, typeOnly, names = ''] = match;
        if (typeOnly) continue;
        for (const part of names.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name && !name.startsWith('type ')) found.push({ name, file: file.slice(root.length + 1) });
        }
      }
    }
  }
  return found;
}

describe('the shared react-router-dom subset', () => {
  it('exports every runtime name the apps import (anything missing is undefined in the built app)', () => {
    const imports = routerImports();
    expect(imports.map((i) => i.name)).toContain('useNavigate');
    const missing = imports.filter(({ name }) => !(name in subset));
    expect(missing).toEqual([]);
  });

  it('forwards the real react-router components and hooks', async () => {
    const real = await import('react-router');
    for (const [name, value] of Object.entries(subset)) {
      expect(value, name).toBe(real[name as keyof typeof real]);
    }
  });
});
