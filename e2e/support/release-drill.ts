import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';

// What the release drills (deploy.spec.ts, routes-release.spec.ts) do to an open tab, and their proof that
// the shell was not rebuilt.

/** One hash of every file under root, names included: the release drills prove the shell was not rebuilt. */
export function hashTree(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(relative(root, path)).update(readFileSync(path));
    }
  };
  walk(root);
  return hash.digest('hex');
}

/** What a tab does when the player comes back to it (the shell re-reads the remotes manifest). */
export const comeBack = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** Moves the open app to a route, as a link inside it does (no reload). */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
