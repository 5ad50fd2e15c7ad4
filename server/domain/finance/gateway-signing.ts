import { createHmac, timingSafeEqual } from 'node:crypto';

const MIN_SECRET_LENGTH = 16;

/**
 * The gateway's shared secret: PAYMENT_GATEWAY_SECRET, else derived from the ops token (itself a per-install
 * random secret, or OPS_TOKEN), so signed pages and callbacks survive restarts without another secret file.
 * A configured secret too short to resist guessing is refused at start instead of silently replaced.
 */
export function gatewaySecret(env: NodeJS.ProcessEnv, opsToken: string): string {
  const configured = env.PAYMENT_GATEWAY_SECRET;
  if (configured !== undefined && configured !== '') {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`PAYMENT_GATEWAY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return configured;
  }
  return createHmac('sha256', opsToken).update('demo-gateway-callback').digest('hex');
}

/**
 * The demo gateway lets a player mark their own order paid, so it never runs in production by accident:
 * on outside production, in production only with PAYMENT_DEMO_GATEWAY=1 (PAYMENT_DEMO_GATEWAY=0 turns it off
 * anywhere).
 */
export function demoGatewayEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.PAYMENT_DEMO_GATEWAY === '1') return true;
  if (env.PAYMENT_DEMO_GATEWAY === '0') return false;
  return env.NODE_ENV !== 'production';
}

export interface GatewayCallback {
  order_no: string;
  trade_no: string;
  amount: string;
  status: 'success' | 'failed';
  timestamp: number;
  nonce: string;
  sign: string;
}

export type UnsignedCallback = Omit<GatewayCallback, 'sign'>;

/** `key=value` pairs sorted by key and joined with &, the usual gateway canonical form. */
export function canonical(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
}

export function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

export function signCallback(secret: string, fields: UnsignedCallback): GatewayCallback {
  return { ...fields, sign: hmac(secret, canonical({ ...fields })) };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === 32 && left.length === right.length && timingSafeEqual(left, right);
}

export function verifyCallback(secret: string, callback: GatewayCallback): boolean {
  const { sign, ...fields } = callback;
  return sameHex(sign, hmac(secret, canonical(fields)));
}

/** The signature in the pay link, so only orders the platform created open a payable gateway page. */
export const payLinkSign = (secret: string, orderNo: string) => hmac(secret, `pay:${orderNo}`);

export const verifyPayLink = (secret: string, orderNo: string, sign: string) =>
  /^[0-9a-f]{64}$/.test(sign) && sameHex(sign, payLinkSign(secret, orderNo));

export const GATEWAY_PAGE_PATH = '/api/demo-gateway/pay';

export const payUrl = (secret: string, orderNo: string) =>
  `${GATEWAY_PAGE_PATH}?order_no=${orderNo}&sign=${payLinkSign(secret, orderNo)}`;
