// A hostile CMS cannot stop the site index (docs/SECURITY.md "A hostile CMS cannot stop the
// index"): a page body of 20,000 internal links, or tens of thousands of nested elements, costs
// its own unit what is past the read bounds, never the build its end; a menu of 6,000 article
// links fills the plan to its bound and no further; every CMS attempt of a step is taken from
// its budget before it is sent. Work is counted (elements read, links kept, units planned, CMS
// calls), never timed.
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIsolate } from '@/lib/isolate';
import { createScope } from '@/request/scope';
import { buildStep, PLAN_MAX_UNITS, STEP_CALL_BUDGET, type StepReport } from '@/search/build/step';
import {
  htmlContent,
  newReading,
  READ_CHUNK_BYTES,
  READ_MAX_ELEMENTS,
  READ_MAX_LINKS,
  readCounters,
} from '@/search/text';
import { getArticle } from '@/upstream/api';
import { isOverBudget } from '@/upstream/errors';
import { envWith, PAGES, pathsFound } from './helpers';

/** The demo CMS with answers rewritten by `edit`, counting every request it receives. */
function cms(edit: (path: string, json: { data: unknown }) => unknown = (_, json) => json) {
  const counter = { calls: 0 };
  const fetcher = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      counter.calls++;
      const req = new Request(input, init);
      const res = await (env.UPSTREAM as Fetcher).fetch(req);
      if (!res.ok) return res;
      const out = edit(new URL(req.url).pathname, (await res.json()) as { data: unknown });
      return out instanceof Response ? out : Response.json(out);
    },
  } as unknown as Fetcher;
  return { fetcher, counter };
}

const site = (upstream: Fetcher): Partial<Env> => ({
  UPSTREAM: upstream,
  SITE_DOMAIN: `hostile-${crypto.randomUUID()}.test`,
});

/** 20,000 links to articles the CMS does not have, each in its own paragraph. */
const LINKS = 20_000;
const manyLinks = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => `<p><a href="/news/${prefix}${i}">link ${i}</a></p>`).join('');
/** Elements nested this deep, with a word only after them all. */
const DEPTH = 30_000;
const deep = `${'<div><span>'.repeat(DEPTH / 2)}buriedword${'</span></div>'.repeat(DEPTH / 2)}`;

