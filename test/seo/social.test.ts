import { describe, expect, it } from 'vitest';
import { ORIGIN } from '../helpers';
import { get, jsonLdOf } from './helpers';

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Every <meta property|name=… content=…> of a page, by key (repeated keys in order). */
function metaOf(html: string): Map<string, string[]> {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const out = new Map<string, string[]>();
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g)) {
    const key = m[1] ?? '';
    out.set(key, [...(out.get(key) ?? []), decode(m[2] ?? '')]);
  }
  return out;
}

const canonicalOf = (html: string) => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? '');

describe('link previews (Open Graph and Twitter cards)', () => {
  it.each([
    ['/', 'zh_HK', ['zh_CN', 'en_GB']],
    ['/sc/about', 'zh_CN', ['zh_HK', 'en_GB']],
    ['/en/teacher/detail?id=3001&utm_source=x', 'en_GB', ['zh_HK', 'zh_CN']],
    ['/en/page/contact-us', 'en_GB', ['zh_HK', 'zh_CN']],
  ])('%s carries every tag, with the site image', async (path, locale, alternates) => {
    const { res, html } = await get(path);
    expect(res.status).toBe(200);
    const meta = metaOf(html);
    const one = (k: string) => meta.get(k)?.[0];
    expect(one('og:title')).toBeTruthy();
    expect(one('og:description')).toBe(one('description'));
    expect(one('og:url')).toBe(canonicalOf(html));
    expect(one('og:type')).toBe('website');
    expect(one('og:image')).toBe(`${ORIGIN}/og-default.png`);
    expect([one('og:image:width'), one('og:image:height')]).toEqual(['1200', '630']);
    expect(one('og:image:alt')).toBeTruthy();
    expect(one('og:site_name')).toBeTruthy();
    expect(one('og:locale')).toBe(locale);
    expect(meta.get('og:locale:alternate')).toEqual(alternates);
    expect(one('twitter:card')).toBe('summary_large_image');
    expect(one('twitter:image:alt')).toBe(one('og:image:alt'));
    // X reads og:title, og:description and og:image in their place (X's "Cards markup" reference).
    for (const repeated of ['twitter:title', 'twitter:description', 'twitter:image'])
      expect(meta.has(repeated)).toBe(false);
  });

  it('a news article previews with its own image, summary and date', async () => {
    const { html } = await get('/en/news/1029');
    const meta = metaOf(html);
    expect(meta.get('og:type')).toEqual(['article']);
    expect(meta.get('og:image')?.[0]).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(meta.get('og:description')?.[0]).not.toBe(metaOf((await get('/en/about')).html).get('og:description')?.[0]);
    expect(meta.get('article:published_time')?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+08:00$/);
    expect(meta.get('og:title')?.[0]).toBe(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]);
  });
});

describe('structured data (JSON-LD)', () => {
  it('the home page describes the college in three languages, with address, telephone, email, logo and url', async () => {
    for (const prefix of ['', '/sc', '/en']) {
      const blocks = jsonLdOf((await get(prefix || '/')).html);
      const college = blocks.find((b) => b['@type'] === 'CollegeOrUniversity');
      expect(college, prefix).toBeDefined();
      expect(college?.['@context']).toBe('https://schema.org');
      expect(college?.name).toBeTruthy();
      expect(college?.alternateName).toHaveLength(2);
      expect(college?.url).toBe(`${ORIGIN}/`);
      expect((college?.logo as { url: string } | undefined)?.url).toBe(`${ORIGIN}/logo.svg`);
      expect((college?.address as { streetAddress: string } | undefined)?.streetAddress).toBeTruthy();
      expect(college?.telephone).toBeTruthy();
      expect(college?.email).toMatch(/@/);
    }
  });

  it('a news article is a NewsArticle with headline, dates, image, language and publisher', async () => {
    const { html } = await get('/sc/news/1029');
    const article = jsonLdOf(html).find((b) => b['@type'] === 'NewsArticle');
    expect(article).toBeDefined();
    expect(article?.headline).toBe(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]);
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(Number.isNaN(Date.parse(String(article?.datePublished)))).toBe(false);
    expect(article?.image).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/`))]);
    expect(article?.inLanguage).toBe('zh-Hans-CN');
    expect(article?.url).toBe(canonicalOf(html));
    const publisher = article?.publisher as { '@type': string; name: string; logo: { url: string } };
    expect(publisher['@type']).toBe('CollegeOrUniversity');
    expect(publisher.name).toBeTruthy();
    expect(publisher.logo.url).toMatch(/^http/);
    expect((article?.author as { name: string } | undefined)?.name).toBeTruthy();
  });

  it('a teacher profile is a Person with name, jobTitle and worksFor', async () => {
    const { html } = await get('/en/teacher/detail?id=3001');
    const person = jsonLdOf(html).find((b) => b['@type'] === 'Person');
    expect(person?.name).toBe(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]);
    expect(person?.jobTitle).toBeTruthy();
    expect(person?.url).toBe(canonicalOf(html));
    expect((person?.worksFor as { '@type': string } | undefined)?.['@type']).toBe('CollegeOrUniversity');
  });
});
