import { describe, expect, it } from 'vitest';
import { frameVerdict } from './frame-policy';

const target = new URL('https://kf.example.com/chat');
const shell = new URL('https://m.example.net');
const verdict = (headers: { xfo?: string; csp?: string[] }, parent = shell) =>
  frameVerdict({ xFrameOptions: headers.xfo, contentSecurityPolicies: headers.csp ?? [] }, target, parent);

describe('frameVerdict (as Chromium decides)', () => {
  it('no header frames; X-Frame-Options DENY and a cross-origin SAMEORIGIN refuse', () => {
    expect(verdict({})).toEqual({ framable: true });
    expect(verdict({ xfo: 'DENY' })).toEqual({ framable: false, reason: 'x-frame-options' });
    expect(verdict({ xfo: 'sameorigin' })).toEqual({ framable: false, reason: 'x-frame-options' });
    expect(verdict({ xfo: 'SAMEORIGIN' }, new URL('https://kf.example.com'))).toEqual({ framable: true });
    expect(verdict({ xfo: 'ALLOW-FROM https://m.example.net' })).toEqual({ framable: true });
  });

  it('CSP frame-ancestors decides when present, overriding X-Frame-Options', () => {
    const refused = { framable: false, reason: 'csp-frame-ancestors' };
    expect(verdict({ csp: ["default-src 'self'; frame-ancestors 'none'"] })).toEqual(refused);
    expect(verdict({ csp: ["frame-ancestors 'self'"] })).toEqual(refused);
    expect(verdict({ csp: ['frame-ancestors https://m.example.net'], xfo: 'DENY' })).toEqual({
      framable: true,
    });
    expect(verdict({ csp: ['frame-ancestors *.example.net'] })).toEqual({ framable: true });
    expect(verdict({ csp: ['frame-ancestors https:'] })).toEqual({ framable: true });
    expect(verdict({ csp: ['frame-ancestors *'] })).toEqual({ framable: true });
    expect(verdict({ csp: ['frame-ancestors https://m.example.net:8443'] })).toEqual(refused);
    expect(verdict({ csp: ['frame-ancestors https://other.example.net'] })).toEqual(refused);
    // Two policies: each must allow.
    expect(verdict({ csp: ['frame-ancestors *', "frame-ancestors 'none'"] })).toEqual(refused);
    expect(verdict({ csp: ["script-src 'self'"], xfo: 'DENY' })).toEqual({
      framable: false,
      reason: 'x-frame-options',
    });
  });

  it('a port and an http shell are matched as the browser matches them', () => {
    const local = new URL('http://127.0.0.1:8202');
    expect(verdict({ csp: ['frame-ancestors http://127.0.0.1:8202'] }, local)).toEqual({ framable: true });
    expect(verdict({ csp: ['frame-ancestors http://127.0.0.1:*'] }, local)).toEqual({ framable: true });
    expect(verdict({ csp: ['frame-ancestors http://127.0.0.1'] }, local).framable).toBe(false);
    expect(verdict({ csp: ['frame-ancestors https:'] }, local).framable).toBe(false);
  });
});
