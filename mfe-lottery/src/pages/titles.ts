import { type ClaimedTitles, titledRoute, useRouteTitleIn } from '@app/shared';
import type { ComponentType } from 'react';
import type { OWNED_ROUTES } from '../ownedRoutes';

/** Route path -> Chinese page title; routes.ts builds the route table from it. Only claimed paths fit. */
export const TITLES = {
  '/pages/lottery/lottery-list': '彩票大厅',
  '/pages/lottery/lottery-game': '彩票投注',
  '/pages/lottery/lottery-categories': '彩种分类',
  '/pages/lottery/lottery-detail': '彩种详情',
  '/pages/lottery/lottery-notice': '开奖公告',
  '/pages/lottery/lottery-chase': '我的追号',
  '/pages/game/game': '游戏',
  '/gamelistPages/soltlist': '电子游戏',
} as const satisfies ClaimedTitles<typeof OWNED_ROUTES>;

export type OwnedPath = keyof typeof TITLES;

/** The title of the route being shown, for pages that serve several routes. */
export const useRouteTitle = (): string => useRouteTitleIn(TITLES);

export const ownedRoute = (path: OwnedPath, Component: ComponentType) => titledRoute(TITLES, path, Component);
