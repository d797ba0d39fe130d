// The demo CMS at any size (docs/UPSTREAM.md "Demo scale"): X-Demo-Scale (or DEMO_SCALE) makes
// every list k times as long, each copy with its own id, name, title and dates, and an answer
// by id that agrees with its list row in every language.
import { env } from 'cloudflare:workers';
import { resetIsolate } from '@/lib/isolate';
import demo from '../../demo/src/index';
import { type Envelope, atScale, demoEnv, demoFetch, everyRow } from './helpers';

const LANGS = ['tc', 'cn', 'en'] as const;
const STRIDE = 1_000_000;
/** Lists built at 20 and 1000 times the demo on a shared machine: a runner timeout, not a time budget. */
const SLOW = { timeout: 60_000 };

import type { Page } from './helpers';

async function at<T = any>(k: number | string, path: string, lang = 'en'): Promise<Envelope<T>> {
  const res = await demoFetch(path, { lang, headers: { 'X-Demo-Scale': String(k) } });
  return (await res.json()) as Envelope<T>;
}

const dataAt = <T = any>(k: number, path: string, lang = 'en'): Promise<T> => atScale<T>(k, path, lang);

const LISTS = ['/api/article/news', '/api/special/teacher/list', '/api/schoolfellow/list', '/api/special/partners'];

describe('the demo scale setting', SLOW, () => {
  it('is 1 without the header or var, and a header of 1 … 1000 sets it', async () => {
    for (const path of LISTS) {
      const base = (await dataAt<Page<unknown>>(1, path)).total;
      expect(((await (await demoFetch(path)).json()) as Envelope<Page<unknown>>).data.total, path).toBe(base);
      expect((await dataAt<Page<unknown>>(3, path)).total, path).toBe(3 * base);
    }
    const teachers = (await dataAt<Page<unknown>>(1, '/api/special/teacher/list')).total;
    expect((await dataAt<Page<unknown>>(1000, '/api/special/teacher/list')).total).toBe(1000 * teachers);
  });

  it('refuses anything but an integer from 1 to 1000 with code 400 in the envelope', async () => {
    for (const bad of ['0', '1001', '-1', '1.5', '01', 'x', '', ' ', '2e1', '99999999999']) {
      const res = await demoFetch('/api/article/news', { headers: { 'X-Demo-Scale': bad } });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as Envelope;
      expect(answer.code, JSON.stringify(bad)).toBe(400);
      expect(answer.data).toBeNull();
      expect(answer.msg).toContain('X-Demo-Scale');
    }
  });

  it('reads the DEMO_SCALE var, which the header overrides', async () => {
    const call = async (headers: Record<string, string>, scale: string) => {
      const request = new Request('http://demo/api/special/teacher/list', { headers });
      const res = await demo.fetch(request, { ...demoEnv(), DEMO_SCALE: scale });
      return (await res.json()) as Envelope<Page<unknown>>;
    };
    const base = (await dataAt<Page<unknown>>(1, '/api/special/teacher/list')).total;
    expect((await call({}, '4')).data.total).toBe(4 * base);
    expect((await call({ 'X-Demo-Scale': '2' }, '4')).data.total).toBe(2 * base);
    expect((await call({}, 'lots')).code).toBe(400);
  });
});

