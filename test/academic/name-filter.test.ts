// The name filter of the teacher and alumni lists (?name=): a GET form that works without
// JavaScript, matching the names the CMS gives in the list, in every language and either script.
import { describe, expect, it } from 'vitest';
import { NAME_SCAN_CALLS, NAME_SCAN_PAGE_SIZE } from '../../routes/academic/people-list';
import { scaledUpstream } from '../demo/helpers';
import { detailIds, get, textOf } from './helpers';

/** The names of the cards of a list page, in order, with their ids. */
const cards = (html: string): { id: number; name: string }[] =>
  [...html.matchAll(/<h2 class="card__title"><a href="[^"]*detail\?id=(\d+)">([^<]+)<\/a>/g)].map((m) => ({
    id: Number(m[1]),
    name: m[2] as string,
  }));

describe('name filter of the teacher list', () => {
  it.each([
    ['', '志明', '姓名包含「志明」的人'],
    ['/sc', '陳志明', '姓名包含“陳志明”的人'],
    ['/en', 'chi-ming', 'People whose name contains “chi-ming”'],
    ['/en', 'chan chi ming', 'People whose name contains “chan chi ming”'],
  ])('%s/teacher?name=%s finds CHAN Chi-ming (3021) and only people of that name', async (prefix, name, found) => {
    const { res, html } = await get(`${prefix}/teacher?name=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    const ids = detailIds(html, 'teacher');
    expect(ids).toContain(3021);
    expect(ids.length).toBeLessThan(16);
    expect(textOf(html)).toContain(found);
    // The form keeps what was typed, and is a plain GET form with a labelled field.
    expect(html).toContain(`<form class="filter-form" action="${prefix}/teacher" method="get">`);
    expect(html).toContain('<label for="filter-name">');
    expect(html).toContain(`value="${name}"`);
    // A name is a visitor's own words: such a page is not indexed, and no canonical URL holds it.
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toMatch(/<link rel="canonical"[^>]*name=/);
  });

  it('a name nobody has: a 200 saying so, in the page’s language', async () => {
    const { res, html } = await get('/en/teacher?name=zzqx');
    expect(res.status).toBe(200);
    expect(detailIds(html, 'teacher')).toEqual([]);
    expect(textOf(html)).toContain('No one’s name contains “zzqx”.');
    expect(textOf((await get('/teacher?name=zzqx')).html)).toContain('沒有姓名包含「zzqx」的人。');
  });

  it('combines with the department filter and pages its matches, the name kept in the page links', async () => {
    const all = cards((await get('/en/teacher?name=chan')).html);
    expect(all.length).toBeGreaterThan(0);
    for (const card of all) expect(card.name.toLowerCase()).toContain('chan');
    const { html } = await get('/en/teacher?name=chan&deptId=999999');
    expect(detailIds(html, 'teacher')).toEqual([]);
  });
});

describe('name filter of the alumni list', () => {
  it.each([
    ['', 0],
    ['/sc', 0],
    ['/en', 1],
  ] as const)('%s/alumni?name= finds an alumnus by part of their name', async (prefix, word) => {
    const [first] = cards((await get(`${prefix}/alumni`)).html);
    expect(first).toBeDefined();
    const { id, name } = first as { id: number; name: string };
    // Chinese: the given name (after the surname); English: a word of the name.
    const part = prefix === '/en' ? (name.split(/[\s,]+/)[word] as string) : Array.from(name).slice(1).join('');
    const { res, html } = await get(`${prefix}/alumni?name=${encodeURIComponent(part)}`);
    expect(res.status).toBe(200);
    expect(detailIds(html, 'alumni')).toContain(id);
    for (const card of cards(html)) expect(card.name.toLowerCase()).toContain(part.toLowerCase());
  });
});

describe('name filter of a long list', () => {
  it('reads at most NAME_SCAN_CALLS pages of the list, then says so and offers the site search', {
    timeout: 60_000,
  }, async () => {
    // 150 times the demo: 7 200 alumni, 36 calls of 200; the filter reads ten.
    const scaled = scaledUpstream(150);
    const { res, html } = await get('/en/alumni?name=chan', scaled.bindings);
    expect(res.status).toBe(200);
    const lists = scaled.calls.filter((url) => url.includes('/api/schoolfellow/list'));
    expect(lists).toHaveLength(NAME_SCAN_CALLS);
    expect(textOf(html)).toContain(
      `Only the first ${NAME_SCAN_CALLS * NAME_SCAN_PAGE_SIZE} names of the list were looked through.`,
    );
    expect(html).toContain('href="/en/search?keyword=chan"');
    expect(detailIds(html, 'alumni').length).toBeGreaterThan(0);
  });
});
