import { Suspense, use } from 'react';
import { useSite } from '@/render/context';
import { cmsHref, telHref } from '../links';
import { MailTo } from '../MailTo';
import { SafeLink } from '../SafeLink';
import { Lines, localisedInfo } from '../SiteFooter';

function Details() {
  const { locale, t, shell } = useSite();
  const result = use(shell.site());
  // Without site info the form still works; the enquiry page only loses this box.
  if (!result.ok) return null;
  const { info } = result.data;
  const { address, officeHours } = localisedInfo(info, locale);
  const map = cmsHref(info.mapUrl, locale, { allowExternal: true });
  return (
    <>
      <dl className="contact-details__list">
        {info.phone ? (
          <>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={telHref(info.phone)}>{info.phone}</a>
            </dd>
          </>
        ) : null}
        {info.fax ? (
          <>
            <dt>{t('footer.fax')}</dt>
            <dd>{info.fax}</dd>
          </>
        ) : null}
        {info.email ? (
          <>
            <dt>{t('footer.email')}</dt>
            <dd>
              <MailTo address={info.email} />
            </dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt>{t('footer.address')}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </>
        ) : null}
        {officeHours ? (
          <>
            <dt>{t('contactInfo.officeHours')}</dt>
            <dd>
              <Lines text={officeHours} />
            </dd>
          </>
        ) : null}
      </dl>
      {map ? (
        <p>
          <SafeLink link={map} className="button button--ghost">
            {t('contactInfo.map')}
          </SafeLink>
        </p>
      ) : null}
    </>
  );
}

/** The college's phone, fax, e-mail, address, office hours and map, beside the enquiry form. */
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
