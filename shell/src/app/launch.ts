import { REMOTE_DEV_PARAM } from '@app/shared/remotes-contract';

export const HOME_PATH = '/pages/home/home';
export const PAYMENT_SUCCESS_PATH = '/pages/payment/success';

/**
 * SPEC 2 launch rule for the entry `/` (alias /pages/launch/choose): a `scheme` query parameter containing
 * payment-success opens the payment success page; one containing home (or none) relaunches to home.
 * The query may sit in the real URL (`/?scheme=...#/`) or in the hash (`#/?scheme=...`); both are passed in.
 */
export function launchTarget(...queries: string[]): string {
  for (const query of queries) {
    const scheme = new URLSearchParams(query).get('scheme') ?? '';
    if (scheme.includes('payment-success')) return PAYMENT_SUCCESS_PATH;
    if (scheme.includes('home')) return HOME_PATH;
  }
  return HOME_PATH;
}

export function isLaunchPath(path: string): boolean {
  return path === '/' || path === '' || path === '/pages/launch/choose';
}

let launchQuery = '';

/**
 * Called once before the first render: keeps the page URL's own query (`/?scheme=...#/`) for the launch
 * rule and removes it from the address bar, so a later visit to `/` does not replay it. A dev override
 * (`?remote_dev=`, pnpm dev:remote) stays: a reload must keep loading the team's dev server.
 */
export function captureLaunchQuery(): void {
  launchQuery = window.location.search;
  if (!launchQuery) return;
  const devToken = new URLSearchParams(launchQuery).get(REMOTE_DEV_PARAM);
  const kept = devToken ? `?${new URLSearchParams({ [REMOTE_DEV_PARAM]: devToken })}` : '';
  if (kept === launchQuery) return;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${kept}${hash}`);
}

/** The captured query. Read while rendering (a render may run more than once before it commits). */
export function capturedLaunchQuery(): string {
  return launchQuery;
}

/** Once the launch rule has been applied (after commit), so a later visit to `/` does not replay it. */
export function forgetLaunchQuery(): void {
  launchQuery = '';
}
