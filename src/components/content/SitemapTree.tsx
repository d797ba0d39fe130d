import { useSite } from '@/components/site-context';
import type { MenuItem } from '@/upstream/schemas';
import { SafeLink } from '@/components/SafeLink';
import { menuLink } from '@/cms/links';

function Entry({ item }: { item: MenuItem }) {
  const { locale } = useSite();
  const link = menuLink(item, locale);
  const children = item.children.filter((child) => child.children.length > 0 || menuLink(child, locale));
  const label = (
    <SafeLink link={link} className={link ? undefined : 'sitemap__group'}>
      {item.menuName}
    </SafeLink>
  );
  return (
    <li>
      {label}
      {children.length > 0 ? (
        <ul>
          {children.map((child) => (
            <Entry key={child.menuId} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The whole menu tree as nested lists; every link through menuLink, so localised and checked. */
export function SitemapTree({ menu }: { menu: MenuItem[] }) {
  const { locale } = useSite();
  const items = menu.filter((item) => item.children.length > 0 || menuLink(item, locale));
  return (
    <ul className="sitemap__tree">
      {items.map((item) => (
        <Entry key={item.menuId} item={item} />
      ))}
    </ul>
  );
}

/** The site's own pages (the route table's sitemap rows), whatever the CMS menu holds. */
export function FixedPages({ pages }: { pages: readonly { key: string; href: string }[] }) {
  const { t } = useSite();
  return (
    <ul className="sitemap__fixed">
      {pages.map((p) => (
        <li key={p.key}>
          <a href={p.href}>{t(`sitemap.links.${p.key}`)}</a>
        </li>
      ))}
    </ul>
  );
}
