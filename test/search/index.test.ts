// The site index: built off the visitors' path in bounded steps, one generation at a time; the
// search answers from the last complete one while the next is built and after a failed build;
// a signed webhook for a new news item makes it searchable at once; a visitor's search never
// builds. Snippets are text, whatever the CMS sends.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { env } from 'cloudflare:workers';
import { Marked } from '@/components/search/Marked';
import { resetIsolate } from '@/lib/isolate';
import { buildStep, STEP_CALL_BUDGET, UNIT_TRIES } from '@/search/build/step';
import { highlight } from '@/search/snippet';
import { INDEX_FORMAT } from '@/search/store';
import { htmlContent, htmlText } from '@/search/text';
import { sign } from '@/security/hmac';
import { app } from '../content/helpers';
import { request } from '../helpers';
import { buildAll, envWith, PAGES, pathsFound } from './helpers';

/** The demo CMS with answers rewritten by `edit`, counting the calls it answers. */
function cms(edit: (path: string, body: string) => string | Response = (_, body) => body) {
  const counter = { calls: 0, paths: [] as string[] };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      counter.calls++;
      const req = new Request(input, init);
      counter.paths.push(new URL(req.url).pathname);
      const res = await (env.UPSTREAM as Fetcher).fetch(req);
      const out = edit(new URL(req.url).pathname, await res.text());
      return typeof out === 'string' ? new Response(out, { headers: { 'content-type': 'application/json' } }) : out;
    },
  } as unknown as Fetcher;
  return { fetcher, counter };
}

/** Bindings of a site of its own (its own index and cache keys) over `upstream`. */
const site = (upstream: Fetcher): Partial<Env> => ({
  UPSTREAM: upstream,
  SITE_DOMAIN: `index-${crypto.randomUUID()}.test`,
});

const stateOf = (bindings: Partial<Env>) =>
  env.SEARCH_DB.prepare('SELECT * FROM search_state WHERE site = ?1').bind(bindings.SITE_DOMAIN).first<{
    current: number | null;
    building: number | null;
    failure: string | null;
    requested_at: number;
    current_format: number | null;
    building_format: number | null;
    retired: string;
  }>();

/** Sets a column of the site's search_state row (`assignment` binds ?1 to `value`). */
const setState = (bindings: Partial<Env>, assignment: string, value: number) =>
  env.SEARCH_DB.prepare(`UPDATE search_state SET ${assignment} WHERE site = ?2`)
    .bind(value, bindings.SITE_DOMAIN)
    .run();

beforeEach(() => resetIsolate());

/** Building an index over the demo takes a few seconds in workerd: a guard, not a budget. */
const BUILDS = { timeout: 60_000 };

