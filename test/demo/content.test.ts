import { api, data } from './helpers';

interface Node {
  menuId: number;
  menuType: number;
  menuAlias: string | null;
  menuUrl: string | null;
  menuName: string;
  children: Node[];
}

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('demo language selection', () => {
  it('answers in the language of the lang header, tc when missing or unknown', async () => {
    const name = async (lang?: string) =>
      (await data<{ site: { name: string } }>('/api/site/infos', lang === undefined ? {} : { lang })).site.name;
    expect(await name('tc')).toBe('月灣書院');
    expect(await name('cn')).toBe('月湾书院');
    expect(await name('en')).toBe('Crescent Harbour College');
    expect(await name()).toBe('月灣書院');
    expect(await name('fr')).toBe('月灣書院');
  });

  it('sends department names in every language whatever the header', async () => {
    const depts = await data<Array<{ code?: string; deptName: string; deptNameTc: string; deptNameEn: string }>>(
      '/api/dept/list',
      { method: 'POST', lang: 'en' },
    );
    const fb = depts.find((d) => d.code === 'fb');
    expect(fb).toMatchObject({ deptName: '商学院', deptNameTc: '商學院', deptNameEn: 'Faculty of Business' });
    expect(
      depts
        .map((d) => d.code)
        .filter(Boolean)
        .sort(),
    ).toEqual(['bri', 'fass', 'fb', 'fse']);
  });
});

