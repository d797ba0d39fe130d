import type { Crumb } from '@/seo/jsonld';
import { useSite } from '@/components/site-context';

/**
 * The visible trail of an inner page: home, its parent page where it has one, the page itself.
 * The BreadcrumbList in the head is built from the same trail (src/seo/breadcrumbs.ts).
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t, origin } = useSite();
  return (
    <nav className="breadcrumbs" aria-label={t('seo.breadcrumb')}>
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.url}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.url}>
              <a href={crumb.url.slice(origin.length) || '/'}>{crumb.name}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