let lines: string[] = [];
beforeEach(() => {
  resetIsolate();
  lines = [];
  for (const level of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: unknown) => void lines.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());

const events = (name: string) =>
  lines.filter((l) => l.includes(`"event":"${name}"`)).map((l) => JSON.parse(l) as Record<string, unknown>);

/** Steps as the Cron Trigger runs them, each checked as it ends (a failure stops at once). */
async function steps(b: Partial<Env>, counter: { calls: number }, check: (r: StepReport) => void, max = 400) {
  const reports: StepReport[] = [];
  for (let i = 0; i < max; i++) {
    const before = counter.calls;
    const report = await buildStep(envWith(b), PAGES, Date.now() + i);
    expect(counter.calls - before, JSON.stringify(report)).toBeLessThanOrEqual(STEP_CALL_BUDGET);
    check(report);
    reports.push(report);
    if (report.action !== 'built') return reports;
  }
  throw new Error('the build did not end');
}

/**
 * Elements the parser hands the reader at most for one answer: the bound, and what is left of
 * the piece of input it stopped in (the shortest element, `<a>`, takes three bytes).
 */
const PARSED_AT_MOST = READ_MAX_ELEMENTS + READ_CHUNK_BYTES / 3;

/** Units the demo's own build plans at most (its lists, pages and linked articles), with room. */
const DEMO_UNITS = 400;

describe('the text reader', () => {
  it(`reads at most ${READ_MAX_ELEMENTS} elements and ${READ_MAX_LINKS} links of one answer, and says so`, async () => {
    const elements = readCounters.elements;
    const reading = newReading();
    const body = await htmlContent(`<h2>Opening words</h2>${manyLinks(LINKS, 'h')}`, reading);
    const section = await htmlContent(deep, reading);
    expect(readCounters.elements - elements).toBeLessThanOrEqual(PARSED_AT_MOST);
    expect(body.links).toHaveLength(READ_MAX_LINKS);
    expect(body.links[0]).toBe('/news/h0');
    expect(body.text.startsWith('Opening words link 0 link 1')).toBe(true);
    expect(body.headings).toEqual(['Opening words']);
    // Past the bound: the section shared the answer's reading, nothing of it is read.
    expect(section.text).toBe('');
    expect(reading.cut.elements).toBe(true);
    expect(reading.cut.links).toBeGreaterThan(0);
  });

  it('a body of tens of thousands of nested elements costs at most the bound, and its buried word is not indexed', async () => {
    const elements = readCounters.elements;
    const out = await htmlContent(deep);
    expect(readCounters.elements - elements).toBeLessThanOrEqual(PARSED_AT_MOST);
    expect(out.text).not.toContain('buriedword');
  });

  it('a link longer than any address of the site is not followed', async () => {
    const out = await htmlContent(`<a href="/news/${'x'.repeat(5000)}">long</a><a href="/news/1001">ok</a>`);
    expect(out.links).toEqual(['/news/1001']);
    expect(out.text).toBe('longok');
  });
});

describe('an element that is not text, left open', () => {
  const RAW = ['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'];
  const MARKUP = ['template', 'object', 'select', 'svg', 'math'];

  it.each(RAW)('<%s> hides its own text only: the rest of the body is indexed, its links followed', async (tag) => {
    const out = await htmlContent(
      `<p>Before</p><${tag}>own words<h3>Later</h3><p>After <a href="/news/1001">okapi</a></p>`,
    );
    expect(out.text).toBe('Before Later After okapi');
    expect(out.headings).toEqual(['Later']);
    expect(out.links).toEqual(['/news/1001']);
  });

  it.each(MARKUP)('<%s> hides nothing that follows it (a browser shows it)', async (tag) => {
    const out = await htmlContent(`<p>Before</p><${tag}>held<p>After <a href="/news/1001">okapi</a></p>`);
    expect(out.text).toBe('Before held After okapi');
    expect(out.links).toEqual(['/news/1001']);
  });

  it('closed, each still hides what it holds', async () => {
    for (const tag of [...RAW.filter((t) => t !== 'plaintext'), ...MARKUP]) {
      const out = await htmlContent(`<p>Before</p><${tag}>hidden words</${tag}><p>After</p>`);
      expect(out.text, tag).toBe('Before After');
    }
  });

  it('many in a row: each read past, up to a bound, and the cut logged', async () => {
    const reading = newReading();
    const out = await htmlContent(`${'<script>x'.repeat(20)}<p>Never</p>`, reading);
    expect(out.text).not.toContain('Never');
    expect(reading.cut.reread).toBe(true);
    expect((await htmlContent(`${'<script>x'.repeat(3)}<p>Found</p>`)).text).toBe('Found');
  });
});

describe('a CMS page of 20,000 links and 30,000 nested elements', () => {
  it('costs its own unit what is past the bounds; the index is built to the end and the rest updates', {
    timeout: 120_000,
  }, async () => {
    const { fetcher, counter } = cms((path, json) => {
      if (path !== '/api/menu/admissions-mainland') return json;
      const page = json.data as { body: string; sections: { title: string; body: string }[] };
      return {
        ...json,
        data: {
          ...page,
          body: `<p>Hostile okapiword intro.</p>${manyLinks(LINKS, 'h')}`,
          sections: [{ title: 'Deep', body: deep }, ...page.sections],
        },
      };
    });
    const b = site(fetcher);
    const reports = await steps(b, counter, (r) => {
      // The plan never holds more than the demo's units and one answer's links.
      expect(r.left, JSON.stringify(r)).toBeLessThanOrEqual(DEMO_UNITS + READ_MAX_LINKS);
    });
    expect(reports.at(-1)?.action).toBe('switched');
    // The other pages are in the new index, and the hostile one by the words it begins with.
    expect(await pathsFound('en', 'tuition', b)).toContain('/admissions/subsidy');
    expect(await pathsFound('en', 'okapiword', b)).toContain('/admissions/mainland');
    expect(await pathsFound('en', 'buriedword', b)).toEqual([]);
    const cut = events('search.read.cut');
    expect(cut.map((e) => e.unit)).toContain('page:admissions-mainland:en');
    expect(cut.find((e) => e.unit === 'page:admissions-mainland:en')?.links).toBeGreaterThan(0);
  });
});

describe('a CMS menu of 6,000 article links', () => {
  it(`fills the plan to ${PLAN_MAX_UNITS} units and no further, and logs what it left out`, {
    timeout: 60_000,
  }, async () => {
    const EXTRA = 6_000;
    const { fetcher, counter } = cms((path, json) => {
      if (path !== '/api/menu/list') return json;
      const menu = json.data as Record<string, unknown>[];
      const links = Array.from({ length: EXTRA }, (_, i) => ({
        menuId: 900_000 + i,
        parentId: 0,
        menuType: 2,
        menuName: `Item ${i}`,
        menuUrl: `/news/m${i}`,
        orderNum: i,
        children: [],
      }));
      return {
        ...json,
        data: [...menu, { menuId: 899_999, parentId: 0, menuType: 0, menuName: 'Many', orderNum: 99, children: links }],
      };
    });
    const b = site(fetcher);
    const first = await buildStep(envWith(b), PAGES);
    expect(first.action).toBe('built');
    expect(counter.calls).toBeLessThanOrEqual(STEP_CALL_BUDGET);
    expect(first.left + first.units).toBeLessThanOrEqual(PLAN_MAX_UNITS);
    const full = events('search.build.plan-full');
    expect(full).toHaveLength(1);
    expect(full[0]?.notPlanned).toBeGreaterThan(EXTRA - PLAN_MAX_UNITS);
    const row = await env.SEARCH_DB.prepare('SELECT plan FROM search_state WHERE site = ?1')
      .bind(b.SITE_DOMAIN)
      .first<{ plan: string }>();
    const plan = JSON.parse(row?.plan ?? '{}') as { seen: string[] };
    expect(plan.seen).toHaveLength(PLAN_MAX_UNITS);
    // Well under a D1 row's 2 MB.
    expect(row?.plan.length).toBeLessThan(1_200_000);
  });
});

describe('answers that cannot be read whole', () => {
  it('a body the parser refuses, a 3 MB paragraph and an answer that fails its schema each cost their own unit at most', {
    timeout: 120_000,
  }, async () => {
    const { fetcher, counter } = cms((path, json) => {
      const page = json.data as { body: string; sections: unknown[] };
      // lol-html refuses a text-content tag inside a select: the reader keeps what came before.
      if (path === '/api/menu/admissions-mainland')
        return {
          ...json,
          data: { ...page, body: '<p>Keeper okapitwo.</p><select><style>x</style></select><p>lost</p>' },
        };
      if (path === '/api/menu/admissions-international')
        return { ...json, data: { ...page, body: `<p>Long okapithree ${'zebra '.repeat(500_000)}</p>` } };
      if (path === '/api/menu/research') return { ...json, data: { ...page, title: 5 } };
      return json;
    });
    const b = site(fetcher);
    const reports = await steps(b, counter, () => undefined);
    expect(reports.at(-1)?.action).toBe('switched');
    expect(await pathsFound('en', 'tuition', b)).toContain('/admissions/subsidy');
    expect(await pathsFound('en', 'okapitwo', b)).toContain('/admissions/mainland');
    expect(await pathsFound('en', 'okapithree', b)).toContain('/admissions/international');
    expect(events('search.read.cut').map((e) => e.unit)).toContain('page:admissions-mainland:en');
    expect(events('search.doc.cut').map((e) => e.id)).toContain('page:/admissions/international');
    expect(events('search.build.unit-dropped').map((e) => e.unit)).toEqual(['page:research']);
  });
});

describe('the call budget', () => {
  it('is taken before each attempt: a spent budget sends nothing more', async () => {
    const { fetcher, counter } = cms(() => new Response('down', { status: 503 }));
    const budget = { left: 3 };
    const scope = createScope({ env: envWith(site(fetcher)), locale: 'en', budget });
    // A 503 is tried twice: the first read takes two attempts, the second one, the third none.
    const outcomes = await Promise.allSettled([
      getArticle(scope, 'b1'),
      getArticle(scope, 'b2'),
      getArticle(scope, 'b3'),
    ]);
    expect(counter.calls).toBe(3);
    expect(budget.left).toBe(0);
    expect(outcomes.filter((o) => o.status === 'rejected' && isOverBudget(o.reason))).not.toHaveLength(0);
  });
});
