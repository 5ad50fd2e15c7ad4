import type { OpsModule, OpsPage } from '@app/shared/ops';

export interface MenuGroup {
  section: string;
  title: string;
  pages: Array<Pick<OpsPage, 'path' | 'title'> & { href: string }>;
}

/** The URL of a page inside the console's hash router. */
export const pagePath = (section: string, path: string) => `/${section}/${path}`;

/**
 * The side menu: one group per section, holding the pages listed in the menu whose permission the operator
 * holds; a section with none of them is left out.
 */
export function visibleMenu(modules: readonly OpsModule[], permissions: readonly string[]): MenuGroup[] {
  const held = new Set(permissions);
  return modules.flatMap((module) => {
    const pages = module.pages
      .filter((page) => page.menu !== false && held.has(page.permission))
      .map((page) => ({ path: page.path, title: page.title, href: pagePath(module.section, page.path) }));
    return pages.length > 0 ? [{ section: module.section, title: module.title, pages }] : [];
  });
}

/** Where a signed-in operator lands: the first page of their menu. */
export const landingPath = (menu: readonly MenuGroup[]): string | null => menu[0]?.pages[0]?.href ?? null;
