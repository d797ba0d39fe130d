import manifest from '@/generated/assets.json';

/** The content-hashed URL of a built asset (scripts/build-assets.mjs writes the manifest). */
export function asset(name: keyof typeof manifest | string): string {
  const url = (manifest as Record<string, string>)[name];
  if (!url) throw new Error(`asset not built: ${name}`);
  return url;
}

/**
 * The built stylesheets a page may link: `site` holds every page type's rules; `site-home` (the
 * home page) and `site-article` (a news item, an article, a subject) hold the same files without
 * other page types' (src/styles/site-home.css, src/styles/site-article.css).
 */
export type Stylesheet = 'site' | 'site-home' | 'site-article';
