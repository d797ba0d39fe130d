import { LinkChecker, type LinkResult, LinkState, type RedirectInfo } from 'linkinator';
import { XMLParser } from 'fast-xml-parser';
import { type Finding, log, type PartResult } from './report.ts';

/** The language switch (src/i18n/switch.ts): an action that stores the choice, a redirect by design. */
const LANGUAGE_SWITCH = /^\/lang\/[a-z]+$/;

/** Feeds the home pages announce (<link rel="alternate" type="application/atom+xml">). */
async function feedUrls(origin: string, homes: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const home of homes) {
    const html = await (await fetch(home, { headers: { 'Accept-Language': 'zh-HK' } })).text();
    for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
      if (!/type="application\/(?:atom|rss)\+xml"/.test(tag)) continue;
      const href = /href="([^"]+)"/.exec(tag)?.[1];
      if (href) found.add(new URL(href.replaceAll('&amp;', '&'), origin).href);
    }
  }
  return [...found];
}

/** Every URL a feed names (its own links and each entry's), as further starting points. */
async function feedEntries(feeds: string[]): Promise<string[]> {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const urls = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) collect(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'href' || key === 'link' || key === 'loc') && typeof value === 'string' && /^https?:/.test(value))
        urls.add(value);
      else collect(value);
    }
  };
  for (const feed of feeds) collect(parser.parse(await (await fetch(feed)).text()));
  return [...urls];
}

/**
 * linkinator over the whole site: from the three home pages, the sitemap (and any sitemap
 * index) and the feeds, following every internal link, image, script, stylesheet, canonical and
 * alternate. External URLs are listed, never fetched. Redirects are followed so their targets are
 * checked too, and each one is a finding (a page should link to the target), except the
 * language switch, which must land in one hop.
 */
export async function checkLinks(origin: string): Promise<PartResult> {
  const homes = ['/', '/sc', '/en'].map((p) => origin + p);
  const feeds = await feedUrls(origin, homes);
  const entries = (await feedEntries(feeds)).filter((u) => u.startsWith(origin));
  const external = new Set<string>();
  const redirects: RedirectInfo[] = [];
  let pages = 0;
  const checker = new LinkChecker();
  checker.on('pagestart', () => {
    pages++;
    if (pages % 100 === 0) log('links', `${pages} pages crawled`);
  });
  checker.on('redirect', (r: RedirectInfo) => redirects.push(r));
  log('links', `crawling from ${homes.length} home pages, /sitemap.xml and ${feeds.length} feed(s)`);
  const result = await checker.check({
    path: [...homes, ...feeds, ...entries],
    sitemap: `${origin}/sitemap.xml`,
    recurse: true,
    redirects: 'warn',
    concurrency: 8,
    timeout: 30_000,
    // A Hong Kong browser: '/' answers in tc rather than redirecting by Accept-Language.
    headers: { 'Accept-Language': 'zh-HK,zh;q=0.9' },
    linksToSkip: async (link) => {
      const internal = link === origin || link.startsWith(`${origin}/`);
      if (!internal) external.add(link);
      return !internal;
    },
  });
  const parents = parentsOf(result.links);
  const findings: Finding[] = [];
  for (const link of result.links) {
    if (link.state !== LinkState.BROKEN) continue;
    const reason = link.failureDetails
      ?.map((d) => (d instanceof Error ? d.message : ''))
      .filter(Boolean)
      .join('; ');
    const status = link.status ? `answers ${link.status}` : `no answer${reason ? ` (${reason})` : ''}`;
    findings.push({ url: link.url, message: `${status}${from(parents.get(link.url))}` });
  }
  for (const r of new Map(redirects.map((x) => [x.url, x])).values())
    findings.push(...(await judgeRedirect(r, parents.get(r.url) ?? [])));
  const checked = new Set(result.links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url));
  return {
    tool: 'linkinator (links)',
    checked: `${pages} pages crawled, ${checked.size} links checked, ${external.size} external listed`,
    findings: dedupe(findings),
    notes: [...external].sort().map((u) => `external, not fetched: ${u}`),
  };
}

function parentsOf(links: LinkResult[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const l of links) {
    if (!l.parent || l.parent === l.url) continue;
    const list = map.get(l.url) ?? [];
    if (list.length < 3) list.push(l.parent);
    map.set(l.url, list);
  }
  return map;
}

const from = (parents: string[] | undefined): string =>
  parents?.length
    ? `, linked from ${parents.join(', ')}`
    : ', first met as a starting point (home page, sitemap <loc>, feed entry)';

const hop = async (url: string): Promise<{ status: number; location: string | null }> => {
  const res = await fetch(url, { redirect: 'manual', headers: { 'Accept-Language': 'zh-HK' } });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location, url).href : null };
};

/** A redirect is a finding unless it is the language switch; any redirect must land in one hop. */
async function judgeRedirect(r: RedirectInfo, parents: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  const first = await hop(r.url);
  if (!LANGUAGE_SWITCH.test(new URL(r.url).pathname)) {
    findings.push({
      url: r.url,
      message: `a link to a redirect (${first.status} to ${first.location ?? r.targetUrl ?? '?'}) instead of its target${from(parents)}`,
    });
  }
  if (first.location) {
    const second = await hop(first.location);
    if (second.status >= 300 && second.status < 400)
      findings.push({
        url: r.url,
        message: `a redirect chain longer than one hop: ${first.location} answers ${second.status} to ${second.location}`,
      });
  }
  return findings;
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of findings) seen.set(`${f.url} ${f.message}`, f);
  return [...seen.values()];
}
