// The demo CMS's admissions facts, programme detail and giving (calls 20-22), site info channels,
// and content as a college publishes it: every answer passes the site's schemas and holds together.
import * as v from 'valibot';
import * as s from '@/upstream/schemas';
import { api, data } from './helpers';

const LANGS = ['tc', 'cn', 'en'] as const;
const UNITS = ['fass', 'fb', 'fse', 'bri'];
const LEVELS = ['ug', 'pg', 'hd'];

function valid<T extends v.GenericSchema>(schema: T, value: unknown, what: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  expect(result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`), what).toEqual([]);
  return (result as { output: v.InferOutput<T> }).output;
}

/** Every programme of every list, in one language. */
async function programmes(lang: string) {
  const lists = await Promise.all(
    UNITS.flatMap((u) => LEVELS.map(async (l) => data(`/api/out/list?outTypeName=${u}-${l}`, { lang }))),
  );
  return valid(s.OutListSchema, lists.flat(), 'programme lists');
}

describe('admissions facts (call 20)', () => {
  it('pass the schema in every language and hold together', async () => {
    for (const lang of LANGS) {
      const facts = valid(s.AdmissionsFactsSchema, await data('/api/admissions/facts', { lang }), lang);
      expect(facts.currency).toBe('HKD');
      const intakes = new Set(facts.intakes.map((i) => i.id));
      expect(intakes.size).toBe(facts.intakes.length);
      for (const intake of facts.intakes)
        for (const d of intake.dates) {
          expect(d.end === undefined || d.end >= d.date, d.id).toBe(true);
          expect(
            d.levels.every((l) => intake.levels.includes(l)),
            d.id,
          ).toBe(true);
        }
      for (const t of facts.tuition) expect(intakes, `tuition of ${t.intake}`).toContain(t.intake);
      // Every level has its tuition for both kinds of student, an application fee and a deposit.
      for (const level of LEVELS) {
        const rows = facts.tuition.filter((t) => t.intake === '2027-09' && t.level === level);
        expect(rows.map((t) => t.students).sort(), level).toEqual(['local', 'nonLocal']);
        expect(
          facts.applicationFees.some((f) => f.level === level),
          level,
        ).toBe(true);
        expect(
          facts.deposits.some((d) => d.level === level),
          level,
        ).toBe(true);
      }
      // Every entry route has its application period and tuition.
      for (const route of s.ENTRY_ROUTES) {
        const periods = facts.intakes.flatMap((i) => i.dates).filter((d) => d.kind === 'applications');
        expect(
          periods.some((d) => d.routes.includes(route)),
          route,
        ).toBe(true);
        expect(
          facts.tuition.some((t) => t.routes.includes(route)),
          route,
        ).toBe(true);
      }
      expect(facts.refunds.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keep the SPEC’s 2023 deadline, and the same days in every language', async () => {
    const days = async (lang: string) =>
      v
        .parse(s.AdmissionsFactsSchema, await data('/api/admissions/facts', { lang }))
        .intakes.flatMap((i) => i.dates.map((d) => `${d.id} ${d.date} ${d.end ?? ''}`));
    const en = await days('en');
    expect(en).toContain('2023-ug-close 2023-09-10 ');
    expect(await days('tc')).toEqual(en);
    expect(await days('cn')).toEqual(en);
  });

  it('leave the admissions pages’ HTML: no page states a date or a tuition fee of its own', async () => {
    const facts = v.parse(s.AdmissionsFactsSchema, await data('/api/admissions/facts', { lang: 'en' }));
    const tuition = facts.tuition.map((t) => t.amount.toLocaleString('en'));
    for (const alias of ['apply', 'admissions', 'admissions-mainland', 'admissions-hkdse', 'admissions-fees']) {
      const page = await data<{ body: string; sections: { body: string }[] }>(`/api/menu/${alias}`, { lang: 'en' });
      const html = [page.body, ...page.sections.map((x) => x.body)].join(' ');
      expect(html, alias).not.toMatch(/\b20\d\d\b(?!\/)/);
      for (const amount of tuition) expect(html, `${alias}: ${amount}`).not.toContain(amount);
    }
  });
});

describe('programme detail (call 21)', () => {
  it('exists for every programme a list gives a code, and only for those', async () => {
    for (const lang of LANGS) {
      const all = await programmes(lang);
      const coded = all.filter((p) => p.code);
      expect(coded.length).toBeGreaterThan(20);
      expect(new Set(coded.map((p) => p.code)).size).toBe(coded.length);
      for (const item of coded) {
        const detail = valid(s.ProgrammeDetailSchema, await data(`/api/programme/${item.code}`, { lang }), item.code!);
        expect(detail).toMatchObject({ id: item.id, code: item.code, name: item.name, link: item.link });
        expect(detail.curriculum.length).toBeGreaterThanOrEqual(2);
        expect(detail.requirements.length).toBeGreaterThanOrEqual(1);
        expect(detail.teachers.length, item.code).toBeGreaterThanOrEqual(1);
        expect(detail.places).toBeGreaterThan(0);
      }
      // The rest stay links to their faculty's site.
      for (const item of all.filter((p) => !p.code))
        expect((await api(`/api/programme/${item.id}`, { lang })).code).toBe(404);
    }
  });

  it('an intake that the admissions facts know, and a level as the list says', async () => {
    const facts = v.parse(s.AdmissionsFactsSchema, await data('/api/admissions/facts', { lang: 'en' }));
    for (const level of LEVELS)
      for (const item of await data<{ code?: string }[]>(`/api/out/list?outTypeName=fse-${level}`, { lang: 'en' })) {
        if (!item.code) continue;
        const detail = v.parse(s.ProgrammeDetailSchema, await data(`/api/programme/${item.code}`, { lang: 'en' }));
        expect(detail.level).toBe(level);
        expect(facts.intakes.map((i) => i.id)).toContain(detail.intake);
      }
  });

  it('answers 404 for an unknown code', async () => {
    expect((await api('/api/programme/ug-nowhere')).code).toBe(404);
  });
});

describe('giving (call 22)', () => {
  it('funds with https pages and suggested amounts, in every language', async () => {
    for (const lang of LANGS) {
      const giving = valid(s.GivingSchema, await data('/api/giving/funds', { lang }), lang);
      expect(giving.amounts.length).toBeGreaterThan(0);
      expect(giving.funds.length).toBeGreaterThanOrEqual(3);
      for (const fund of giving.funds) expect(fund.url).toMatch(/^https:\/\//);
    }
  });
});

describe('site info channels (call 12)', () => {
  it('numbers in international form, a place on the map, WeChat, the registration statement, social accounts', async () => {
    for (const lang of LANGS) {
      const { info } = valid(s.SiteInfosSchema, await data('/api/site/infos', { lang }), lang);
      expect(info.phone).toBe('+852 3555 0100');
      expect(info.fax).toMatch(/^\+852 /);
      expect(info.whatsapp).toMatch(/^\+852 /);
      expect(info.wechatId).toBeTruthy();
      // The campus in Hong Kong (WGS 84).
      expect(info.latitude).toBeGreaterThan(22.1);
      expect(info.latitude).toBeLessThan(22.6);
      expect(info.longitude).toBeGreaterThan(113.8);
      expect(info.longitude).toBeLessThan(114.5);
      for (const text of [info.registrationTc, info.registrationCn, info.registrationEn]) expect(text).toContain('320');
      expect(info.social.length).toBeGreaterThan(2);
      for (const account of info.social) expect(account.url).toMatch(/^https:\/\//);
    }
  });
});

describe('content as a college publishes it', () => {
  it('news: every item its own summary, a body of several paragraphs, no story told twice', async () => {
    for (const lang of LANGS) {
      const list = await data<{ rows: { id: number; summary: string }[] }>('/api/article/news?pageSize=100', { lang });
      const summaries = list.rows.map((r) => r.summary);
      expect(new Set(summaries).size, lang).toBe(summaries.length);
      const paragraphs = new Map<string, number>();
      for (const row of list.rows) {
        const { body } = await data<{ body: string }>(`/api/article/news/${row.id}`, { lang });
        const ps = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)]
          .map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''))
          .filter((text) => text.length >= 15);
        expect(ps.length, `${row.id} ${lang}`).toBeGreaterThanOrEqual(3);
        for (const p of ps) paragraphs.set(p, (paragraphs.get(p) ?? 0) + 1);
      }
      // The closing "more news" line is the office's; every other paragraph is told once.
      const repeated = [...paragraphs].filter(([, n]) => n > 1);
      expect(repeated.length, JSON.stringify(repeated.slice(0, 2))).toBeLessThanOrEqual(1);
    }
  });

  it('teachers: the biography names the university of the doctorate in the education record', async () => {
    const list = await data<{ rows: { id: number }[] }>('/api/special/teacher/list?pageSize=200', { lang: 'en' });
    const universities = [
      'Northbridge University',
      'Eastbay Institute of Technology',
      'St Aldwyn University',
      'Westridge University',
      'Mapleford University',
      'University of Southport Bay',
    ];
    for (const { id } of list.rows) {
      const t = await data<{ biography: string; education: string[] }>(`/api/special/teacher/${id}`, { lang: 'en' });
      const doctorate = universities.find((u) => t.education[0]?.includes(u));
      expect(t.education[0], String(id)).toMatch(/^PhD/);
      expect(doctorate, String(id)).toBeDefined();
      expect(t.biography, String(id)).toContain(doctorate);
      // No other university is said to have given the doctorate.
      for (const other of universities.filter((u) => u !== doctorate))
        expect(t.biography, `${id}: ${other}`).not.toMatch(new RegExp(`doctorate at ${other}|PhD at ${other}`));
      if (t.biography.includes('A graduate of the College'))
        expect(t.education[2]).toContain('Crescent Harbour College');
    }
  });

  it('alumni: every one with words, an employer and a story of their own', async () => {
    for (const lang of LANGS) {
      const list = await data<{ rows: { id: number; quote: string; position: string }[] }>(
        '/api/schoolfellow/list?pageSize=200',
        { lang },
      );
      const quotes = list.rows.map((r) => r.quote);
      const positions = list.rows.map((r) => r.position);
      expect(new Set(quotes).size, lang).toBe(quotes.length);
      expect(new Set(positions).size, lang).toBe(positions.length);
      const stories = await Promise.all(
        list.rows.map(async (r) => (await data<{ story: string }>(`/api/schoolfellow/${r.id}`, { lang })).story),
      );
      const tails = stories.map((story) => story.split('</blockquote>')[1]);
      expect(new Set(tails).size, lang).toBe(tails.length);
    }
  });
});
