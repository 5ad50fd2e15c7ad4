/**
 * The bridge between the request layer and the session: the session registers how to read the token and
 * what to do on 401, so the client never imports the session (no import cycle).
 */
export interface AuthBridge {
  getToken: () => string | null;
  onUnauthorized: () => void | Promise<void>;
}

const bridge: AuthBridge = { getToken: () => null, onUnauthorized: () => {} };

export function registerAuthBridge(next: Partial<AuthBridge>): void {
  Object.assign(bridge, next);
}

export function authBridge(): AuthBridge {
  return bridge;
}

/**
 * SPEC 6: login, register, forgot-password and reset-password go without the token. "register" covers every
 * registration form (/v1/register, /v1/invite/register, /v1/agent/register-by-domain, /v1/smart/register).
 */
const PUBLIC_AUTH_PATH = /\/(?:login|register(?:-[a-z-]+)?|forgot-password|reset-password)$/;

export function isPublicAuthPath(url: string): boolean {
  const path = (url.split('?')[0] ?? url).replace(/\/+$/, '');
  return PUBLIC_AUTH_PATH.test(path);
}

export const LOGIN_HASH = '#/pages/login/login';
/** SPEC 9 login-expiry redirect delay. */
export const LOGIN_REDIRECT_DELAY_MS = 1500;
