import { type JsonLd, jsonLdText } from '@/seo/jsonld';
import type { PageLinks } from '@/seo/canonical';

/**
 * The page's canonical URL and its alternates in the three languages and x-default. A page
 * kept out of the index (errors, search results, confirmations) names neither: it is no
 * one's original.
 */
export function HeadLinks({ links, noindex }: { links: PageLinks; noindex: boolean | undefined }) {
  if (noindex) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((alt) => (
        <link key={alt.hrefLang} rel="alternate" hrefLang={alt.hrefLang} href={alt.href} />
      ))}
    </>
  );
}

/** The news feed in the page's language, for feed readers and browsers (every page links it). */
export function FeedLink({ href, title }: { href: string; title: string }) {
  return <link rel="alternate" type="application/atom+xml" title={title} href={href} />;
}

/** One structured-data block. Not a script the browser runs: CSP does not apply to it. */
export function JsonLdBlock({ data }: { data: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped so it cannot close the element (jsonLdText)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
