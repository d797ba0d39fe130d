import { DEFAULT_IMAGE } from '@/seo/site-image';
import { LOCALES, LOCALE_INFO, type Locale } from '@/i18n/locales';
import type { Head } from '@/seo/head';

interface SocialMetaProps {
  origin: string;
  locale: Locale;
  /** The page's own title (without the site name) and description. */
  title: string;
  description: string;
  siteName: string;
  /** The page's canonical URL (its current URL when it has none). */
  url: string;
  head: Head | undefined;
}

/** An image path or URL from the page, absolute on this site when it is a path. */
const absolute = (origin: string, src: string): string => (src.startsWith('/') ? origin + src : src);

/**
 * Link previews: Open Graph (Facebook, WhatsApp, WeChat, LinkedIn…) and X's card tags. A page
 * with its own image (a news article's cover) uses it; every other page the site image. X reads
 * og:title, og:description and og:image where twitter:title, twitter:description and
 * twitter:image are absent (X's "Cards markup" reference), so those three are not repeated; the
 * card type and the image's alt text have no Open Graph counterpart X reads, and stay.
 */
export function SocialMeta({ origin, locale, title, description, siteName, url, head }: SocialMetaProps) {
  const own = head?.image;
  const image = own
    ? { url: absolute(origin, own.src), width: own.width, height: own.height, alt: own.alt ?? title }
    : { url: origin + DEFAULT_IMAGE.path, width: DEFAULT_IMAGE.width, height: DEFAULT_IMAGE.height, alt: siteName };
  const article = head?.article;
  return (
    <>
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={LOCALE_INFO[locale].ogLocale} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={LOCALE_INFO[l].ogLocale} />
      ))}
      <meta property="og:image" content={image.url} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      {article ? <meta property="article:published_time" content={article.published} /> : null}
      {article?.modified ? <meta property="article:modified_time" content={article.modified} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
