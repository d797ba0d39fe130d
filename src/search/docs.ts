// The documents of the site index, from the gathered sources (sources.ts), in one language.
import { sitePathOf } from '@/cms/paths';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { Dept, MenuItem, MenuPage } from '@/upstream/schemas';
import type { DocKind, SearchDoc } from '@/search/engine';
import { sitemapRows } from '@/route-table';
import { ROUTED_PAGES, type Sources } from '@/search/sources';
import { htmlText } from '@/search/text';
import { findUnit, unitPath, type UnitCode, deptMaps, deptName } from '@/cms/depts';
import type { LEVELS } from '@/cms/programmes';
import { menuLink } from '@/cms/links';
import { sitePath } from '@/lib/href';

/** Locale messages that are the text of a fixed page. */
const FIXED_TEXT: Record<string, readonly string[]> = {
  statement: ['statement.never', 'statement.noFee', 'statement.beware', 'statement.enquiryNoPhone'],
  contact: ['contact.intro'],
};

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

/** Documents by kind and path: a page met twice (menu entry and CMS page) is one result. */
class DocSet {
  readonly docs = new Map<string, SearchDoc>();
  add(kind: DocKind, path: string, title: string, text: string, id = `${kind}:${path}`): void {
    const known = this.docs.get(id);
    if (!known) this.docs.set(id, { id, kind, path, title, text });
    else if (title && !known.title.includes(title) && !known.text.includes(title)) known.text = join(known.text, title);
  }
}

async function pageText(page: MenuPage): Promise<string> {
  const parts = await Promise.all([
    htmlText(page.body),
    ...page.sections.map(async (s) => join(s.title, await htmlText(s.body))),
  ]);
  return join(...parts);
}

async function addPages(set: DocSet, s: Sources): Promise<void> {
  const routed = new Map(ROUTED_PAGES.map((p) => [p.alias, p.path]));
  const entries = [...s.pages].flatMap(([alias, r]) => (r !== 'gone' && r.ok ? [[alias, r.data] as const] : []));
  const texts = await Promise.all(entries.map(([, page]) => pageText(page)));
  entries.forEach(([alias, page], i) => {
    const path = routed.get(alias) ?? sitePathOf(`/${encodeURIComponent(alias)}`);
    set.add('page', path, page.title || page.menuName, texts[i] ?? '');
  });
  if (!s.menu.ok) return;
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const link = item.menuType === 2 ? menuLink(item, 'tc') : undefined;
      // Unprefixed (tc) paths: the results page adds the language.
      if (link && !link.external && !link.href.includes('#')) set.add('page', link.href, item.menuName, '');
      walk(item.children);
    }
  };
  walk(s.menu.data);
}

function unitOf(dept: Dept, byId: Map<number, Dept>): UnitCode | undefined {
  const own = dept.code as UnitCode | undefined;
  if (own) return own;
  const parent = byId.get(dept.parentId);
  return parent?.code as UnitCode | undefined;
}

function addDepts(set: DocSet, s: Sources, locale: Locale): void {
  if (!s.depts.ok) return;
  const { byId } = deptMaps(s.depts.data);
  for (const dept of s.depts.data) {
    const unit = unitOf(dept, byId);
    const parent = byId.get(dept.parentId);
    const path = unit ? unitPath(unit) : sitePath('administration', {});
    set.add('page', path, deptName(dept, locale), parent ? deptName(parent, locale) : '', `dept:${dept.deptId}`);
  }
}

function addProgrammes(set: DocSet, s: Sources, locale: Locale, t: Translate): void {
  for (const [name, r] of s.programmes) {
    if (!r.ok) continue;
    const [code, level] = name.split('-') as [UnitCode, (typeof LEVELS)[number]];
    const unit = s.depts.ok ? findUnit(s.depts.data, code) : undefined;
    const about = join(unit ? deptName(unit, locale) : undefined, t(`programme.level.${level}`));
    for (const p of r.data) set.add('programme', unitPath(code), p.name, about, `programme:${name}:${p.id}`);
  }
}

function addPeople(set: DocSet, s: Sources, locale: Locale): void {
  const byId = s.depts.ok ? deptMaps(s.depts.data).byId : new Map<number, Dept>();
  const dept = (id: number | undefined) => {
    const d = id === undefined ? undefined : byId.get(id);
    return d ? deptName(d, locale) : undefined;
  };
  for (const t of s.teachers.ok ? s.teachers.data.flat() : []) {
    const text = join(t.title, dept(t.deptId), t.researchAreas.join(', '));
    set.add('person', sitePath('teacher-detail', { id: t.id }), t.name, text);
  }
  for (const a of s.alumni.ok ? s.alumni.data.flat() : []) {
    const text = join(a.programme, a.position, dept(a.deptId), a.graduationYear?.toString(), a.quote);
    set.add('person', sitePath('alumni-detail', { id: a.id }), a.name, text);
  }
}

function addLists(set: DocSet, s: Sources): void {
  for (const p of s.partners.ok ? s.partners.data : [])
    set.add('page', sitePath('page-global-exchange', {}), p.name, p.country, `partner:${p.id}`);
  for (const c of s.careers.ok ? s.careers.data : [])
    set.add('page', sitePath('page-jobs', {}), c.title, join(c.department, c.summary), `career:${c.id}`);
  for (const a of s.applications.ok ? s.applications.data : [])
    set.add('page', sitePath('recruit', {}), a.title, a.description, `application:${a.id}`);
}

/** Every document of the site index in one language. */
export async function siteDocs(s: Sources, locale: Locale, t: Translate): Promise<SearchDoc[]> {
  const set = new DocSet();
  await addPages(set, s);
  addDepts(set, s, locale);
  addProgrammes(set, s, locale, t);
  addPeople(set, s, locale);
  addLists(set, s);
  // The site's own pages, as the route table lists them for the sitemap (unprefixed paths).
  for (const { label, path } of sitemapRows()) {
    const text = (FIXED_TEXT[label] ?? []).map((key) => t(key)).join(' ');
    set.add('page', path, t(`sitemap.links.${label}`), text);
  }
  return [...set.docs.values()];
}
