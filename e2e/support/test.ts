import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

import { voidListedMatches } from './matches';

export * from '@playwright/test';

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Runs in every document before the app: notes the text of each toast as it is inserted. A toast lasts 2-4 s;
 * on a loaded machine it can come and go between two of Playwright's checks, and the record cannot.
 */
function noteToasts(): void {
  const shown: string[] = [];
  window.__toastsShown = shown;
  const noted = new WeakSet<Element>();
  new MutationObserver(() => {
    for (const toast of Array.from(document.querySelectorAll('[aria-live] > [role="status"]'))) {
      if (noted.has(toast)) continue;
      noted.add(toast);
      shown.push(toast.textContent ?? '');
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Notes every toast shown in the pages of `context` (the default context does this by itself). */
export async function noteToastsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(noteToasts);
}

export const test = base.extend<{ toastsNoted: undefined; listedMatchesVoided: undefined }>({
  toastsNoted: [
    async ({ context }, use) => {
      await noteToastsIn(context);
      await use(undefined);
    },
    { auto: true },
  ],
  listedMatchesVoided: [
    async ({ request }, use) => {
      await use(undefined);
      await voidListedMatches(request);
    },
    { auto: true },
  ],
});

/** The texts of the toasts this document has shown, oldest first. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__toastsShown ?? []);
}

/** Waits until the page has shown a toast containing `text` (as Playwright's toContainText), or matching it. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => toastsShown(page), { message: `a toast ${text}` })
    .toContainEqual(typeof text === 'string' ? expect.stringContaining(text) : expect.stringMatching(text));
}