describe('copies at scale 20', SLOW, () => {
  const K = 20;

  it('have their own ids: j × 1 000 000 + the original id, never an original id', async () => {
    for (const path of [
      '/api/article/news',
      '/api/special/teacher/list',
      '/api/schoolfellow/list',
      '/api/special/partners',
    ]) {
      const base = (await everyRow<{ id: number }>(1, path)).map((r) => r.id);
      const all = (await everyRow<{ id: number }>(K, path)).map((r) => r.id);
      expect(new Set(all).size, path).toBe(all.length);
      expect(all.length).toBe(K * base.length);
      const copies = all.filter((id) => id >= STRIDE);
      expect(copies.length).toBe((K - 1) * base.length);
      for (const id of copies) {
        expect(Math.floor(id / STRIDE)).toBeLessThan(K);
        expect(base).toContain(id % STRIDE);
      }
    }
    const topics = (await dataAt<{ articles: { id: string }[] }>(K, '/api/menu/subject')).articles.map((a) => a.id);
    expect(new Set(topics).size).toBe(topics.length);
    expect(topics.filter((id) => /--\d+$/.test(id))).toHaveLength(((K - 1) * topics.length) / K);
  });

  it('have distinct realistic names and titles in every language', async () => {
    for (const lang of LANGS) {
      const people = [
        ...(await everyRow<{ name: string }>(K, '/api/special/teacher/list', lang)),
        ...(await everyRow<{ name: string }>(K, '/api/schoolfellow/list', lang)),
      ].map((p) => p.name);
      expect(new Set(people).size, lang).toBe(people.length);
      if (lang === 'en') for (const name of people) expect(name).toMatch(/^[A-Z]+ [A-Z][a-z]+-[a-z]+$/);
      else for (const name of people) expect([...name].length).toBe(3);
      const distinct = (texts: string[], what: string) =>
        expect(new Set(texts).size, `${what} ${lang}`).toBe(texts.length);
      distinct(
        (await everyRow<{ title: string }>(K, '/api/article/news', lang)).map((r) => r.title),
        'news',
      );
      distinct(
        (await everyRow<{ name: string }>(K, '/api/special/partners', lang)).map((r) => r.name),
        'partners',
      );
      distinct(
        (await dataAt<{ title: string }[]>(K, '/api/special/careers', lang)).map((r) => r.title),
        'careers',
      );
      const programmes = await dataAt<{ name: string }[]>(K, '/api/out/list?outTypeName=fse-ug', lang);
      distinct(
        programmes.map((r) => r.name),
        'programmes',
      );
      const topics = await dataAt<{ articles: { title: string }[] }>(K, '/api/menu/subject', lang);
      distinct(
        topics.articles.map((r) => r.title),
        'topics',
      );
    }
  });

  it('make news span many years, newest first, the originals the newest', async () => {
    const rows = await everyRow<{ id: number; publishDate: string }>(K, '/api/article/news');
    const dates = rows.map((r) => r.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((d) => d.slice(0, 4))).size).toBeGreaterThanOrEqual(K);
    const base = await everyRow<{ id: number }>(1, '/api/article/news');
    expect(rows.slice(0, 5).map((r) => r.id)).toEqual(base.slice(0, 5).map((r) => r.id));
    // A copy's title carries the year of its own date.
    const copy = rows.find((r) => r.id > STRIDE && /\b\d{4}\b/.test((r as any).title));
    expect((copy as any)?.title).toContain(copy?.publishDate.slice(0, 4));
  });

  it('answer by id in every language with what their list row says', async () => {
    const checks: [string, string, string, string[]][] = [
      ['/api/special/teacher/list', '/api/special/teacher/', 'teacher', ['name', 'title', 'deptId', 'email']],
      ['/api/schoolfellow/list', '/api/schoolfellow/', 'alumnus', ['name', 'programme', 'graduationYear', 'position']],
      ['/api/article/news', '/api/article/news/', 'news', ['title', 'summary', 'publishDate', 'cover']],
    ];
    for (const lang of LANGS) {
      for (const [list, detail, what, fields] of checks) {
        const rows = await everyRow<Record<string, unknown>>(K, list, lang);
        // Every 7th row and the last: originals and copies of every original, in every block.
        for (const row of rows.filter((_, i) => i % 7 === 0 || i === rows.length - 1)) {
          const answer = await at<Record<string, unknown>>(K, `${detail}${row.id}`, lang);
          expect(answer.code, `${what} ${row.id}`).toBe(200);
          for (const field of fields)
            expect(answer.data[field], `${what} ${row.id} ${field} ${lang}`).toEqual(row[field]);
        }
      }
    }
    const topics = await dataAt<{ articles: { id: string; title: string; publishDate: string }[] }>(
      K,
      '/api/menu/subject',
    );
    for (const row of topics.articles) {
      const answer = await dataAt<{ title: string; publishDate: string; body: string }>(
        K,
        `/api/article/subject/${row.id}`,
      );
      expect([answer.title, answer.publishDate]).toEqual([row.title, row.publishDate]);
    }
  });

  it("shows a copy's own date and title in its body, and no copy past the scale", async () => {
    const rows = await everyRow<{ id: number; title: string; publishDate: string }>(K, '/api/article/news');
    let checked = 0;
    for (const copy of rows.filter((r) => r.id > STRIDE).slice(0, 40)) {
      const original = await dataAt<{ publishDate: string; body: string }>(K, `/api/article/news/${copy.id % STRIDE}`);
      if (!original.body.includes(original.publishDate)) continue;
      const body = (await dataAt<{ body: string }>(K, `/api/article/news/${copy.id}`)).body;
      expect(body).toContain(copy.publishDate);
      expect(body).not.toContain(original.publishDate);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    for (const missing of [
      `/api/special/teacher/${K * STRIDE + 3001}`,
      `/api/schoolfellow/${K * STRIDE + 5001}`,
      `/api/article/news/${K * STRIDE + 1001}`,
      '/api/article/subject/harbour-ecology--20',
    ]) {
      expect((await at(K, missing)).code, missing).toBe(404);
      expect((await at(K + 1, missing)).code, missing).toBe(200);
    }
    expect((await at(1, `/api/special/teacher/${STRIDE + 3001}`)).code).toBe(404);
  });

  it('finds copies in the article search, by their own title', async () => {
    const base = await dataAt<{ total: number }>(1, `/api/article/search/${encodeURIComponent('Graduation Ceremony')}`);
    const scaled = await dataAt<{ total: number; rows: { id: number; title: string }[] }>(
      K,
      `/api/article/search/${encodeURIComponent('Graduation Ceremony')}`,
    );
    expect(scaled.total).toBe(K * base.total);
    const copy = scaled.rows.find((r) => r.id > STRIDE);
    const own = await dataAt<{ rows: { id: number }[] }>(
      K,
      `/api/article/search/${encodeURIComponent(copy?.title ?? '')}`,
    );
    expect(own.rows.map((r) => r.id)).toEqual([copy?.id]);
  });

  it('leave the originals as they are at scale 1', async () => {
    const path = '/api/special/teacher/list?pageSize=100';
    const one = (await dataAt<Page<{ id: number }>>(1, path, 'tc')).rows;
    const scaled = (await dataAt<Page<{ id: number }>>(K, path, 'tc')).rows;
    expect(scaled.slice(0, one.length)).toEqual(one);
    expect(await dataAt(K, '/api/special/teacher/3001', 'en')).toEqual(
      await dataAt(1, '/api/special/teacher/3001', 'en'),
    );
  });

  it('are the same in every isolate: this one, after a reset, and the demo worker bound as UPSTREAM', async () => {
    const path = '/api/special/teacher/list?pageSize=16&pageNum=50';
    const here = await at(K, path, 'tc');
    resetIsolate();
    expect(await at(K, path, 'tc')).toEqual(here);
    const res = await env.UPSTREAM!.fetch(`http://demo${path}`, { headers: { lang: 'tc', 'X-Demo-Scale': String(K) } });
    expect(await res.json()).toEqual(here);
  });

  it('answers any page up to 2^31 − 1, past the end with no rows and the real totals', async () => {
    const page = await dataAt<Page<unknown>>(K, `/api/article/news?pageNum=${2 ** 31 - 1}`);
    expect(page.rows).toEqual([]);
    expect(page.totalPage).toBe(Math.ceil(page.total / 10));
    expect((await at(K, `/api/article/news?pageNum=${2 ** 31}`)).code).toBe(400);
  });
});
