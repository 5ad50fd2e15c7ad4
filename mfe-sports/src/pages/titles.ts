import type { RemoteRoute } from '@app/shared';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** Route path -> Chinese page title; routes.tsx builds the route table from it. */
export const TITLES = {
  '/pages/gameplay/gameplay': '竞猜',
  '/betPages/football/index': '足球竞猜',
  '/betPages/basketball/index': '篮球竞猜',
  '/betPages/order/detail': '注单详情',
  '/pages/live-match/detail': '赛事直播',
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
