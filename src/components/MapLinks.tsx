import type { ReactNode } from 'react';
import { mapLinks } from '@/cms/links';
import { SafeLink } from '@/components/SafeLink';
import { useSite } from '@/components/site-context';

/**
 * A place on the map services visitors use (OpenStreetMap, Google Maps, Amap: mapLinks), as a
 * row of buttons; `children` adds more items to the row. Nothing to link: nothing rendered.
 */
export function MapLinks({
  latitude,
  longitude,
  name,
  children,
}: {
  latitude: number | undefined;
  longitude: number | undefined;
  name: string;
  children?: ReactNode;
}) {
  const { t } = useSite();
  const maps = mapLinks(latitude, longitude, name);
  if (!maps.length && !children) return null;
  return (
    <ul className="button-list">
      {maps.map(({ service, link }) => (
        <li key={service}>
          <SafeLink link={link} className="button button--ghost">
            {t(`contactInfo.maps.${service}`)}
          </SafeLink>
        </li>
      ))}
      {children}
    </ul>
  );
}
