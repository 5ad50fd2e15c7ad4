import { describe, expect, it } from 'vitest';
import { buildRouteTable, isValidClaim, ownerIn } from './routeTable';

const shell = { owner: 'shell', claims: ['/', '/pages/home/home', '/minePages/set', '/pages/login/'] };
const finance = { owner: 'mfe_finance', claims: ['/financePages/', '/pages/payment/'] };
const social = { owner: 'mfe_social', claims: ['/minePages/vip', '/activityPages/'] };

describe('runtime route table', () => {
  it('gives a path under a claimed prefix to its claimer, and an exact claim only its own path', () => {
    const table = buildRouteTable([shell, finance, social]);
    expect(ownerIn(table, '/financePages/recharge')).toBe('mfe_finance');
    expect(ownerIn(table, '/financePages/')).toBe('mfe_finance');
    expect(ownerIn(table, '/pages/payment/success')).toBe('mfe_finance');
    expect(ownerIn(table, '/minePages/vip')).toBe('mfe_social');
    expect(ownerIn(table, '/minePages/vipx')).toBeNull();
    expect(ownerIn(table, '/minePages/set')).toBe('shell');
    expect(ownerIn(table, '/financePagesX/recharge')).toBeNull();
    expect(ownerIn(table, '/')).toBe('shell');
    expect(ownerIn(table, '/nowhere')).toBeNull();
  });

  it('lets the longest prefix win, whoever is listed first, and an exact claim beat every prefix', () => {
    const table = buildRouteTable([
      { owner: 'mfe_social', claims: ['/events/'] },
      { owner: 'mfe_lottery', claims: ['/events/lottery/'] },
      { owner: 'mfe_sports', claims: ['/events/lottery/live'] },
    ]);
    expect(ownerIn(table, '/events/signin')).toBe('mfe_social');
    expect(ownerIn(table, '/events/lottery/draws')).toBe('mfe_lottery');
    expect(ownerIn(table, '/events/lottery/live')).toBe('mfe_sports');
  });

  it('refuses a claim another owner holds: the shell or the remote listed first keeps it, and the conflict is listed', () => {
    const table = buildRouteTable([
      shell,
      finance,
      { owner: 'mfe_social', claims: ['/financePages/', '/pages/login/', '/socialPages/'] },
    ]);
    expect(ownerIn(table, '/financePages/recharge')).toBe('mfe_finance');
    expect(ownerIn(table, '/pages/login/login')).toBe('shell');
    expect(ownerIn(table, '/socialPages/any')).toBe('mfe_social');
    expect(table.conflicts).toEqual([
      { claim: '/financePages/', heldBy: 'mfe_finance', refused: 'mfe_social' },
      { claim: '/pages/login/', heldBy: 'shell', refused: 'mfe_social' },
    ]);
  });

  it('sees no conflict in a remote repeating one of its own claims', () => {
    const table = buildRouteTable([{ owner: 'mfe_finance', claims: ['/financePages/', '/financePages/'] }]);
    expect(table.conflicts).toEqual([]);
  });

  it('accepts absolute paths only, and never the root prefix that would take every unclaimed path', () => {
    expect(isValidClaim('/newPages/')).toBe(true);
    expect(isValidClaim('/pages/game/game')).toBe(true);
    for (const bad of ['/', 'newPages/', '', '/a b', '/a?x=1', '/a#b', 42, null, `/${'x'.repeat(200)}`]) {
      expect(isValidClaim(bad)).toBe(false);
    }
  });
});
