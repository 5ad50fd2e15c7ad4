import { type ClaimedTitles, titledRoute, useRouteTitleIn } from '@app/shared';
import type { ComponentType } from 'react';
import type { OWNED_ROUTES } from '../ownedRoutes';

/** Route path -> Chinese page title; routes.ts builds the route table from it. Only claimed paths fit. */
export const TITLES = {
  '/pages/gameplay/gameplay': '竞猜',
  '/betPages/football/index': '足球竞猜',
  '/betPages/basketball/index': '篮球竞猜',
  '/betPages/order/detail': '我的注单',
  '/pages/live-match/detail': '赛事直播',
} as const satisfies ClaimedTitles<typeof OWNED_ROUTES>;

export type OwnedPath = keyof typeof TITLES;

/** The title of the route being shown, for pages that serve several routes. */
export const useRouteTitle = (): string => useRouteTitleIn(TITLES);

export const ownedRoute = (path: OwnedPath, Component: ComponentType) => titledRoute(TITLES, path, Component);
