import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, can, PERMISSION_IDS, PERMISSIONS, permissionsOf, ROLES } from './permissions';

describe('operator permissions and roles', () => {
  it('超级管理员 holds every permission; each other role only its own area', () => {
    expect(permissionsOf(['super_admin'])).toEqual(PERMISSION_IDS);
    const finance = permissionsOf(['finance']);
    expect(can(finance, 'finance.withdrawals')).toBe(true);
    expect(can(finance, 'trading.settle')).toBe(false);
    expect(can(permissionsOf(['support']), 'players.block')).toBe(false);
    expect(can(permissionsOf(['risk']), 'players.block')).toBe(true);
    expect(can(permissionsOf(['release']), 'releases.deploy')).toBe(true);
    expect(can(permissionsOf(['operations']), 'finance.credit')).toBe(false);
  });

  it('no role but 超级管理员 manages operators or reads the audit log', () => {
    for (const role of BUILT_IN_ROLES.filter((id) => id !== 'super_admin')) {
      expect(can(permissionsOf([role]), 'operators.manage')).toBe(false);
      expect(can(permissionsOf([role]), 'audit.read')).toBe(false);
    }
  });

  it('every built-in role sees the dashboard (运营概览)', () => {
    for (const role of BUILT_IN_ROLES) expect(can(permissionsOf([role]), 'dashboard.read')).toBe(true);
  });

  it('merges roles with own permissions and drops unknown ids and roles', () => {
    expect(permissionsOf(['support', 'nobody'], ['trading.odds', 'made.up'])).toEqual(
      PERMISSION_IDS.filter((id) => [...ROLES.support.permissions, 'trading.odds'].includes(id)),
    );
  });

  it('labels every permission and role in Chinese', () => {
    for (const label of Object.values(PERMISSIONS)) expect(label).toMatch(/\p{Script=Han}/u);
    expect(Object.values(ROLES).map((role) => role.label)).toEqual([
      '超级管理员',
      '运营',
      '财务',
      '风控',
      '客服',
      '发布',
    ]);
  });
});
