import { Suspense, use } from 'react';
import { useSite } from '@/components/site-context';
import { ContactFacts } from '@/components/contact/ContactFacts';
import { localisedInfo } from '@/cms/site-info';
import { Fact } from '@/components/Fact';
import { Lines } from '@/components/Lines';
import { OfficeHours } from '@/components/contact/OfficeHours';
import { SafeLink } from '@/components/SafeLink';
import { cmsHref, mapLinks, phoneNumber, whatsappLink } from '@/cms/links';
import { MapLinks } from '@/components/MapLinks';
import type { SiteInfos } from '@/upstream/schemas';

/** The chat channels applicants abroad use, where the site info has them: WhatsApp and WeChat. */
function Channels({ info }: { info: SiteInfos['info'] }) {
  const { t } = useSite();
  const whatsapp = whatsappLink(info.whatsapp);
  const wechat = info.wechatId.trim();
  const qr = info.wechatQr;
  return (
    <>
      {whatsapp ? (
        <>
          <dt>{t('contactInfo.whatsapp')}</dt>
          <dd>
            <SafeLink link={whatsapp}>{phoneNumber(info.whatsapp)?.display ?? info.whatsapp}</SafeLink>
          </dd>
        </>
      ) : null}
      {wechat || qr ? (
        <>
          <dt>{t('contactInfo.wechat')}</dt>
          <dd>
            {wechat ? <span className="contact-details__wechat">{wechat}</span> : null}
            {qr ? (
              <img
                className="contact-details__qr"
                src={qr}
                alt={t('contactInfo.wechatQr')}
                width={info.wechatQrWidth ?? 160}
                height={info.wechatQrHeight ?? 160}
                loading="lazy"
              />
            ) : null}
          </dd>
        </>
      ) : null}
    </>
  );
}

/** How to get to the campus: the directions, and the campus on each map service visitors use. */
function Directions({ info, address }: { info: SiteInfos['info']; address: string }) {
  const { t, locale } = useSite();
  const { trafficRoutes } = localisedInfo(info, locale);
  const maps = mapLinks(info.latitude, info.longitude, address || t('site.name'));
  const campusMap = cmsHref(info.mapUrl, locale, { allowExternal: true });
  if (!trafficRoutes && !maps.length && !campusMap) return null;
  return (
    <section className="contact-directions" aria-labelledby="contact-directions-title">
      <h3 id="contact-directions-title">{t('contactInfo.directions')}</h3>
      {trafficRoutes ? (
        <p>
          <Lines text={trafficRoutes} />
        </p>
      ) : null}
      <MapLinks latitude={info.latitude} longitude={info.longitude} name={address || t('site.name')}>
        {campusMap ? (
          <li>
            <SafeLink link={campusMap} className="button button--ghost">
              {t('contactInfo.map')}
            </SafeLink>
          </li>
        ) : null}
      </MapLinks>
    </section>
  );
}

function Details() {
  const { locale, t, frame } = useSite();
  const result = use(frame.site());
  // Without site info the form still works; the enquiry page only loses this box.
  if (!result.ok) return null;
  const { info } = result.data;
  const { address, officeHours } = localisedInfo(info, locale);
  return (
    <>
      <dl className="contact-details__list">
        <ContactFacts info={info} />
        <Channels info={info} />
        <Fact label={t('footer.address')} value={address}>
          {(text) => <address>{text}</address>}
        </Fact>
        {officeHours || info.openingHours.length ? (
          <>
            <dt>{t('contactInfo.officeHours')}</dt>
            <dd>
              <OfficeHours rows={info.openingHours} free={officeHours} />
            </dd>
          </>
        ) : null}
      </dl>
      <Directions info={info} address={address} />
    </>
  );
}

/**
 * The college's phone, fax, e-mail, chat channels, address, office hours, directions and map
 * links, beside the enquiry form: everything a visitor abroad needs to reach or find it.
 */
export function ContactDetails() {
  const { t } = useSite();
  return (
    <aside className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('contactInfo.title')}</h2>
      <Suspense fallback={<div className="block-loading" />}>
        <Details />
      </Suspense>
    </aside>
  );
}
