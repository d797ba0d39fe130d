// Where the menu puts each page (docs/architecture/search.md "Site search", "What is indexed"): the
// menu's internal links and each entry's trail of names above it.
import { menuLink } from '@/cms/links';
import type { MenuItem } from '@/upstream/schemas';

/** The path of a menu entry that links inside the site, without language prefix. */
export function internalPath(item: MenuItem): string | undefined {
  const link = item.menuType === 2 ? menuLink(item, 'tc') : undefined;
  if (!link || link.external || link.href.includes('#')) return undefined;
  return link.href.split('?')[0];
}

/** Visits every menu entry with the names of the entries above it (its place in the menu). */
export function walk(
  items: readonly MenuItem[],
  visit: (item: MenuItem, above: string[]) => void,
  above: string[] = [],
): void {
  for (const item of items) {
    visit(item, above);
    walk(item.children, visit, [...above, item.menuName]);
  }
}

/**
 * Where each page sits in the menu: the names of the entries above it and its own (入學 ›
 * 入學途徑 › 國際及其他學歷), by CMS page alias and by site path. A page is found by the words of
 * its section of the site (IELTS 入學 finds the international route under 入學).
 */
export function menuTrails(menu: readonly MenuItem[]): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  walk(menu, (item, above) => {
    const trail = [...above, item.menuName];
    if (item.menuType === 1 && item.menuAlias) trails.set(`alias:${item.menuAlias}`, trail);
    const path = internalPath(item);
    if (path) trails.set(`path:${path}`, trail);
  });
  return trails;
}
