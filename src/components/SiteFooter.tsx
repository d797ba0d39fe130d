import { Suspense, use } from 'react';
import { ContactFacts } from '@/components/contact/ContactFacts';
import { localisedInfo, registrationOf } from '@/cms/site-info';
import { Fact } from '@/components/Fact';
import { FIXED_EXTERNAL, FIXED_INTERNAL } from '@/components/fixedLinks';
import { Lines } from '@/components/Lines';
import { SafeLink } from '@/components/SafeLink';
import { settledResult } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { frameHtml } from '@/components/frame-cache';
import { type CmsLink, cmsHref } from '@/cms/links';
import type { SiteInfos } from '@/upstream/schemas';

function ContactBlock() {
  const { locale, t, frame } = useSite();
  const result = use(frame.site());
  // A failing site-info call degrades only this block.
  if (!result.ok) return <p className="site-footer__desc">{t('site.name')}</p>;
  const { site, info } = result.data;
  const { address, trafficRoutes } = localisedInfo(info, locale);
  const registration = registrationOf(info, locale);
  return (
    <>
      <div>
        <h2>{site.name || t('site.name')}</h2>
        {site.description ? (
          <p className="site-footer__desc">
            <Lines text={site.description} />
          </p>
        ) : null}
        {registration ? <p className="site-footer__registration">{registration}</p> : null}
        <address>
          <dl>
            <Fact label={t('footer.address')} value={address} />
            <ContactFacts info={info} />
          </dl>
        </address>
        <SocialLinks info={info} />
      </div>
      <div>
        <h2>{t('footer.trafficRoutes')}</h2>
        <p>{trafficRoutes ? <Lines text={trafficRoutes} /> : null}</p>
      </div>
    </>
  );
}

/** The college's accounts on social networks (site info), each opening in a new window. */
function SocialLinks({ info }: { info: SiteInfos['info'] }) {
  const { t, locale } = useSite();
  const links = info.social.flatMap((s) => {
    const link = cmsHref(s.url, locale, { allowExternal: true });
    return link?.external && s.name.trim() ? [{ name: s.name, link }] : [];
  });
  if (!links.length) return null;
  return (
    <nav className="social-links" aria-label={t('footer.social')}>
      <ul>
        {links.map(({ name, link }) => (
          <li key={link.href}>
            <SafeLink link={link}>{name}</SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Copyright() {
  const { t, frame } = useSite();
  const result = use(frame.site());
  const text = result.ok && result.data.site.copyright ? result.data.site.copyright : `© ${t('site.name')}`;
  return <p className="site-footer__copyright">{text}</p>;
}

/** A titled list of the footer's fixed links (fixedLinks.ts), named by `footer.links.<key>`. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: { key: string; link: CmsLink }[] }) {
  const { t } = useSite();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map(({ key, link }) => (
          <li key={key}>
            <SafeLink link={link}>{t(`footer.links.${key}`)}</SafeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  const site = useSite();
  const { t, frame } = site;
  if (minimal) {
    return (
      <footer className="site-footer site-footer--minimal">
        <p className="site-footer__copyright">© {t('site.name')}</p>
      </footer>
    );
  }
  // Site info already here: its HTML is rendered once per version and language
  // (src/components/frame-cache.tsx); still on its way: rendered here, streaming as it arrives.
  const info = settledResult(frame.site());
  if (info?.ok) {
    const html = frameHtml(info.data, site.locale, site, () => <FooterContent />);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of these elements (frameHtml)
    return <footer className="site-footer" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}

function FooterContent() {
  const { locale, t } = useSite();
  return (
    <>
      <div className="site-footer__grid">
        <Suspense fallback={<div />}>
          <ContactBlock />
        </Suspense>
        <FooterLinks
          id="footer-quick"
          title={t('footer.quickLinks')}
          links={FIXED_INTERNAL.map(({ key, href }) => ({ key, link: { href: href(locale), external: false } }))}
        />
        <FooterLinks
          id="footer-external"
          title={t('footer.resources')}
          links={FIXED_EXTERNAL.map(({ key, href }) => ({ key, link: { href, external: true } }))}
        />
      </div>
      <Suspense fallback={<p className="site-footer__copyright">© {t('site.name')}</p>}>
        <Copyright />
      </Suspense>
    </>
  );
}
