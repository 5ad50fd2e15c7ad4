import { HOME_PATH, isLaunchPath } from './launch';

function hashPath(hash: string): string {
  return hash.replace(/^#/, '').split('?')[0] || '/';
}

/**
 * SPEC 2: going back with no history leads to /pages/home/home. When the app is opened directly on a deeper
 * page, home is put beneath it in the session history before the router starts, so every back button
 * (the shared NavBar's history.back() included) lands on home instead of leaving the app.
 * The entries carry react-router's `idx` so the router knows where it is.
 */
export function seedHomeBeneath(): void {
  const path = hashPath(window.location.hash);
  if (isLaunchPath(path) || path === HOME_PATH) return;
  const { pathname, search, hash } = window.location;
  window.history.replaceState({ usr: null, key: 'home', idx: 0 }, '', `${pathname}${search}#${HOME_PATH}`);
  window.history.pushState({ usr: null, key: 'entry', idx: 1 }, '', `${pathname}${search}${hash}`);
}
