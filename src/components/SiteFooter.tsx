import { Suspense, use } from 'react';
import { ContactFacts, localisedInfo } from '@/components/contact/ContactFacts';
import { Fact } from '@/components/Fact';
import { FIXED_EXTERNAL, FIXED_INTERNAL } from '@/components/fixedLinks';
import { Lines } from '@/components/Lines';
import { SafeLink } from '@/components/SafeLink';
import { settledResult } from '@/lib/result';
import { useSite } from '@/render/context';
import { frameHtml } from '@/render/frame-cache';

function ContactBlock() {
  const { locale, t, shell } = useSite();
  const result = use(shell.site());
  // A failing site-info call degrades only this block (issue 4).
  if (!result.ok) return <p className="site-footer__desc">{t('site.name')}</p>;
  const { site, info } = result.data;
  const { address, trafficRoutes } = localisedInfo(info, locale);
  return (
    <>
      <div>
        <h2>{site.name || t('site.name')}</h2>
        {site.description ? (
          <p className="site-footer__desc">
            <Lines text={site.description} />
          </p>
        ) : null}
        <address>
          <dl>
            <Fact label={t('footer.address')} value={address} />
            <ContactFacts info={info} />
          </dl>
        </address>
      </div>
      <div>
        <h2>{t('footer.trafficRoutes')}</h2>
        <p>{trafficRoutes ? <Lines text={trafficRoutes} /> : null}</p>
      </div>
    </>
  );
}

function Copyright() {
  const { t, shell } = useSite();
  const result = use(shell.site());
  const text = result.ok && result.data.site.copyright ? result.data.site.copyright : `© ${t('site.name')}`;
  return <p className="site-footer__copyright">{text}</p>;
}

export function SiteFooter({ minimal = false }: { minimal?: boolean }) {
  const site = useSite();
  const { t, shell } = site;
  if (minimal) {
    return (
      <footer className="site-footer site-footer--minimal">
        <p className="site-footer__copyright">© {t('site.name')}</p>
      </footer>
    );
  }
  // Site info already here: its HTML is rendered once per version and language
  // (src/render/frame-cache.tsx); still on its way: rendered here, streaming as it arrives.
  const info = settledResult(shell.site());
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
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            {FIXED_INTERNAL.map((link) => (
              <li key={link.key}>
                <a href={link.href(locale)}>{t(`footer.links.${link.key}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-external">
          <h2 id="footer-external">{t('footer.resources')}</h2>
          <ul>
            {FIXED_EXTERNAL.map((link) => (
              <li key={link.key}>
                <SafeLink link={{ href: link.href, external: true }}>{t(`footer.links.${link.key}`)}</SafeLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Suspense fallback={<p className="site-footer__copyright">© {t('site.name')}</p>}>
        <Copyright />
      </Suspense>
    </>
  );
}
