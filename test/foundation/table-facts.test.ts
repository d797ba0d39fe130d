// One source per fact: what the route table says about a page reaches the search index and
// the XML sitemap by itself (src/route-table.ts header).
import { env, exports } from 'cloudflare:workers';
import { XMLParser } from 'fast-xml-parser';
import { localePath } from '@/i18n/paths';
import { translator } from '@/i18n/messages';
import { LOCALES } from '@/i18n/locales';
import { routedCmsPages, sitemapRows } from '@/route-table';
import { type BuildContext, runUnit } from '@/search/build/units';
import { htmlText } from '@/search/text';
import { resetIsolate } from '@/lib/isolate';
import { today } from '@/lib/today';
import { PAGES } from '../search/helpers';
import { get, mainOf, textOf } from '../content/helpers';
import { demoFetch } from '../demo/helpers';
import { ORIGIN } from '../helpers';
import { setup } from '../upstream/harness';

beforeEach(() => resetIsolate());

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

/** Every <loc> of the pages sitemap (all its parts), as the deployed entry point serves it. */
async function pagesSitemap(): Promise<string[]> {
  const read = async (url: string) => parser.parse(await (await exports.default.fetch(new Request(url))).text());
  const index = await read(`${ORIGIN}/sitemap.xml`);
  const parts = (index.sitemapindex.sitemap as { loc: string }[])
    .map((s) => s.loc)
    .filter((l) => l.includes('/pages-'));
  const locs: string[] = [];
  for (const part of parts) locs.push(...((await read(part)).urlset.url as { loc: string }[]).map((u) => u.loc));
  return locs;
}

describe('the route table is the one source of', () => {
  it('the pages of the sitemaps: every row with a sitemap label is in /sitemap.xml, in every language', async () => {
    const locs = new Set(await pagesSitemap());
    expect(sitemapRows().length).toBeGreaterThan(10);
    for (const row of sitemapRows()) {
      for (const locale of LOCALES) expect(locs, row.name).toContain(`${ORIGIN}${localePath(locale, row.path)}`);
    }
  });

  // The site index's documents of the fixed pages and of every CMS page they lead to, built once
  // (every page read through the CMS: a runner guard past vitest's 10 s hook default, as for the
  // files that build the whole index; not a time budget).
  let searched: Set<string>;
  beforeAll(async () => {
    const h = setup((req) => (env.UPSTREAM as Fetcher).fetch(req));
    const ctx: BuildContext = {
      scopes: { tc: h.ctxFor('tc'), sc: h.ctxFor('sc'), en: h.ctxFor('en') },
      t: { tc: translator('tc'), sc: translator('sc'), en: translator('en') },
      pages: PAGES,
      day: today(env as Env),
    };
    const fixed = await runUnit(ctx, 'fixed');
    const units = await Promise.all(fixed.more.filter((k) => k.startsWith('page:')).map((k) => runUnit(ctx, k)));
    const docs = [fixed, ...units].flatMap((u) => u.docs.en);
    searched = new Set(docs.filter((d) => d.kind === 'page').map((d) => d.path));
  }, 60_000);

  it('CMS pages each shown under one path of their own', () => {
    const routed = routedCmsPages();
    expect(routed.length).toBeGreaterThan(10);
    expect(new Set(routed.map((r) => r.alias)).size).toBe(routed.length);
    expect(new Set(routed.map((r) => r.path)).size).toBe(routed.length);
  });

  it.each(routedCmsPages())('the search: CMS page $alias is searched under its row’s path $path', ({ alias, path }) => {
    expect(searched).toContain(path);
    if (path !== `/${alias}`) expect(searched).not.toContain(`/${alias}`);
  });

  it.each(routedCmsPages())(
    'which CMS page a route shows: $path shows the text of CMS page $alias',
    async ({ alias, path }) => {
      const cms = (await (await demoFetch(`/api/menu/${alias}`, { lang: 'en' })).json()) as { data: { body: string } };
      const first = (await htmlText(cms.data.body)).split(/(?<=[.!?])\s/)[0]?.trim() ?? '';
      expect(first.length).toBeGreaterThan(10);
      const { html } = await get(localePath('en', path));
      expect(textOf(mainOf(html))).toContain(first);
    },
  );
});
