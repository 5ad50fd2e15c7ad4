import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content Security Policy violation of the page (and its same-origin frames) from the
 * moment it is called: the `securitypolicyviolation` events and Chromium's console reports. Returns a
 * function giving what was recorded so far, as `directive blocked-uri` lines.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text().slice(0, 200));
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => {
    const fromPages = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
    );
    return [...fromPages.flat(), ...fromConsole];
  };
}
