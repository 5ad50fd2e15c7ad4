import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRoute } from '../types';

/** A remote's route path -> Chinese title table (each remote's `src/pages/titles.ts`). */
export type RouteTitles<Path extends string = string> = Readonly<Record<Path, string>>;

/** A path a remote's claims cover (its `src/ownedRoutes.ts`): claimed exactly, or under a claimed prefix. */
export type ClaimedPath<Claims extends readonly string[]> =
  | Exclude<Claims[number], `${string}/`>
  | `${Extract<Claims[number], `${string}/`>}${string}`;

/** A titles table whose paths the claims all cover: a page outside them is a compile error. */
export type ClaimedTitles<Claims extends readonly string[]> = Partial<Record<ClaimedPath<Claims>, string>>;

/** The title of the route being shown, for a page that serves several routes; '' for a path not in the table. */
export function useRouteTitleIn(titles: RouteTitles): string {
  const { pathname } = useLocation();
  return titles[pathname] ?? '';
}

/** One entry of a remote's `./routes` table, titled from its table so the two never disagree. */
export function titledRoute<Path extends string>(
  titles: RouteTitles<Path>,
  path: Path,
  Component: ComponentType,
): RemoteRoute {
  return { path, title: titles[path], Component };
}
