import type { OpsModule } from '@app/shared/ops';
import { permissionsOf } from '@app/shared/ops';
import { describe, expect, it } from 'vitest';
import { landingPath, visibleMenu } from './menu';

const Page = () => null;
const modules: OpsModule[] = [
  {
    section: 'overview',
    title: '概览',
    pages: [{ path: 'dashboard', title: '运营概览', permission: 'dashboard.read', Component: Page }],
  },
  {
    section: 'finance',
    title: '财务',
    pages: [
      { path: 'withdrawals', title: '提现审核', permission: 'finance.withdrawals', Component: Page },
      { path: 'recharges', title: '充值审核', permission: 'finance.recharges', Component: Page },
      {
        path: 'withdrawals/:id',
        title: '提现详情',
        permission: 'finance.withdrawals',
        menu: false,
        Component: Page,
      },
    ],
  },
  {
    section: 'players',
    title: '玩家',
    pages: [{ path: 'list', title: '玩家列表', permission: 'players.read', Component: Page }],
  },
];

const titles = (permissions: readonly string[]) =>
  visibleMenu(modules, permissions).map((group) => [group.title, group.pages.map((page) => page.title)]);

describe('the side menu', () => {
  it('shows a 客服 no 财务 section, and a 财务 its review pages but no detail page', () => {
    expect(titles(permissionsOf(['support']))).toEqual([
      ['概览', ['运营概览']],
      ['玩家', ['玩家列表']],
    ]);
    expect(titles(permissionsOf(['finance']))).toEqual([
      ['概览', ['运营概览']],
      ['财务', ['提现审核', '充值审核']],
      ['玩家', ['玩家列表']],
    ]);
  });

  it('lists a page only to an operator holding its very permission', () => {
    expect(titles(['finance.recharges'])).toEqual([['财务', ['充值审核']]]);
    expect(titles([])).toEqual([]);
  });

  it('lands an operator on the first page they may open', () => {
    expect(landingPath(visibleMenu(modules, ['players.read']))).toBe('/players/list');
    expect(landingPath(visibleMenu(modules, []))).toBeNull();
  });
});
