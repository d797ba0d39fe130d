// The demo CMS reads as a live college on its day (DEMO_TODAY, 2026-11-25 in the tests) and
// holds together: each kind of inconsistency a reader would catch fails one test here.
import { data } from './helpers';

const DAY = '2026-11-25';
const LANGS = ['tc', 'cn', 'en'] as const;
const UNITS = ['fass', 'fb', 'fse', 'bri'];

interface Alumnus {
  id: number;
  name: string;
  deptId: number;
  userType: number;
  graduationYear: number;
  programme: string;
  position: string;
  quote: string;
}

const alumni = (lang: string) =>
  data<{ rows: Alumnus[] }>('/api/schoolfellow/list?pageSize=200', { lang }).then((p) => p.rows);

const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** Sentences of a text (tags dropped), each with the person's own name put back as {name}. */
function sentences(html: string, name: string): string[] {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll(name, '{name}')
    .split(/(?<=[。！？])|(?<=[.!?][”"]?)\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length >= 8);
}

describe('a live college on the demo’s day', () => {
  it('has news from the last weeks', async () => {
    const news = await data<{ rows: { publishDate: string }[] }>('/api/article/news?pageSize=5', { lang: 'en' });
    const newest = news.rows[0]?.publishDate ?? '';
    expect(newest <= DAY, newest).toBe(true);
    expect(daysBetween(newest, DAY), newest).toBeLessThanOrEqual(21);
    // Several items in the last six weeks, not one.
    expect(news.rows.filter((r) => daysBetween(r.publishDate, DAY) <= 42).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the current academic year’s calendar and the next', async () => {
    const calendar = await data<{ title: string; body: string; ends?: string }>(
      '/api/article/article/academic-calendar',
      {
        lang: 'en',
      },
    );
    expect(calendar.title).toBe('Academic Calendar 2026/27');
    expect(calendar.body).toContain('<h2>2026/27</h2>');
    expect(calendar.body).toContain('<h2>2027/28</h2>');
    expect(calendar.body).not.toContain('2025-');
    expect(calendar.ends).toBe('2028-08-31');
  });

  it('has open vacancies, and some that closed recently', async () => {
    const careers = await data<{ deadline?: string }[]>('/api/special/careers', { lang: 'en' });
    const open = careers.filter((c) => !c.deadline || c.deadline >= DAY);
    const closed = careers.filter((c) => c.deadline && c.deadline < DAY);
    expect(open.length).toBeGreaterThan(closed.length);
    expect(closed.some((c) => daysBetween(c.deadline ?? '', DAY) <= 30)).toBe(true);
    const forms = await data<{ deadline?: string }[]>('/api/application/list', { lang: 'en' });
    expect(forms.every((f) => !f.deadline || f.deadline >= DAY)).toBe(true);
  });
});

describe('demo data that holds together', () => {
  it('graduates no alumnus before their faculty’s first class could (the College’s history page)', async () => {
    const { body: history } = await data<{ body: string }>('/api/menu/about-history', { lang: 'en' });
    const opened: Record<number, number> = {
      100: Number(/(\d{4}): the College is founded/.exec(history)?.[1]),
      200: Number(/(\d{4}): the Faculty of Business is established/.exec(history)?.[1]),
      300: Number(/(\d{4}): the Faculty of Science and Engineering/.exec(history)?.[1]),
    };
    expect(opened).toEqual({ 100: 1998, 200: 2008, 300: 2015 });
    const depts = await data<{ deptId: number; parentId: number }[]>('/api/dept/list', { method: 'POST' });
    const faculty = new Map(depts.map((d) => [d.deptId, d.parentId || d.deptId]));
    const wrong = (await alumni('en')).flatMap((a) => {
      const from = opened[faculty.get(a.deptId) ?? 0];
      // A bachelor's takes four years, a taught master's one.
      const first = (from ?? 0) + (a.userType === 2 ? 1 : 4);
      return from === undefined || a.graduationYear < first || a.graduationYear > 2026
        ? [`${a.id} ${a.programme} ${a.graduationYear} (first class ${first})`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('lists postgraduate alumni with a master’s programme and undergraduates with a bachelor’s', async () => {
    const lists = await Promise.all(
      UNITS.flatMap((u) =>
        ['ug', 'pg'].map(async (level) => ({
          level,
          names: (await data<{ name: string }[]>(`/api/out/list?outTypeName=${u}-${level}`, { lang: 'en' })).map(
            (p) => p.name,
          ),
        })),
      ),
    );
    const levelOf = new Map(lists.flatMap(({ level, names }) => names.map((n) => [n, level])));
    const wrong = (await alumni('en')).flatMap((a) =>
      levelOf.get(a.programme) === (a.userType === 2 ? 'pg' : 'ug')
        ? []
        : [`${a.id} userType ${a.userType}: ${a.programme}`],
    );
    expect(wrong).toEqual([]);
    for (const userType of [1, 2]) {
      const filtered = await data<{ rows: Alumnus[] }>(`/api/schoolfellow/list?pageSize=200&userType=${userType}`, {
        lang: 'en',
      });
      expect(filtered.rows.length).toBeGreaterThan(0);
      for (const a of filtered.rows) expect(levelOf.get(a.programme), a.programme).toBe(userType === 2 ? 'pg' : 'ug');
    }
  });

  it('asks each subject once per entry route, and one requirement per route', async () => {
    const codes = (
      await Promise.all(
        UNITS.flatMap((u) =>
          ['ug', 'pg', 'hd'].map((l) =>
            data<{ code?: string }[]>(`/api/out/list?outTypeName=${u}-${l}`, { lang: 'en' }),
          ),
        ),
      )
    )
      .flat()
      .flatMap((p) => (p.code ? [p.code] : []));
    expect(codes.length).toBeGreaterThan(10);
    const subjects = ['Chinese', 'English Language', 'Mathematics', 'Citizenship', 'elective', 'Biology', 'Chemistry'];
    const wrong: string[] = [];
    for (const code of codes) {
      const p = await data<{ requirements: { route?: string; body: string }[] }>(`/api/programme/${code}`, {
        lang: 'en',
      });
      const routes = p.requirements.map((r) => r.route ?? 'all');
      if (new Set(routes).size !== routes.length) wrong.push(`${code}: routes ${routes.join(', ')}`);
      for (const r of p.requirements.filter((x) => x.route === 'hkdse')) {
        // 'Level 3 in Chinese and English Language' names Chinese once and English Language once.
        for (const subject of subjects) {
          const times = r.body.split(subject).length - 1;
          if (times > 1) wrong.push(`${code}: ${subject} ${times} times in "${r.body}"`);
        }
        const levels = [...r.body.matchAll(/Level (\d) in Mathematics/g)].map((m) => m[1]);
        if (levels.length > 1) wrong.push(`${code}: Mathematics at Levels ${levels.join(' and ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states current mainland admission practice: the new Gaokao’s subject choice and provincial undergraduate line', async () => {
    const texts: string[] = [];
    for (const lang of LANGS) {
      const ds = await data<{ requirements: { route?: string; body: string }[] }>('/api/programme/ug-data-science', {
        lang,
      });
      const mainland = ds.requirements.find((r) => r.route === 'mainland')?.body ?? '';
      texts.push(mainland);
      const page = await data<{ body: string }>('/api/menu/admissions-mainland', { lang });
      texts.push(page.body);
    }
    const [tc, tcPage, sc, scPage, en, enPage] = texts as [string, string, string, string, string, string];
    for (const text of texts) expect(text).not.toMatch(/第一批|一本|first-tier|first tier/i);
    expect(sc).toContain('本科批次录取控制分数线');
    expect(sc).toContain('选考科目要求：物理');
    expect(scPage).toContain('选科');
    expect(tc).toContain('本科批次錄取控制分數線');
    expect(tcPage).toContain('選科');
    expect(en).toContain('undergraduate control line');
    expect(en).toContain('Physics');
    expect(enPage).toContain('new Gaokao');
  });

  it('never runs a job title into the company’s name', async () => {
    const wrong: string[] = [];
    for (const lang of LANGS) {
      for (const a of await alumni(lang)) {
        // A phrase of four or more characters twice in a row: '…顧問人力資源顧問' run together.
        const doubled = /(.{4,})\1/u.exec(a.position.replace(/\s/g, ''));
        if (doubled) wrong.push(`${lang} ${a.id}: ${a.position}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives no two people the same sentence', async () => {
    for (const lang of LANGS) {
      const owners = new Map<string, Set<number>>();
      for (const a of await alumni(lang)) {
        const { story } = await data<{ story: string }>(`/api/schoolfellow/${a.id}`, { lang });
        for (const s of sentences(`${a.quote} ${story}`, a.name)) {
          const set = owners.get(s) ?? new Set<number>();
          set.add(a.id);
          owners.set(s, set);
        }
      }
      const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([s, ids]) => `${ids.size}× ${s}`);
      expect(shared, lang).toEqual([]);
    }
  });
});
