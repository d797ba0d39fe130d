import { Suspense, use } from 'react';
import { useSite } from '@/render/context';
import { ContactFacts, localisedInfo } from '@/components/contact/ContactFacts';
import { Fact } from '@/components/Fact';
import { Lines } from '@/components/Lines';
import { SafeLink } from '@/components/SafeLink';
import { cmsHref } from '@/cms/links';

function Details() {
  const { locale, t, frame } = useSite();
  const result = use(frame.site());
  // Without site info the form still works; the enquiry page only loses this box.
  if (!result.ok) return null;
  const { info } = result.data;
  const { address, officeHours } = localisedInfo(info, locale);
  const map = cmsHref(info.mapUrl, locale, { allowExternal: true });
  return (
    <>
      <dl className="contact-details__list">
        <ContactFacts info={info} />
        <Fact label={t('footer.address')} value={address}>
          {(text) => <address>{text}</address>}
        </Fact>
        <Fact label={t('contactInfo.officeHours')} value={officeHours}>
          {(text) => <Lines text={text} />}
        </Fact>
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
