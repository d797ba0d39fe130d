import { menuLink } from '@/cms/links';
import { Suspense, use } from 'react';
import type { Locale } from '@/i18n/locales';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { frameHtml } from '@/components/frame-cache';
import { perDatum } from '@/cms/derived';
import type { MenuItem } from '@/upstream/schemas';
import { HeaderToggle } from '@/components/HeaderToggle';
import { Island } from '@/components/Island';
import { SafeLink } from '@/components/SafeLink';

function MenuEntry({ item }: { item: MenuItem }) {
  const { locale, url } = useSite();
  const link = menuLink(item, locale);
  const anchor = link ? (
    <SafeLink link={link} current={link.href === url.split('?')[0]}>
      {item.menuName}
    </SafeLink>
  ) : null;
  const children = item.children.filter((child) =>
    child.menuType === 0 ? child.children.length > 0 : menuLink(child, locale),
  );
  if (children.length === 0) return anchor ? <li>{anchor}</li> : null;
  return (
    <li>
      <details className="nav-sub">
        <summary>{item.menuName}</summary>
        <ul>
          {anchor && item.menuType !== 0 ? <li>{anchor}</li> : null}
          {children.map((child) => (
            <MenuEntry key={child.menuId} item={child} />
          ))}
        </ul>
      </details>
    </li>
  );
}

/** Every link of the menu in one language (the one matching the page is marked current). */
function menuHrefs(items: MenuItem[], locale: Locale, into = new Set<string>()): Set<string> {
  for (const item of items) {
    const link = menuLink(item, locale);
    if (link) into.add(link.href);
    menuHrefs(item.children, locale, into);
  }
  return into;
}

function MenuTree({ menu }: { menu: Promise<Result<MenuItem[]>> }) {
  const site = useSite();
  const result = use(menu);
  // A failing menu degrades to no menu: the page body still renders (docs/REQUIREMENTS.md §8).
  if (!result.ok) return null;
  const items = result.data;
  // Rendered once per menu version, language and current link (src/components/frame-cache.tsx).
  const path = site.url.split('?')[0] ?? '';
  const current = perDatum(items, site.locale, () => menuHrefs(items, site.locale)).has(path) ? path : '';
  const html = frameHtml(items, `${site.locale}|${current}`, site, () =>
    items.map((item) => <MenuEntry key={item.menuId} item={item} />),
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of these elements (frameHtml)
  return <ul dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Main navigation: a checkbox toggle on small screens (no JavaScript needed), a bar on wide. */
export function MenuNav() {
  const { t, frame } = useSite();
  return (
    <Island name="mobile-menu" className="site-nav-wrap">
      <HeaderToggle id="nav-toggle" kind="nav" controls="site-nav" text={t('nav.menu')} />
      <nav id="site-nav" className="site-nav" aria-label={t('a11y.mainNav')}>
        <Suspense fallback={<div className="nav-skeleton" />}>
          <MenuTree menu={frame.menu()} />
        </Suspense>
      </nav>
    </Island>
  );
}
