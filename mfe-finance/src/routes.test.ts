import { describe, expect, it } from 'vitest';
import routes from './routes';

// Every route ARCHITECTURE.md assigns to mfe-finance (SPEC section 2).
const OWNED = [
  '/financePages/recharge',
  '/financePages/withdrawal',
  '/financePages/billdetails',
  '/financePages/rebaterecord',
  '/financePages/rebatedetail',
  '/financePages/bonusrecord',
  '/financePages/gamerecords',
  '/financePages/comprehensive',
  '/pages/payment/webview',
  '/pages/payment/success',
];

describe('mfe-finance route table', () => {
  it.each(OWNED)('has %s', (path) => {
    const route = routes.find((candidate) => candidate.path === path);
    expect(route?.title).toBeTruthy();
    expect(typeof route?.Component).toBe('function');
  });

  it('owns nothing else and lists each path once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual([...OWNED].sort());
  });
});
