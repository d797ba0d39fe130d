// Programmes side by side (/programmes/compare, docs/UPSTREAM.md §23): two to four codes, one
// detail call each; a bad or unknown code is ignored with a note, more than four are cut to four.
import { describe, expect, it } from 'vitest';
import { MAX_COMPARE } from '@/cms/finder';
import { get as whole, mainOf } from '../content/helpers';
import { scaledUpstream } from '../demo/helpers';
import { hrefs, textOf } from './helpers';

const TODAY = { TODAY: '2026-11-25' } as Partial<Env>;
const page = (path: string, bindings: Partial<Env> = TODAY) => whole(path, bindings);
/** The programmes compared: the table's column heads, in order. */
const columns = (html: string): string[] =>
  [...mainOf(html).matchAll(/<th scope="col"><a href="[^"]*\/programmes\/([^"/?]+)"/g)].map((m) => m[1] ?? '');
/** A fact's row: whether it is marked as differing, and its cells' text. */
function rowOf(html: string, fact: string): { differs: boolean; cells: string[] } {
  const row = new RegExp(`<tr( class="compare-row--differs")? data-fact="${fact}">([\\s\\S]*?)</tr>`).exec(html);
  return {
    differs: Boolean(row?.[1]),
    cells: [...(row?.[2] ?? '').matchAll(/<td>([\s\S]*?)<\/td>/g)].map((m) => textOf(m[1] ?? '').trim()),
  };
}
const noindex = (html: string) => html.includes('<meta name="robots" content="noindex"/>');

describe('/programmes/compare', () => {
  it('two programmes: one row per fact, the differences marked', async () => {
    const { res, html } = await page('/en/programmes/compare?codes=ug-data-science,ug-nursing');
    expect(res.status).toBe(200);
    expect(columns(html)).toEqual(['ug-data-science', 'ug-nursing']);
    expect(rowOf(html, 'level')).toEqual({ differs: false, cells: ['Undergraduate', 'Undergraduate'] });
    expect(rowOf(html, 'duration')).toEqual({ differs: true, cells: ['4 years', '5 years'] });
    expect(rowOf(html, 'places')).toEqual({ differs: true, cells: ['40', '80'] });
    expect(rowOf(html, 'tuition-local').cells).toEqual(['HK$98,000 a year', 'HK$98,000 a year']);
    expect(rowOf(html, 'tuition-nonLocal').cells).toEqual(['HK$150,000 a year', 'HK$150,000 a year']);
    expect(rowOf(html, 'qf').cells[0]).toMatch(/^QF Level 5 · \d{2}\/\d{6}\/L5 \(valid /);
    expect(rowOf(html, 'medium').cells).toEqual(['English', 'English']);
    for (const fact of ['dept', 'mode', 'intake', 'requirements', 'dates', 'careers'])
      expect(rowOf(html, fact).cells, fact).toHaveLength(2);
    const text = textOf(mainOf(html));
    expect(text).toContain('The table scrolls sideways; the first column stays in place.');
    expect(text).toContain('Duration (differs)');
    expect(mainOf(html)).toMatch(/<div class="table-wrap compare-wrap" role="region" aria-label="[^"]+" tabindex="0">/);
    expect(noindex(html)).toBe(true);
  });

  it('entry requirements for one chosen route', async () => {
    const { html } = await page('/en/programmes/compare?codes=ug-data-science,hd-accounting&route=mainland');
    const req = rowOf(html, 'requirements');
    expect(req.cells[0]).toMatch(/^Mainland Gaokao: /);
    expect(req.cells[0]).not.toContain('HKDSE');
    // The higher diploma takes no Gaokao applicants: nothing for that route.
    expect(req.cells[1]).toBe('Not given');
    expect(html).toMatch(/<option value="mainland" selected="">/);
  });

  it.each([
    ['tc', '', 3],
    ['sc', '/sc', 4],
  ])('%s: three or four programmes', async (_l, prefix, n) => {
    const codes = ['ug-data-science', 'ug-nursing', 'pg-mba', 'hd-accounting'].slice(0, n);
    const { res, html } = await page(`${prefix}/programmes/compare?codes=${codes.join(',')}`);
    expect(res.status).toBe(200);
    expect(columns(html)).toEqual(codes);
    expect(rowOf(html, 'level').differs).toBe(true);
  });

  it('a bad or unknown code is left out with a note, never an error', async () => {
    const { res, html } = await page('/en/programmes/compare?codes=ug-data-science,no-such-thing,BAD%00x,ug-nursing');
    expect(res.status).toBe(200);
    expect(columns(html)).toEqual(['ug-data-science', 'ug-nursing']);
    expect(textOf(mainOf(html))).toContain('Not compared, as no programme has these codes: BAD');
    expect(textOf(mainOf(html))).toContain('no-such-thing');
  });

  it('more than four: the first four, with a note; at most four detail calls', async () => {
    const upstream = scaledUpstream(1);
    const codes = ['ug-data-science', 'ug-nursing', 'pg-mba', 'hd-accounting', 'ug-chinese', 'pg-finance'];
    const { res, html } = await page(`/en/programmes/compare?codes=${codes.join(',')}`, {
      ...TODAY,
      ...upstream.bindings,
    });
    expect(res.status).toBe(200);
    expect(columns(html)).toEqual(codes.slice(0, MAX_COMPARE));
    expect(textOf(mainOf(html))).toContain(
      'At most four programmes can be compared at once; the first four are shown.',
    );
    const details = upstream.calls.filter((u) => /^\/api\/programme\/(?!list)/.test(u));
    expect(details).toHaveLength(MAX_COMPARE);
  });

  it('one programme (or none) asks for another, linking the finder', async () => {
    for (const query of ['codes=ug-data-science', 'codes=', '']) {
      const { res, html } = await page(`/en/programmes/compare?${query}`);
      expect(res.status, query).toBe(200);
      expect(textOf(mainOf(html))).toContain('Choose at least two programmes to compare.');
      expect(hrefs(mainOf(html))).toContain('/en/programmes');
    }
  });

  it('removing a programme keeps the others and the route in the URL', async () => {
    const { html } = await page('/en/programmes/compare?codes=ug-data-science,ug-nursing,pg-mba&route=hkdse');
    expect(hrefs(mainOf(html))).toContain('/en/programmes/compare?codes=ug-nursing%2Cpg-mba&route=hkdse');
  });
});
