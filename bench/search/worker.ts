// The search benchmark's worker: the site's own search code in workerd, beside the demo CMS
// (bound as UPSTREAM like the site). Each endpoint repeats one piece of work `reps` times so
// that the CPU time workerd spends on it can be read from outside (bench/search/run.mjs).
import { LOCALES, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { siteDocs } from '@/search/docs';
import { buildIndex, type SiteIndex } from '@/search/engine';
import { searchSite, show } from '@/search/results';
import { loadSources, type Sources } from '@/search/sources';
import { createScope } from '@/request/scope';

/** The query table's kind of queries, in each language. */
const QUERIES: Record<Locale, string[]> = {
  tc: ['高考', '入學要求', '学费', 'IELTS', '研究中心', '護理'],
  sc: ['高考', '入学要求', '學費', 'ielts', '研究中心', '护理'],
  en: ['gaokao', 'tuition', 'tution', 'admis', 'deadline', 'data science'],
};

const ctxOf = (env: Env, locale: Locale) =>
  createScope({ env: env, locale: locale, waitUntil: (p) => void p.catch(() => undefined) });

/** The demo's sources k times over, each copy with its own ids, names and paths. */
function scaled(s: Sources, k: number): Sources {
  const copies = <T>(make: (i: number) => T[]): T[] => Array.from({ length: k }, (_, i) => make(i)).flat();
  const ok = <T>(r: { ok: true; data: T } | { ok: false }, f: (data: T) => T) =>
    r.ok ? { ok: true as const, data: f(r.data) } : r;
  const tag = (text: string, i: number) => (i === 0 ? text : `${text} ${i}`);
  return {
    menu: s.menu,
    pages: new Map(
      copies((i) =>
        [...s.pages].map(([alias, r]) => {
          const page = r === 'gone' ? r : ok(r, (p) => ({ ...p, title: tag(p.title, i) }));
          return [i === 0 ? alias : `${alias}-${i}`, page] as const;
        }),
      ),
    ),
    depts: ok(s.depts, (d) =>
      copies((i) => d.map((x) => ({ ...x, deptId: x.deptId + i * 100_000, deptNameEn: tag(x.deptNameEn, i) }))),
    ),
    programmes: new Map(
      [...s.programmes].map(([name, r]) => [
        name,
        ok(r, (l) => copies((i) => l.map((p) => ({ ...p, id: `${p.id}-${i}`, name: tag(p.name, i) })))),
      ]),
    ),
    teachers: ok(s.teachers, (pages) =>
      pages.map((rows) => copies((i) => rows.map((t) => ({ ...t, id: t.id + i * 100_000, name: tag(t.name, i) })))),
    ),
    alumni: ok(s.alumni, (pages) =>
      pages.map((rows) => copies((i) => rows.map((a) => ({ ...a, id: a.id + i * 100_000, name: tag(a.name, i) })))),
    ),
    partners: ok(s.partners, (l) =>
      copies((i) => l.map((p) => ({ ...p, id: p.id + i * 100_000, name: tag(p.name, i) }))),
    ),
    careers: ok(s.careers, (l) =>
      copies((i) => l.map((c) => ({ ...c, id: c.id + i * 100_000, title: tag(c.title, i) }))),
    ),
    applications: ok(s.applications, (l) =>
      copies((i) => l.map((a) => ({ ...a, id: a.id + i * 100_000, title: tag(a.title, i) }))),
    ),
  };
}

async function buildAll(env: Env, k: number): Promise<SiteIndex[]> {
  const out: SiteIndex[] = [];
  for (const locale of LOCALES) {
    const sources = scaled(await loadSources(ctxOf(env, locale)), k);
    out.push(buildIndex(await siteDocs(sources, locale, translator(locale))));
  }
  return out;
}

/** Kept alive between requests, for the heap measurement. */
let held: SiteIndex[] | undefined;

export default {
  async fetch(req: Request, env: Env): Promise<Response> {
    const url = new URL(req.url);
    const reps = Math.max(1, Number(url.searchParams.get('reps') ?? 1));
    const k = Math.max(1, Number(url.searchParams.get('scale') ?? 1));
    let count = 0;
    switch (url.pathname) {
      case '/noop':
        return Response.json({ ok: true });
      case '/search':
        // What the results page does but render: the site index, the CMS search (cached), the
        // title and snippet of every result shown (five of each kind).
        for (let r = 0; r < reps; r++)
          for (const locale of LOCALES)
            for (const keyword of QUERIES[locale]) {
              const t = translator(locale);
              const o = await searchSite({ scope: ctxOf(env, locale), locale, t, keyword });
              for (const group of Object.values(o.groups)) for (const f of group.slice(0, 5)) show(f, keyword, locale);
              count++;
            }
        return Response.json({ searches: count });
      case '/build':
        for (let r = 0; r < reps; r++) count += (await buildAll(env, k)).reduce((n, i) => n + i.size, 0);
        return Response.json({ docs: count / reps, builds: reps * LOCALES.length });
      case '/hold':
        held = await buildAll(env, k);
        return Response.json({ docs: held.reduce((n, i) => n + i.size, 0) });
      case '/drop':
        held = undefined;
        return Response.json({ ok: true });
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
