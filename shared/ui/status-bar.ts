/**
 * SPEC 9: the header sits below the status bar and is 50 px tall on Android, 45 px elsewhere. On the web the
 * status bar's height is the `safe-area-inset-top` the browser reports (the page asks for it with
 * `viewport-fit=cover`), so the tokens give `--safe-top` and this sets `--navbar-height` once per page.
 */
export const NAVBAR_HEIGHT = { android: 50, other: 45 } as const;

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/** The header's own height below the status bar for this device. */
export function navBarHeight(userAgent: string): number {
  return isAndroid(userAgent) ? NAVBAR_HEIGHT.android : NAVBAR_HEIGHT.other;
}

export function applyStatusBarHeight(
  root: HTMLElement = document.documentElement,
  userAgent: string = navigator.userAgent,
): void {
  root.style.setProperty('--navbar-height', `${navBarHeight(userAgent)}px`);
}
