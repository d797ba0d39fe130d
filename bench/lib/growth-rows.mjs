// The rows of the growth table (bench/lib/growth.mjs, docs/PERFORMANCE.md "Cost as the site
// grows"): one function per row kind. A row kind is called once per round at each scale with
// what the site holds at that scale (`facts`) and the round's number, and returns the row:
//
//   { key, label, isolate?, warmup?, urls?, headers?, warm?, measure? }
//
//   key, label  the row's name in the JSON and in the table
//   isolate     'shared' (default): measured in the round's site isolate, after every shared
//               row's warm-up, in list order, before the walk and the heap reading; 'own': in a
//               site isolate of its own (a fresh workerd), for a row whose data another row
//               reads (see childSitemap) or that needs an isolate nothing else has touched
//   warmup      paths asked three times before any row is measured: they compile the row's
//               code and read the frame's data (menu, site info) without reading the data of
//               the row's own URLs
//   urls        the row's URLs (status 200), each asked once as its first request ("first"),
//               then again in blocks ("warm"); each is measured against a static file of its
//               own bytes
//   headers     sent with every request of the row (warm-up, first and warm)
//   warm        { blocks, perBlock } (default 4 × 10 a round), or false: no warm requests (a row whose
//               repeats a limit would refuse)
//   measure     beside or instead of urls: async ({ servers, demo, facts, last, probe }) =>
//               figures of the row's own, [{ name, unit, value, combine?: 'mean' | 'max',
//               flat?: true (checked like CPU: largest scale within 1.5× of the smallest),
//               atMost?: number, atScale?: number (a target: value ≤ atMost, at that scale or
//               every scale) }]. `servers` is the round's site (origin, pid, stats()), `demo`
//               the demo CMS (origin: its /api and /__demo/publish), `probe(path, headers?)`
//               one request alone with its CPU ns and CMS calls, `last` true in the last round.
//
// `facts`: { scale, langs: ['', '/sc', '/en'], news, newsPages, teachers, teacherIds and newsIds
// (from the start, middle and end of their lists), children (child sitemap names from the
// site's own index, e.g. 'news-7') }.

/** The n-th language prefix, turning with the round. */
const lang = (facts, round, n = 0) => facts.langs[(round + n) % facts.langs.length];

/** `count` items of `list` spread over it, a different set each round. */
function spread(list, count, round) {
  if (list.length === 0) return [];
  const step = Math.max(1, Math.floor(list.length / count));
  const out = [];
  for (let i = 0; i < count && i < list.length; i++) out.push(list[(i * step + round) % list.length]);
  return [...new Set(out)];
}

/** The home page: compiled in one language, measured in the other two. */
export function home(facts, round) {
  return {
    key: 'home',
    label: 'home',
    warmup: [lang(facts, round) || '/'],
    urls: [lang(facts, round, 1) || '/', lang(facts, round, 2) || '/'],
  };
}

/** The news list's page 2 in every language: the list's code and each language's frame. */
const listWarmup = (facts) => facts.langs.map((l) => `${l}/news/list?pageNum=2`);

/** The news list, page 1, in the three languages. */
export function newsFirstPage(facts) {
  return {
    key: 'news-first',
    label: 'news list, page 1',
    warmup: listWarmup(facts),
    urls: facts.langs.map((l) => `${l}/news/list`),
  };
}

/** The news list's last page (370 at 100×), in the three languages. */
export function newsLastPage(facts) {
  if (facts.newsPages <= 2) throw new Error(`the news list has ${facts.newsPages} pages: no last page apart from 2`);
  return {
    key: 'news-last',
    label: 'news list, last page',
    warmup: listWarmup(facts),
    urls: facts.langs.map((l) => `${l}/news/list?pageNum=${facts.newsPages}`),
  };
}

/** Teacher profiles: three a language, spread over the whole list (copies' ids at scale). */
export function profile(facts, round) {
  const ids = spread(facts.teacherIds, 12, round * 5);
  return {
    key: 'profile',
    label: 'teacher profile',
    warmup: facts.langs.map((l, i) => `${l}/teacher/detail?id=${ids[9 + i]}`),
    urls: ids.slice(0, 9).map((id, i) => `${facts.langs[i % 3]}/teacher/detail?id=${id}`),
  };
}

/**
 * A child sitemap of the news, a full one where the site has one (at 1× the only child holds the
 * demo's 37 items; from 10× every child but the last holds 100). Compiled on the teachers' and
 * alumni's first children. In an isolate of its own: the index reads page 1 of every paged
 * list, so at 1× it would have read the one news child's data first.
 */
export function childSitemap(facts, round) {
  const news = facts.children.filter((c) => /^news-\d+$/.test(c));
  const full = news.length > 1 ? news.slice(0, -1) : news;
  return {
    key: 'child-sitemap',
    label: 'child sitemap (news)',
    isolate: 'own',
    warmup: ['/sitemaps/teachers-1.xml', '/sitemaps/alumni-1.xml'],
    urls: spread(full, 3, round).map((c) => `/sitemaps/${c}.xml`),
  };
}

/**
 * The sitemap index. There is one, so its first request in an isolate is also the first run of
 * its own code (the XML writer and the CMS client are compiled by the other rows); the menu is
 * read by every page's frame, the index's four other CMS reads are its own.
 */
export function sitemapIndex() {
  return { key: 'sitemap-index', label: 'sitemap index', urls: ['/sitemap.xml'] };
}

/** The rows, in the table's order (the site search's rows: bench/search/run.mjs, docs/PERFORMANCE.md). */
export const GROWTH_ROWS = [home, newsFirstPage, newsLastPage, profile, childSitemap, sitemapIndex];
