import { LinkChecker, type LinkResult, LinkState, type RedirectInfo } from 'linkinator';
import { XMLParser } from 'fast-xml-parser';
import { type Finding, log, type PartResult } from './report.ts';

/** The language switch (src/http/language-switch.ts): an action that stores the choice, a redirect by design. */
const LANGUAGE_SWITCH = /^\/lang\/[a-z]+$/;

/** URLs that may be feeds: fetched after the crawl, and kept when they answer Atom or RSS. */
const FEED_LIKE = /(?:\/(?:feed|atom|rss)(?:\/|\.|$))|\.(?:atom|rss)$|\.xml$/i;

/** Every URL the feeds among `candidates` name (their own links and each entry's). */
async function feedEntries(candidates: string[]): Promise<{ feeds: string[]; entries: string[] }> {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const urls = new Set<string>();
  const feeds: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) collect(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'href' || key === 'link' || key === 'id') && typeof value === 'string' && /^https?:/.test(value))
        urls.add(value);
      else collect(value);
    }
  };
  for (const url of candidates) {
    const res = await fetch(url);
    const body = await res.text();
    if (!/application\/(?:atom|rss)\+xml/.test(res.headers.get('content-type') ?? '') && !/<feed\b|<rss\b/.test(body))
      continue;
    feeds.push(url);
    collect(parser.parse(body));
  }
  return { feeds, entries: [...urls] };
}

interface Crawl {
  links: LinkResult[];
  redirects: RedirectInfo[];
  pages: number;
}

async function crawl(
  origin: string,
  paths: string[],
  skip: (url: string) => boolean,
  sitemap?: string,
): Promise<Crawl> {
  const redirects: RedirectInfo[] = [];
  let pages = 0;
  const checker = new LinkChecker();
  checker.on('pagestart', () => {
    pages++;
    if (pages % 200 === 0) log('links', `${pages} pages crawled`);
  });
  checker.on('redirect', (r: RedirectInfo) => redirects.push(r));
  const result = await checker.check({
    path: paths,
    ...(sitemap ? { sitemap } : {}),
    recurse: true,
    redirects: 'warn',
    concurrency: 8,
    timeout: 30_000,
    // A Hong Kong browser: '/' answers in tc rather than redirecting by Accept-Language.
    headers: { 'Accept-Language': 'zh-HK,zh;q=0.9' },
    linksToSkip: async (link) => !(link === origin || link.startsWith(`${origin}/`)) || skip(link),
  });
  return { links: result.links, redirects, pages };
}

/**
 * linkinator over the whole site: from the three home pages and the sitemap (and any sitemap
 * index), following every internal link, image, script, stylesheet, canonical and alternate;
 * then from every URL the site's feeds name that the first crawl did not reach. External URLs are
 * listed, never fetched. Redirects are followed so their targets are checked too, and each one is
 * a finding (a page should link to the target), except the language switch; every redirect must
 * land in one hop.
 */
export async function checkLinks(origin: string): Promise<PartResult> {
  const homes = ['/', '/sc', '/en'].map((p) => origin + p);
  log('links', 'crawling from the home pages and /sitemap.xml');
  const first = await crawl(origin, homes, () => false, `${origin}/sitemap.xml`);
  const seen = new Set(first.links.map((l) => l.url));
  const candidates = [...seen].filter(
    (u) => u.startsWith(origin) && FEED_LIKE.test(new URL(u).pathname) && !/sitemap/i.test(u),
  );
  const { feeds, entries } = await feedEntries(candidates);
  const unseen = entries.filter((u) => u.startsWith(origin) && !seen.has(u));
  log('links', `${feeds.length} feed(s); ${unseen.length} of their URLs not reached by the crawl`);
  const second = unseen.length
    ? await crawl(origin, unseen, (u) => seen.has(u))
    : { links: [], redirects: [], pages: 0 };
  const links = [...first.links, ...second.links];
  const internal = (u: string): boolean => u === origin || u.startsWith(`${origin}/`);
  const external = new Set(links.filter((l) => l.state === LinkState.SKIPPED && !internal(l.url)).map((l) => l.url));
  const parents = parentsOf(links);
  const where = (url: string): string => {
    const from = parents.get(url);
    const root = homes.includes(url)
      ? 'a starting page'
      : unseen.includes(url)
        ? 'named by a feed'
        : 'listed in /sitemap.xml';
    const roots = links.some((l) => l.url === url && !l.parent) ? `, ${root}` : '';
    const more = from && from.length > 3 ? ` and ${from.length - 3} more` : '';
    return `${roots}${from?.length ? `, linked from ${from.slice(0, 3).join(', ')}${more}` : ''}`;
  };
  const { findings, followOns } = brokenLinks(links, parents, where);
  for (const r of new Map([...first.redirects, ...second.redirects].map((x) => [x.url, x])).values())
    findings.push(...(await judgeRedirect(r, where(r.url))));
  const checked = new Set(links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url));
  return {
    tool: 'linkinator (links)',
    checked: `${first.pages + second.pages} pages crawled, ${checked.size} links checked, ${feeds.length} feeds, ${external.size} external listed`,
    findings: dedupe(findings),
    notes: [
      ...(followOns ? [`${followOns} broken link result(s) reached only from the broken URLs above (not listed)`] : []),
      ...[...external].sort().map((u) => `external, not fetched: ${u}`),
    ],
  };
}

/**
 * Every broken URL, except those reached only through broken URLs (the error page's own links,
 * such as its language switch): consequences of the finding that led there, counted only.
 */
function brokenLinks(
  links: LinkResult[],
  parents: Map<string, string[]>,
  where: (url: string) => string,
): { findings: Finding[]; followOns: number } {
  const findings: Finding[] = [];
  const broken = new Set(links.filter((l) => l.state === LinkState.BROKEN).map((l) => l.url));
  const isRoot = (url: string): boolean => links.some((l) => l.url === url && !l.parent);
  const followOn = (url: string): boolean => {
    const from = parents.get(url) ?? [];
    return !isRoot(url) && from.length > 0 && from.every((p) => broken.has(p));
  };
  let followOns = 0;
  for (const link of links) {
    if (link.state !== LinkState.BROKEN) continue;
    if (followOn(link.url)) {
      followOns++;
      continue;
    }
    const reason = link.failureDetails
      ?.map((d) => (d instanceof Error ? d.message : ''))
      .filter(Boolean)
      .join('; ');
    const status = link.status ? `answers ${link.status}` : `no answer${reason ? ` (${reason})` : ''}`;
    findings.push({ url: link.url, message: `${status}${where(link.url)}` });
  }
  return { findings, followOns };
}

function parentsOf(links: LinkResult[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const l of links) {
    if (!l.parent || l.parent === l.url) continue;
    const list = map.get(l.url) ?? [];
    if (!list.includes(l.parent)) list.push(l.parent);
    map.set(l.url, list);
  }
  return map;
}

const hop = async (url: string): Promise<{ status: number; location: string | null }> => {
  const res = await fetch(url, { redirect: 'manual', headers: { 'Accept-Language': 'zh-HK' } });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { status: res.status, location: location ? new URL(location, url).href : null };
};

/** A redirect is a finding unless it is the language switch; any redirect must land in one hop. */
async function judgeRedirect(r: RedirectInfo, where: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const first = await hop(r.url);
  if (!LANGUAGE_SWITCH.test(new URL(r.url).pathname)) {
    findings.push({
      url: r.url,
      message: `a link to a redirect (${first.status} to ${first.location ?? r.targetUrl ?? '?'}) instead of its target${where}`,
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
