// The programme finder (/programmes, docs/UPSTREAM.md §23): filters from the data with counts
// that match the results, a plain GET form, an empty result that says what to drop, its
// structured data and index rules, in three languages; and the site without the summary call.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FINDER_RESULTS_PER_PAGE } from '@/cms/finder';
import { get as whole, mainOf, status } from '../content/helpers';
import { everyRow } from '../demo/helpers';
import { hrefs, textOf } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;
const LANGS = [
  { prefix: '', count: (n: number) => `找到 ${n} 個課程` },
  { prefix: '/sc', count: (n: number) => `找到 ${n} 个课程` },
  { prefix: '/en', count: (n: number) => `${n} programme${n === 1 ? '' : 's'} found` },
] as const;

interface Row {
  code: string;
  name: string;
  level: string;
  deptId: number;
  modes: string[];
  durationMonths: number;
  routes: string[];
  intakes: string[];
  medium: string[];
  qfLevel: number;
  jupasCode?: string;
}

/** The demo's summary rows (what the finder filters), in English. */
const rows = () => everyRow<Row>(1, '/api/programme/list');

const page = (path: string) => whole(path, TODAY);
const decode = (s: string) => s.replace(/&amp;/g, '&');
/** The codes of the results shown, in order. */
const resultCodes = (html: string): string[] =>
  [...mainOf(html).matchAll(/<h3 class="finder-result__name"><a href="[^"]*\/programmes\/([^"/?]+)"/g)].map(
    (m) => m[1] ?? '',
  );
/** The count beside a value of a filter's select. */
function optionCount(html: string, key: string, value: string): number | undefined {
  const select = new RegExp(`<select id="finder-${key}" name="${key}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  const option = new RegExp(`<option value="${value}"[^>]*>([^<]*)</option>`).exec(select ?? '')?.[1];
  const n = /[(（](\d+)[)）]$/.exec(option ?? '')?.[1];
  return n === undefined ? undefined : Number(n);
}
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );
/** The GET forms of a page's content that hold only hidden fields: their action and fields. */
const formsOf = (html: string) =>
  [...html.matchAll(/<form ([^>]*)>([\s\S]*?)<\/form>/g)]
    .filter((m) => /method="get"/.test(m[1] ?? '') && !/<(select|input(?![^>]*type="hidden"))/.test(m[2] ?? ''))
    .map((m) => ({
      action: /action="([^"]+)"/.exec(m[1] ?? '')?.[1],
      fields: Object.fromEntries(
        [...(m[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((f) => [f[1], f[2]]),
      ),
    }));
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');

/** Each filter with a value and what it keeps (unit: Science and Engineering's departments are 3xx). */
const FILTERS: { query: string; keeps: (r: Row) => boolean }[] = [
  { query: 'unit=fse', keeps: (r) => Math.floor(r.deptId / 100) === 3 },
  { query: 'level=pg', keeps: (r) => r.level === 'pg' },
  { query: 'mode=part-time', keeps: (r) => r.modes.includes('part-time') },
  { query: 'duration=24', keeps: (r) => r.durationMonths === 24 },
  { query: 'route=mainland', keeps: (r) => r.routes.includes('mainland') },
  { query: 'intake=2027-09', keeps: (r) => r.intakes.includes('2027-09') },
  { query: 'medium=yue', keeps: (r) => r.medium.includes('yue') },
  { query: 'qf=4', keeps: (r) => r.qfLevel === 4 },
];

describe('/programmes: the programme finder', () => {
  it.each(LANGS)('$prefix/programmes lists every programme with a detail, indexed, with an ItemList', async (lang) => {
    const all = await rows();
    const { res, html } = await page(`${lang.prefix}/programmes`);
    expect(res.status).toBe(200);
    expect(textOf(mainOf(html))).toContain(lang.count(all.length));
    expect(resultCodes(html)).toEqual(all.slice(0, FINDER_RESULTS_PER_PAGE).map((r) => r.code));
    expect(noindex(html)).toBe(false);
    const list = jsonLdOf(html).find((b) => b['@type'] === 'ItemList') as {
      itemListElement: { '@type': string; position: number; item: Record<string, unknown> }[];
    };
    expect(list.itemListElement).toHaveLength(FINDER_RESULTS_PER_PAGE);
    list.itemListElement.forEach((e, i) => {
      expect(e['@type']).toBe('ListItem');
      expect(e.position).toBe(i + 1);
      expect(e.item['@type']).toBe('EducationalOccupationalProgram');
      expect(e.item.url).toBe(`http://site.test${lang.prefix}/programmes/${all[i]?.code}`);
      expect(e.item.name).toBeTruthy();
      expect(e.item.timeToComplete).toMatch(/^P\d+M$/);
    });
  });

  it.each(LANGS.flatMap((lang) => FILTERS.map((f) => ({ ...f, prefix: lang.prefix, count: lang.count }))))(
    '$prefix/programmes?$query: the results are the programmes it keeps, as many as its count said',
    async ({ prefix, query, keeps, count }) => {
      const want = (await rows()).filter(keeps);
      expect(want.length).toBeGreaterThan(0);
      const [key, value] = query.split('=') as [string, string];
      const plain = await page(`${prefix}/programmes`);
      expect(optionCount(plain.html, key, value)).toBe(want.length);
      const { res, html } = await page(`${prefix}/programmes?${query}`);
      expect(res.status).toBe(200);
      expect(textOf(mainOf(html))).toContain(count(want.length));
      expect(resultCodes(html)).toEqual(want.slice(0, FINDER_RESULTS_PER_PAGE).map((r) => r.code));
      // A filter combination is kept out of the index.
      expect(noindex(html)).toBe(true);
    },
  );

  it.each(LANGS)(
    '$prefix: filters combine, and each count beside a value is the results it gives',
    async ({ prefix, count }) => {
      const all = await rows();
      const { html } = await page(`${prefix}/programmes?route=mainland&medium=yue`);
      const want = all.filter((r) => r.routes.includes('mainland') && r.medium.includes('yue'));
      expect(want.map((r) => r.code)).toEqual(['ug-chinese', 'ug-english-translation']);
      expect(resultCodes(html)).toEqual(want.map((r) => r.code));
      expect(textOf(mainOf(html))).toContain(count(2));
      // The other filters' counts are within the current results: choosing the value gives that many.
      for (const value of ['fass', 'fb', 'fse']) {
        const n = want.filter(
          (r) => r.deptId >= 100 && Math.floor(r.deptId / 100) === { fass: 1, fb: 2, fse: 3 }[value],
        );
        expect(optionCount(html, 'unit', value), value).toBe(n.length);
      }
      const chosen = await page(`${prefix}/programmes?route=mainland&medium=yue&unit=fass`);
      expect(resultCodes(chosen.html)).toHaveLength(optionCount(html, 'unit', 'fass') ?? -1);
    },
  );

  it.each(LANGS)(
    '$prefix: an empty result names each filter to drop, with what dropping it gives',
    async ({ prefix }) => {
      const all = await rows();
      const { res, html } = await page(`${prefix}/programmes?level=pg&route=mainland`);
      expect(res.status).toBe(200);
      expect(resultCodes(html)).toEqual([]);
      const main = mainOf(html);
      const drops = [...main.matchAll(/<div class="finder-empty">[\s\S]*?<\/div>/g)][0]?.[0] ?? '';
      const links = hrefs(drops);
      expect(links).toEqual([`${prefix}/programmes?route=mainland`, `${prefix}/programmes?level=pg`]);
      const mainland = all.filter((r) => r.routes.includes('mainland')).length;
      const pg = all.filter((r) => r.level === 'pg').length;
      expect(textOf(drops)).toMatch(new RegExp(`[(（]${mainland}\\D`));
      expect(textOf(drops)).toMatch(new RegExp(`[(（]${pg}\\D`));
      for (const link of links) expect(resultCodes((await page(link)).html).length).toBeGreaterThan(0);
    },
  );

  it('works without JavaScript: a GET form whose fields are the query, answered as a plain page', async () => {
    const { html } = await page('/en/programmes?level=ug');
    const form =
      /<form class="finder-form"[^>]* action="\/en\/programmes" method="get">([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
    expect(form).not.toBe('');
    for (const name of ['q', 'unit', 'level', 'mode', 'duration', 'route', 'intake', 'medium', 'qf', 'students'])
      expect(form).toMatch(new RegExp(`name="${name}"`));
    expect(form).toMatch(/<label for="finder-level">Level<\/label>/);
    expect(form).toMatch(/<option value="ug" selected="">Undergraduate/);
    expect(form).toMatch(/<button type="submit"/);
    // What a browser sends for this form: every field, the empty ones too.
    const sent = await page(
      '/en/programmes?q=data&unit=&level=ug&mode=&duration=&route=mainland&intake=&medium=&qf=&students=nonLocal',
    );
    expect(sent.res.status).toBe(200);
    expect(resultCodes(sent.html)).toEqual(['ug-data-science']);
    expect(textOf(mainOf(sent.html))).toContain('Non-local students: HK$150,000 a year');
    // The form sent with nothing chosen is the plain finder: indexed, its canonical URL without the empty fields.
    const empty = await page(
      '/en/programmes?q=&unit=&level=&mode=&duration=&route=&intake=&medium=&qf=&students=local',
    );
    expect(noindex(empty.html)).toBe(false);
    expect(decode(/<link rel="canonical" href="([^"]*)"/.exec(empty.html)?.[1] ?? '')).toBe(
      'http://site.test/en/programmes',
    );
  });

  it('a keyword finds a programme by name or by its JUPAS code', async () => {
    expect(resultCodes((await page('/en/programmes?q=nursing')).html)).toEqual(['ug-nursing']);
    const byCode = (await rows()).find((r) => r.code === 'ug-data-science')?.jupasCode;
    expect(byCode).toMatch(/^JS\d{4}$/);
    expect(resultCodes((await page(`/en/programmes?q=${byCode}`)).html)).toEqual(['ug-data-science']);
  });

  it('each result gives its key facts and the next deadline, and links its page', async () => {
    const { html } = await page('/en/programmes?q=data+science');
    const text = textOf(mainOf(html));
    for (const fact of [
      'Level Undergraduate',
      'Duration 4 years',
      'Mode of study Full-time',
      'Tuition Local students: HK$98,000 a year',
      'Next application deadline 31 January 2027',
      'QF level QF Level 5',
      'Medium of instruction English',
    ])
      expect(text).toContain(fact);
    expect(hrefs(mainOf(html))).toContain('/en/programmes/ug-data-science');
  });

  // A value no programme can have reaches the page as sent (strictRule, docs/SECURITY.md "One key
  // per page"), so it is refused there: never the whole finder under a filter's URL.
  it.each(['level=phd', 'mode=evening', 'route=jupas', 'qf=9', 'medium=fr', 'unit=law', 'duration=0'])(
    'a filter value no programme can have (%s) is a 404, without asking the CMS for the list',
    async (query) => {
      const calls: string[] = [];
      const upstream = {
        fetch: (input: RequestInfo | URL, init?: RequestInit) => {
          const req = new Request(input, init);
          calls.push(new URL(req.url).pathname);
          return env.UPSTREAM!.fetch(req);
        },
      } as unknown as Fetcher;
      const bindings = { UPSTREAM: upstream, SITE_DOMAIN: `finder-${crypto.randomUUID()}.test` };
      expect(await status(`/en/programmes?${query}`, bindings)).toBe(404);
      expect(calls.filter((p) => p.startsWith('/api/programme'))).toEqual([]);
    },
  );

  it('a well-formed value the data does not have is an empty result, not an error', async () => {
    expect(await status('/en/programmes?duration=7', TODAY)).toBe(200);
  });

  it('pages its results: page 2 has the rest, a page past the end is a 404', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(FINDER_RESULTS_PER_PAGE);
    const { html } = await page('/en/programmes?pageNum=2');
    expect(resultCodes(html)).toEqual(all.slice(FINDER_RESULTS_PER_PAGE).map((r) => r.code));
    expect(noindex(html)).toBe(true);
    expect(await status('/en/programmes?pageNum=3')).toBe(404);
  });

  it('"add to compare" keeps the choice in the URL and links the comparison once two are chosen', async () => {
    const one = await page('/en/programmes?level=ug');
    // A form's button, not a link: links to every choice would be a trap for crawlers.
    const add = formsOf(mainOf(one.html)).find((f) => f.fields.compare === 'ug-data-science');
    expect(add).toEqual({ action: '/en/programmes', fields: { level: 'ug', compare: 'ug-data-science' } });
    expect(hrefs(mainOf(one.html)).some((h) => h.includes('compare='))).toBe(false);
    const two = await page('/en/programmes?level=ug&compare=ug-data-science,ug-nursing');
    const links = hrefs(mainOf(two.html));
    expect(links).toContain('/en/programmes/compare?codes=ug-data-science%2Cug-nursing');
    // The form keeps the choice when a filter changes.
    expect(two.html).toMatch(/<input type="hidden" name="compare" value="ug-data-science,ug-nursing"\/>/);
    expect(noindex(two.html)).toBe(true);
  });
});
