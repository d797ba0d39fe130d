import type { ReactNode } from 'react';
import { PreviewBanner } from '@/components/PreviewBanner';
import { FeedLink, HeadLinks, JsonLdBlock } from '@/components/seo/HeadLinks';
import { SocialMeta } from '@/components/seo/SocialMeta';
import { feedTitle, feedUrl } from '@/seo/feed';
import { LOCALE_INFO } from '@/i18n/locales';
import { asset, type Stylesheet } from '@/lib/assets';
import { SiteContext, type SiteContextValue } from '@/components/site-context';
import type { Head } from '@/seo/head';
import { SpeculationRules } from '@/render/speculation';
import { NoticeSlot } from '@/render/notices';
import { IslandBoot } from '@/components/Island';

interface DocumentProps {
  site: SiteContextValue;
  head: Head | undefined;
  bodyClass: string | undefined;
  stylesheet?: Stylesheet | undefined;
  children: ReactNode;
}

/** The whole HTML document: head defaults (docs/REQUIREMENTS.md §1), alternates for the three languages, body. */
export function Document({ site, head, bodyClass, stylesheet = 'site', children }: DocumentProps) {
  const { locale, t } = site;
  const siteName = t('site.name');
  // The site name once: a title that already holds it (the CMS's home title) is kept as it is.
  const title = head?.title
    ? head.bare || head.title.includes(siteName)
      ? head.title
      : `${head.title} | ${siteName}`
    : t('site.defaultTitle');
  // A page without a description of its own gets the site's, named after the page: unique as titles are.
  const description =
    head?.description ||
    (head?.title && !head.bare
      ? t('seo.pageDescription', { title: head.title, description: t('site.description') })
      : t('site.description'));
  return (
    <html lang={LOCALE_INFO[locale].htmlLang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={description} />
        {head?.keywords ? <meta name="keywords" content={head.keywords} /> : null}
        <HeadLinks links={site.links} noindex={head?.noindex || site.preview !== undefined} />
        <FeedLink href={feedUrl(site.origin, locale)} title={feedTitle(t)} />
        <SocialMeta
          origin={site.origin}
          locale={locale}
          title={head?.title || t('site.defaultTitle')}
          description={description}
          siteName={t('site.name')}
          url={site.links.canonical}
          head={head}
        />
        {head?.jsonLd?.map((data, i) => (
          <JsonLdBlock key={i} data={data} />
        ))}
        <link rel="stylesheet" href={asset(`${stylesheet}.css`)} />
        <noscript>
          <link rel="stylesheet" href={asset('noscript.css')} />
        </noscript>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <meta name="theme-color" content="#0b3d5c" />
        <SpeculationRules nonce={site.nonce} />
      </head>
      <body className={bodyClass}>
        <SiteContext.Provider value={site}>
          <a className="skip-link" href="#main">
            {t('a11y.skipToContent')}
          </a>
          <NoticeSlot />
          <PreviewBanner />
          {children}
          <IslandBoot />
        </SiteContext.Provider>
      </body>
    </html>
  );
}
