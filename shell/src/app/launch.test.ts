import { afterEach, describe, expect, it } from 'vitest';
import {
  capturedLaunchQuery,
  captureLaunchQuery,
  forgetLaunchQuery,
  isLaunchPath,
  launchTarget,
} from './launch';

describe('launch rule', () => {
  it('opens the payment success page when scheme contains payment-success', () => {
    expect(launchTarget('?scheme=app%3A%2F%2Fpayment-success%3Forder%3D1')).toBe('/pages/payment/success');
  });

  it('relaunches to home when scheme contains home, or when there is no scheme', () => {
    expect(launchTarget('?scheme=app://home')).toBe('/pages/home/home');
    expect(launchTarget('')).toBe('/pages/home/home');
    expect(launchTarget('?other=1')).toBe('/pages/home/home');
  });

  it('reads the page query first and the hash query second', () => {
    expect(launchTarget('', '?scheme=payment-success')).toBe('/pages/payment/success');
    expect(launchTarget('?scheme=home', '?scheme=payment-success')).toBe('/pages/home/home');
  });

  it('treats /, the empty path and /pages/launch/choose as the entry', () => {
    expect(isLaunchPath('/')).toBe(true);
    expect(isLaunchPath('')).toBe(true);
    expect(isLaunchPath('/pages/launch/choose')).toBe(true);
    expect(isLaunchPath('/pages/home/home')).toBe(false);
  });
});

describe('captureLaunchQuery', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps the page query until it is used and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/?scheme=payment-success#/');
    captureLaunchQuery();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/');
    expect(capturedLaunchQuery()).toBe('?scheme=payment-success');
    expect(capturedLaunchQuery()).toBe('?scheme=payment-success');
    forgetLaunchQuery();
    expect(capturedLaunchQuery()).toBe('');
  });

  it('leaves a dev override (pnpm dev:remote) in the address bar, so a reload keeps loading the dev server', () => {
    window.history.replaceState(null, '', '/?scheme=payment-success&remote_dev=abc.def#/noticePages/list');
    captureLaunchQuery();
    expect(window.location.search).toBe('?remote_dev=abc.def');
    expect(window.location.hash).toBe('#/noticePages/list');
    expect(capturedLaunchQuery()).toBe('?scheme=payment-success&remote_dev=abc.def');
  });
});
