import type { RemoteRoute } from '@app/shared';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** Route path -> Chinese page title; routes.ts(x) builds the route table from it. */
export const TITLES = {
  '/financePages/recharge': '充值',
  '/financePages/withdrawal': '提现',
  '/financePages/billdetails': '账单明细',
  '/financePages/rebaterecord': '返水记录',
  '/financePages/rebatedetail': '返水详情',
  '/financePages/bonusrecord': '红利记录',
  '/financePages/gamerecords': '游戏记录',
  '/financePages/comprehensive': '综合报表',
  '/pages/payment/webview': '支付',
  '/pages/payment/success': '支付结果',
} as const;

export type OwnedPath = keyof typeof TITLES;

/** The title of the route being shown, for pages that serve several routes. */
export function useRouteTitle(): string {
  const { pathname } = useLocation();
  return TITLES[pathname as OwnedPath] ?? '';
}

export function ownedRoute(path: OwnedPath, Component: ComponentType): RemoteRoute {
  return { path, title: TITLES[path], Component };
}
