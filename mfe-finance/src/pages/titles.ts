import { type ClaimedTitles, titledRoute, useRouteTitleIn } from '@app/shared';
import type { ComponentType } from 'react';
import type { OWNED_ROUTES } from '../ownedRoutes';

/** Route path -> Chinese page title; routes.ts builds the route table from it. Only claimed paths fit. */
export const TITLES = {
  '/financePages/recharge': '充值',
  '/financePages/withdrawal': '提现',
  '/financePages/billdetails': '账单明细',
  '/financePages/rebaterecord': '返水记录',
  '/financePages/rebatedetail': '返水详情',
  '/financePages/bonusrecord': '奖金记录',
  '/financePages/gamerecords': '投注记录',
  '/financePages/comprehensive': '综合报表',
  '/pages/payment/webview': '支付',
  '/pages/payment/success': '支付结果',
} as const satisfies ClaimedTitles<typeof OWNED_ROUTES>;

export type OwnedPath = keyof typeof TITLES;

/** The title of the route being shown, for pages that serve several routes. */
export const useRouteTitle = (): string => useRouteTitleIn(TITLES);

export const ownedRoute = (path: OwnedPath, Component: ComponentType) => titledRoute(TITLES, path, Component);
