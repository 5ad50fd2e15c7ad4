// The contract between the operators' console (console/, served at /ops/) and the remotes: each remote exposes
// `./ops` whose default export is an OpsModule. The console mounts its pages at `/ops/#/<section>/<path>`, shows
// a page in the menu only to an operator holding its permission, and wraps each in an error boundary, so a
// team's operator pages ship, pre-flight and roll back with its remote. Pages call `/ops/...` through the one
// HTTP client (`http` from @app/shared); the console's auth bridge carries the operator's token.
import type { ComponentType } from 'react';
import type { Permission } from './permissions';

export interface OpsPage {
  /** Path inside the section, e.g. `withdrawals` (no leading slash; may hold `:params` for detail pages). */
  path: string;
  /** Chinese menu and page title. */
  title: string;
  /** The permission the page's main action needs; the menu hides the page from operators without it. */
  permission: Permission;
  /** false: reachable by link only (a detail page), not listed in the menu. */
  menu?: boolean;
  Component: ComponentType;
}

export interface OpsModule {
  /** URL section and menu group key, e.g. `finance`. */
  section: string;
  /** Chinese menu group title, e.g. `财务`. */
  title: string;
  pages: OpsPage[];
}