describe('building the index', BUILDS, () => {
  it('goes in steps of at most 50 CMS calls, then switches visitors to the new generation', async () => {
    const { fetcher, counter } = cms();
    const b = site(fetcher);
    const reports = [];
    for (;;) {
      const before = counter.calls;
      const report = await buildStep(envWith(b), PAGES);
      expect(counter.calls - before, JSON.stringify(report)).toBeLessThanOrEqual(STEP_CALL_BUDGET);
      expect(report.calls).toBe(counter.calls - before);
      reports.push(report);
      if (report.action !== 'built') break;
      // Not switched yet: visitors have no index of this site, and say so.
      expect((await stateOf(b))?.current).toBeNull();
    }
    expect(reports.at(-1)?.action).toBe('switched');
    expect(reports.length).toBeGreaterThan(1);
    expect(await pathsFound('en', 'tuition', b)).toContain('/admissions/subsidy');
    // Built and current: the next step has nothing to do and asks the CMS nothing.
    const calls = counter.calls;
    expect((await buildStep(envWith(b), PAGES)).action).toBe('idle');
    expect(counter.calls).toBe(calls);
  });

  it('answers from the last good index while a new one is built, then from the new one', async () => {
    let word = 'zebra';
    const { fetcher } = cms((path, body) =>
      path === '/api/menu/admissions-mainland' ? body.replaceAll('Gaokao', word) : body,
    );
    const b = site(fetcher);
    await buildAll(b);
    const first = (await stateOf(b))?.current;
    expect(await pathsFound('en', 'zebra', b)).toContain('/admissions/mainland');

    // The CMS changes and says so; the next build starts and runs one step.
    word = 'okapi';
    await request(app, '/api/revalidate', await signed({ all: true }), b);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('built');
    expect((await stateOf(b))?.building).not.toBeNull();
    resetIsolate();
    expect(await pathsFound('en', 'zebra', b)).toContain('/admissions/mainland');
    expect(await pathsFound('en', 'okapi', b)).toEqual([]);

    const rest = await buildAll(b);
    expect(rest.at(-1)?.action).toBe('switched');
    expect((await stateOf(b))?.current).not.toBe(first);
    resetIsolate();
    expect(await pathsFound('en', 'okapi', b)).toContain('/admissions/mainland');
    expect(await pathsFound('en', 'zebra', b)).not.toContain('/admissions/mainland');
  });

  it('keeps the last good index after a failed build, and tries again later', async () => {
    let failing = false;
    const { fetcher } = cms((path, body) =>
      failing && path.startsWith('/api/special/teacher') ? new Response('down', { status: 503 }) : body,
    );
    const b = site(fetcher);
    // The last good index, an hour old; then the teachers change and the CMS starts failing.
    await buildAll(b, Date.now() - 3_600_000);
    failing = true;
    await request(app, '/api/revalidate', await signed({ kinds: ['teacher'] }), b);
    const now = Date.now();
    const reports = await buildAll(b, now);
    expect(reports.at(-1)?.action).toBe('failed');
    expect(reports.filter((r) => r.action === 'built').length).toBeGreaterThanOrEqual(UNIT_TRIES - 1);
    const state = await stateOf(b);
    expect(state?.building).toBeNull();
    expect(state?.failure).toMatch(/teachers:1/);
    // Visitors still search the last good index: every kind, people included.
    resetIsolate();
    expect(await pathsFound('en', 'tuition', b)).toContain('/admissions/subsidy');
    expect(await pathsFound('en', 'Chan Chi-ming', b)).toContain('/teacher/detail?id=3021');
    // Not again at once; after the wait, with the CMS back, the build goes through.
    expect((await buildStep(envWith(b), PAGES, now + 60_000)).action).toBe('idle');
    failing = false;
    const later = await buildAll(b, now + 11 * 60 * 1000);
    expect(later.at(-1)?.action).toBe('switched');
  });

  it('an index written in another format is built again at the next step, not when it is six hours old', async () => {
    const b = site(cms().fetcher);
    await buildAll(b);
    const first = await stateOf(b);
    expect(first?.current_format).toBe(INDEX_FORMAT);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('idle');
    // As after a deployment whose documents differ: the searched generation is of another format.
    await setState(b, 'current_format = ?1', INDEX_FORMAT - 1);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('built');
    expect((await buildAll(b)).at(-1)?.action).toBe('switched');
    const second = await stateOf(b);
    expect(second?.current).not.toBe(first?.current);
    expect(second?.current_format).toBe(INDEX_FORMAT);
  });

  it('a build begun in another format is dropped and begun again in this one', async () => {
    const b = site(cms().fetcher);
    await buildAll(b);
    await request(app, '/api/revalidate', await signed({ all: true }), b);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('built');
    const begun = (await stateOf(b))?.building;
    expect(begun).not.toBeNull();
    await setState(b, 'building_format = ?1', INDEX_FORMAT - 1);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('built');
    const state = await stateOf(b);
    expect(state?.building).not.toBeNull();
    expect(state?.building).not.toBe(begun);
    expect(state?.building_format).toBe(INDEX_FORMAT);
    expect(JSON.parse(state?.retired ?? '[]')).toContainEqual([begun, 0]);
    expect((await buildAll(b)).at(-1)?.action).toBe('switched');
    expect((await stateOf(b))?.current_format).toBe(INDEX_FORMAT);
  });

  it('one step at a time: a step running elsewhere holds the site', async () => {
    const b = site(cms().fetcher);
    await env.SEARCH_DB.prepare('INSERT INTO search_state (site, lease_until) VALUES (?1, ?2)')
      .bind(b.SITE_DOMAIN, Date.now() + 60_000)
      .run();
    expect((await buildStep(envWith(b), PAGES)).action).toBe('busy');
  });
});

/** A revalidation call as the CMS signs it (docs/OPERATIONS.md). */
async function signed(scope: Record<string, unknown>): Promise<RequestInit> {
  const body = JSON.stringify({ timestamp: Math.floor(Date.now() / 1000), ...scope });
  const signature = await sign('test-revalidate-secret', body);
  return {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
  };
}

describe('a signed webhook for a new news item', BUILDS, () => {
  it('makes it searchable at once, in every language, without a new build', async () => {
    let published = false;
    const item = { id: '9901', type: 'news', publishDate: '2026-11-20', summary: '' };
    const titles: Record<string, string> = { tc: '霍加狓節開幕', cn: '霍加狓节开幕', en: 'Okapi Festival opens' };
    const { fetcher, counter } = cms();
    const withNews = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const req = new Request(input, init);
        const res = await fetcher.fetch(req);
        if (!published || new URL(req.url).pathname !== '/api/article/news') return res;
        const json = (await res.json()) as { data: { rows: unknown[]; total: number } };
        const lang = req.headers.get('lang') ?? 'tc';
        if (new URL(req.url).searchParams.get('pageNum') === '1')
          json.data.rows.unshift({ ...item, title: titles[lang] });
        return Response.json(json);
      },
    } as unknown as Fetcher;
    const b = site(withNews);
    await buildAll(b);
    const gen = (await stateOf(b))?.current;
    expect(await pathsFound('en', 'okapi', b)).toEqual([]);

    published = true;
    const before = counter.calls;
    const res = await request(app, '/api/revalidate', await signed({ kinds: ['news'] }), b);
    expect(res.status).toBe(200);
    expect(counter.calls - before).toBeLessThanOrEqual(STEP_CALL_BUDGET);
    resetIsolate();
    expect(await pathsFound('en', 'okapi', b)).toEqual(['/news/9901']);
    expect(await pathsFound('tc', '霍加狓', b)).toEqual(['/news/9901']);
    expect(await pathsFound('sc', '霍加狓', b)).toEqual(['/news/9901']);
    expect((await stateOf(b))?.current).toBe(gen);
  });

  it('any other change asks for a new build, which the next step starts', async () => {
    const b = site(cms().fetcher);
    await buildAll(b);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('idle');
    await request(app, '/api/revalidate', await signed({ kinds: ['teacher'] }), b);
    expect((await stateOf(b))?.requested_at).toBeGreaterThan(0);
    expect((await buildStep(envWith(b), PAGES)).action).toBe('built');
  });
});