describe('demo menu and pages', () => {
  it('uses every menu type, with links only where the type calls for one', async () => {
    const tree = await data<Node[]>('/api/menu/list', { lang: 'en' });
    expect(tree.length).toBeGreaterThanOrEqual(5);
    expect(tree.length).toBeLessThanOrEqual(7);
    const all = flatten(tree);
    expect(new Set(all.map((n) => n.menuType))).toEqual(new Set([0, 1, 2, 3, 4]));
    for (const n of all) {
      if (n.menuType === 0) expect(n.menuUrl).toBeNull();
      if (n.menuType === 1) expect(n.menuAlias).toMatch(/^[a-z-]+$/);
      if (n.menuType === 2) expect(n.menuUrl).toMatch(/^\//);
      if (n.menuType === 3) expect(n.menuUrl).toMatch(/^https:\/\//);
      if (n.menuType === 4) expect(n.menuUrl).toMatch(/^#/);
    }
  });

  it('has a page for every article menu item, by alias and by menuId', async () => {
    const all = flatten(await data<Node[]>('/api/menu/list'));
    for (const n of all.filter((x) => x.menuType === 1)) {
      const byAlias = await api(`/api/menu/${n.menuAlias}`);
      expect(byAlias.code, String(n.menuAlias)).toBe(200);
      const byId = await data<{ menuAlias: string }>(`/api/menu/${n.menuId}`);
      expect(byId.menuAlias).toBe(n.menuAlias);
    }
  });

  it('serves the required content pages', async () => {
    const aliases = [
      'subject',
      'staff',
      'student',
      'global-exchange',
      'jobs',
      'important-statement',
      'give',
      'admissions',
      'admissions-mainland',
      'admissions-international',
      'admissions-hkdse',
      'admissions-associate',
      'admissions-subsidy',
      'about',
      'administration',
      'research',
      'recruit',
      'faculties',
      'fass',
      'fb',
      'fse',
      'alumni',
      'admissions-faq',
    ];
    for (const alias of aliases) expect((await api(`/api/menu/${alias}`)).code, alias).toBe(200);
  });

  it('carries the content facts of the spec', async () => {
    // The 2023 deadline is an admissions fact (call 20), not page text: pages show it while ahead.
    const facts = await data<{ intakes: Array<{ dates: Array<{ title: string; date: string }> }> }>(
      '/api/admissions/facts',
      { lang: 'en' },
    );
    expect(facts.intakes.flatMap((i) => i.dates)).toContainEqual(
      expect.objectContaining({ title: '2023 undergraduate admission deadline', date: '2023-09-10' }),
    );
    const subsidy = await data<{ body: string }>('/api/menu/admissions-subsidy', { lang: 'en' });
    expect(subsidy.body).toContain('$40,000 per year');
    const statement = await data<{ body: string }>('/api/menu/important-statement');
    expect(statement.body).toMatch(/3\d{3} \d{4}/);
  });

  it('gives faculty pages a dean’s message and FAQ pages several sections', async () => {
    const fass = await data<{ sections: Array<{ title: string }> }>('/api/menu/fass', { lang: 'en' });
    expect(fass.sections.map((s) => s.title)).toContain('Dean’s message');
    const faq = await data<{ sections: unknown[] }>('/api/menu/admissions-faq');
    expect(faq.sections.length).toBeGreaterThanOrEqual(3);
    const topics = await data<{ articles: Array<{ type: string }> }>('/api/menu/subject');
    expect(topics.articles.length).toBeGreaterThanOrEqual(4);
    expect(topics.articles.every((a) => a.type === 'subject')).toBe(true);
  });
});

describe('demo articles', () => {
  it('answers news, localised article slugs and special topics', async () => {
    const list = await data<{ rows: Array<{ id: number }> }>('/api/article/news?pageSize=1');
    const id = list.rows[0]?.id;
    const news = await data<{ id: number; type: string; body: string }>(`/api/article/news/${id}`);
    expect(news).toMatchObject({ id, type: 'news' });
    const bySlug = await data<{ title: string }>(`/api/article/article/${encodeURIComponent('學年曆')}`);
    const byId = await data<{ title: string }>('/api/article/article/academic-calendar');
    expect(bySlug.title).toBe(byId.title);
    expect((await api('/api/article/article/jobs')).code).toBe(200);
    expect((await api('/api/article/subject/harbour-ecology')).code).toBe(200);
  });

  it('serves one news body with script and inline handlers for the sanitiser, by id only, never listed', async () => {
    const all = await data<{ rows: Array<{ id: number }> }>('/api/article/news?pageSize=100');
    const bodies = await Promise.all(
      all.rows.map(async (r) => (await data<{ body: string }>(`/api/article/news/${r.id}`)).body),
    );
    expect(bodies.filter((b) => b.includes('<script>') || b.includes('onclick='))).toHaveLength(0);
    const fixture = (await data<{ body: string }>('/api/article/news/1038')).body;
    expect(fixture.includes('<script>') && fixture.includes('onclick=')).toBe(true);
    expect(bodies.every((b) => /<img [^>]*width="\d+" height="\d+"/.test(b) || !b.includes('<img'))).toBe(true);
  });

  it('answers unknown ids and routes with a non-200 code, still as JSON', async () => {
    for (const path of [
      '/api/article/news/999999',
      '/api/article/nonsense/1',
      '/api/menu/no-such-page',
      '/api/menu/424242',
      '/api/schoolfellow/1',
      '/api/special/teacher/1',
      '/api/no/such/route',
    ]) {
      const res = await api(path);
      expect(res.code, path).toBe(404);
      expect(res.data).toBeNull();
    }
    expect((await api('/api/dept/list')).code).toBe(404); // GET on a POST call
  });
});

describe('demo search', () => {
  const search = (kw: string, lang: string) =>
    data<{ rows: Array<{ title: string }>; total: number }>(`/api/article/search/${encodeURIComponent(kw)}`, { lang });

  it('finds a CJK keyword in traditional and simplified Chinese', async () => {
    const tc = await search('畢業典禮', 'tc');
    expect(tc.total).toBeGreaterThanOrEqual(3);
    expect(tc.rows.every((r) => r.title.includes('畢業典禮'))).toBe(true);
    const sc = await search('毕业典礼', 'cn');
    expect(sc.total).toBe(tc.total);
    expect((await search('畢業典禮', 'cn')).total).toBe(0);
  });

  it('matches English case-insensitively, in body text too', async () => {
    const en = await search('GRADUATION ceremony', 'en');
    expect(en.total).toBeGreaterThanOrEqual(3);
    expect((await search('solar model car', 'en')).total).toBe(3); // only in the bodies
    const none = await search('zzzz-no-such-word', 'en');
    expect(none).toEqual({ rows: [], total: 0 });
  });
});
