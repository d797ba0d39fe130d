import { useSite } from '@/components/site-context';
import type { Partner } from '@/upstream/schemas';
import { SafeLink } from '@/components/SafeLink';
import { FilterLinks } from '@/components/content/FilterLinks';
import { cmsHref } from '@/cms/links';
import { regionLabel } from '@/cms/labels';

/** The region filter: "All" and one link per region found in the whole list. */
export function RegionFilter({
  partners,
  current,
  base,
}: {
  partners: Partner[];
  current: string | undefined;
  base: string;
}) {
  const { t } = useSite();
  const regions = [...new Set(partners.map((p) => p.outAddress).filter(Boolean))];
  if (regions.length < 2) return null;
  const currentKey = current?.toLowerCase();
  return (
    <FilterLinks
      label={t('partners.filter')}
      options={[
        { key: '', label: t('partners.all'), href: base, current: current === undefined },
        ...regions.map((r) => ({
          key: r,
          label: regionLabel(r, t),
          href: `${base}?${new URLSearchParams({ outAddress: r })}`,
          current: r.toLowerCase() === currentKey,
        })),
      ]}
    />
  );
}

function PartnerItem({ partner }: { partner: Partner }) {
  const { locale } = useSite();
  // Partner sites are external by nature: allowed here explicitly, in a new window.
  const link = cmsHref(partner.link, locale, { allowExternal: true });
  return (
    <li className="partners__item">
      <SafeLink link={link}>{partner.name}</SafeLink>
      {partner.country ? <span className="partners__country">{partner.country}</span> : null}
    </li>
  );
}

/** Partners grouped by region, in the order the CMS gives them; `total` counts every page of them. */
export function PartnerList({
  partners,
  total = partners.length,
  region,
}: {
  partners: Partner[];
  total?: number;
  region: string | undefined;
}) {
  const { t } = useSite();
  if (partners.length === 0) {
    return (
      <p className="content-empty">
        {region ? t('partners.noneInRegion', { region: regionLabel(region, t) }) : t('partners.none')}
      </p>
    );
  }
  const groups = Map.groupBy(partners, (p) => p.outAddress);
  return (
    <>
      <p className="partners__count">{t('partners.count', { count: total })}</p>
      {[...groups].map(([key, items]) => (
        <section key={key || 'other'} className="partners__group">
          <h3>{key ? regionLabel(key, t) : t('partners.otherRegion')}</h3>
          <ul className="partners__list">
            {items.map((p) => (
              <PartnerItem key={p.id} partner={p} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