/** The CMS calls of a page's frame (menu, site information; src/cms/frame.ts). */
// What every page asks, whatever it shows: the frame's menu and site information, the site notices.
const FRAME = ['/api/menu/list', '/api/site/infos', '/api/notice/active'];

describe("a visitor's search", () => {
  it('never builds: before any build it searches nothing of the index, and says so', async () => {
    const { fetcher, counter } = cms();
    const b = site(fetcher);
    const suggest = await request(app, '/en/search/suggest?keyword=tuition', {}, b);
    expect(await suggest.json()).toEqual({ keyword: 'tuition', results: [] });
    // An endpoint: no frame, no page machinery, no CMS call at all (src/routing.tsx).
    expect(counter.paths).toEqual([]);
    counter.paths = [];
    const page = await request(app, '/en/search?keyword=tuition', {}, b);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pages could not all be searched just now');
    // The page's frame (menu, site information, notices) and the CMS's news search: nothing an index needs.
    expect(counter.paths.filter((p) => !FRAME.includes(p))).toEqual(['/api/article/search/tuition']);
    // A build step, even one with nothing to do, first takes the site's lease (a search_state row)
    // and a new build numbers its generation: neither happened.
    expect(await stateOf(b)).toBeNull();
    const gens = await env.SEARCH_DB.prepare('SELECT count(*) AS n FROM search_generations WHERE site = ?1')
      .bind(b.SITE_DOMAIN)
      .first<{ n: number }>();
    expect(gens?.n).toBe(0);
  });

  it('reads no module that builds (the routes and what they import)', () => {
    const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '/routes/search/*.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const [, spec] of (sources[file] ?? '').matchAll(/from '(@\/[^']+|\.\/[^']+)'/g)) {
        const base = spec?.startsWith('@/')
          ? `/src/${spec.slice(2)}`
          : `${file.slice(0, file.lastIndexOf('/'))}/${spec?.slice(2)}`;
        const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => f in sources);
        if (found) visit(found);
      }
    };
    visit('/routes/search/index.tsx');
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((f) => f.startsWith('/src/search/build/'))).toEqual([]);
  });
});

describe('snippets', () => {
  it('marks the matched words in plain text, around the first match', () => {
    const text = `${'word '.repeat(60)}the Tuition fees are deducted ${'more '.repeat(60)}`;
    const segments = highlight(text, ['tuition'], 160);
    expect(segments[0]).toEqual({ text: '…' });
    expect(segments.filter((s) => s.mark)).toEqual([{ text: 'Tuition', mark: true }]);
    expect(segments.at(-1)).toEqual({ text: '…' });
    expect(highlight('本科入學要求', ['入学要求'])).toEqual([{ text: '本科' }, { text: '入學要求', mark: true }]);
  });

  it('hostile CMS text stays text: tags are stripped for the index and escaped when shown', async () => {
    const html =
      '<p>Fees &lt;b&gt; &amp; <img src=x onerror=alert(1)>tuition</p><script>alert(2)</script><style>p{}</style>';
    const text = await htmlText(html);
    expect(text).toBe('Fees <b> & tuition');
    expect(await htmlText('<p>a<svg/>b</p><iframe>c</iframe><p>d&#x4e2d;&#26376;&bogus;</p>')).toBe('ab d中月&bogus;');
    const out = renderToString(
      createElement(Marked, { segments: highlight(`${text} <script>alert(3)</script>`, ['tuition', 'script']) }),
    );
    expect(out).not.toMatch(/<script|<b>|<img/);
    expect(out).toContain('&lt;b&gt;');
    expect(out).toContain('<mark>tuition</mark>');
    expect(out).toContain('<span> &lt;</span><mark>script</mark><span>&gt;alert(3)&lt;/</span>');
  });

  it('headings and links come out of CMS HTML beside the text', async () => {
    const out = await htmlContent(
      '<h3>Key &amp; dates</h3><p>See <a href="/article/academic-calendar">the calendar</a>.</p>',
    );
    expect(out).toEqual({
      text: 'Key & dates See the calendar.',
      headings: ['Key & dates'],
      links: ['/article/academic-calendar'],
    });
  });
});
