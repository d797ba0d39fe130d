// Documents of the CMS lists (docs/architecture/search.md "Site search"): departments, programmes,
// teachers, alumni, partners, job posts and application forms. Each maker takes the same answer
// in the three languages and gives each language its documents, with the names of the same
// thing in the other languages (a person is found by any of their names on every site).
import { findUnit, deptMaps, deptName, unitPath, type UnitCode } from '@/cms/depts';
import { programmePath } from '@/cms/programmes';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { sitePath } from '@/lib/href';
import type { IndexDoc } from '@/search/store';
import { abbreviations, surnames } from '@/search/build/names';
import type {
  Application,
  Career,
  Dept,
  OutItem,
  Partner,
  ProgrammeDetail,
  Schoolfellow,
  Teacher,
  Level,
} from '@/upstream/schemas';

/** One value per language of the site. */
export type Each<T> = Record<Locale, T>;

export const join = (...parts: (string | undefined)[]): string => parts.filter(Boolean).join(' · ');

/** Docs of each language from a list given in each language, with the other languages' names. */
function perLanguage<T>(
  lists: Each<readonly T[]>,
  idOf: (x: T) => string,
  nameOf: (x: T) => string,
  make: (x: T, locale: Locale, names: string[]) => IndexDoc,
): Each<IndexDoc[]> {
  // Each language's names by id, made once: the same thing is found in the others by one
  // look-up, not a scan of their lists (a CMS page of any length costs its length).
  const byId = {} as Each<Map<string, string>>;
  for (const locale of LOCALES) {
    byId[locale] = new Map();
    for (const x of lists[locale]) if (!byId[locale].has(idOf(x))) byId[locale].set(idOf(x), nameOf(x));
  }
  const out = {} as Each<IndexDoc[]>;
  for (const locale of LOCALES) {
    const others = LOCALES.filter((l) => l !== locale);
    out[locale] = lists[locale].map((x) => {
      const id = idOf(x);
      return make(
        x,
        locale,
        others.flatMap((l) => byId[l].get(id) ?? []),
      );
    });
  }
  return out;
}

export function deptDocs(depts: readonly Dept[]): Each<IndexDoc[]> {
  const { byId } = deptMaps(depts);
  const unitOf = (d: Dept): UnitCode | undefined => (d.code || byId.get(d.parentId)?.code) as UnitCode | undefined;
  const out = {} as Each<IndexDoc[]>;
  for (const locale of LOCALES) {
    out[locale] = depts.map((d) => {
      const unit = unitOf(d);
      const parent = byId.get(d.parentId);
      return {
        id: `dept:${d.deptId}`,
        kind: 'page',
        path: unit ? unitPath(unit) : sitePath('administration', {}),
        title: deptName(d, locale),
        text: parent && parent !== d ? deptName(parent, locale) : '',
        role: 'entry',
        heads: [...abbreviations([deptName(d, 'en')]), ...(d.code ? [d.code] : [])],
        names: LOCALES.filter((l) => l !== locale).map((l) => deptName(d, l)),
      } satisfies IndexDoc;
    });
  }
  return out;
}

/**
 * The programmes of one unit's level without a page of their own (the faculty's site keeps
 * them): found on their unit's page. A programme with a page (`programmePath`) is described by
 * its page's route from the CMS's detail (`programmePageDocs`): its code is given back, to be
 * read as a unit of its own.
 */
export function programmeDocs(
  code: UnitCode,
  level: Level,
  lists: Each<readonly OutItem[]>,
  depts: readonly Dept[],
  t: Each<Translate>,
): { docs: Each<IndexDoc[]>; pages: string[] } {
  const unit = findUnit(depts, code);
  const pages = new Set(LOCALES.flatMap((l) => lists[l].flatMap((p) => (programmePath(p) && p.code ? [p.code] : []))));
  const listed = {} as Each<OutItem[]>;
  for (const locale of LOCALES) listed[locale] = lists[locale].filter((p) => !programmePath(p));
  const docs = perLanguage(
    listed,
    (p) => p.id,
    (p) => p.name,
    (p, locale, names) => {
      const levelName = t[locale](`programme.level.${level}`);
      return {
        id: `programme:${code}-${level}:${p.id}`,
        kind: 'programme',
        path: unitPath(code),
        title: p.name,
        text: join(unit ? deptName(unit, locale) : undefined, levelName),
        heads: [levelName, ...abbreviations([p.name, ...names])],
        names,
      };
    },
  );
  return { docs, pages: [...pages] };
}

/**
 * A programme's page in each language ('gone' where the CMS has no detail): its department and
 * level, the abbreviations of its names, and what its route says the page shows
 * (`describe`, the programme route's `index` over the detail).
 */
export function programmePageDocs(
  code: string,
  details: Each<ProgrammeDetail | 'gone'>,
  depts: readonly Dept[],
  t: Each<Translate>,
  describe: (detail: ProgrammeDetail, locale: Locale) => { text: string; heads: string[]; facts: string[] },
): Each<IndexDoc[]> {
  const { byId } = deptMaps(depts);
  const nameIn = (l: Locale) => {
    const d = details[l];
    return d === 'gone' ? [] : [d.name];
  };
  const docs = {} as Each<IndexDoc[]>;
  for (const locale of LOCALES) {
    const d = details[locale];
    if (d === 'gone') {
      docs[locale] = [];
      continue;
    }
    const names = LOCALES.filter((l) => l !== locale).flatMap(nameIn);
    const dept = d.deptId === undefined ? undefined : byId.get(d.deptId);
    const levelName = t[locale](`programme.level.${d.level}`);
    const page = describe(d, locale);
    docs[locale] = [
      {
        id: `programme:${code}`,
        kind: 'programme',
        path: sitePath('programme', { code }),
        title: d.name,
        text: join(dept ? deptName(dept, locale) : undefined, levelName, page.text),
        heads: [levelName, ...abbreviations([d.name, ...names]), ...page.heads],
        names,
        facts: page.facts,
      },
    ];
  }
  return docs;
}

const deptOf = (depts: readonly Dept[], locale: Locale) => {
  const { byId } = deptMaps(depts);
  return (id: number | undefined) => {
    const d = id === undefined ? undefined : byId.get(id);
    return d ? deptName(d, locale) : undefined;
  };
};

export function teacherDocs(lists: Each<readonly Teacher[]>, depts: readonly Dept[]): Each<IndexDoc[]> {
  return perLanguage(
    lists,
    (x) => String(x.id),
    (x) => x.name,
    (x, locale, names) => {
      const dept = deptOf(depts, locale)(x.deptId);
      return {
        id: `teacher:${x.id}`,
        kind: 'person',
        path: sitePath('teacher-detail', { id: x.id }),
        title: x.name,
        text: join(x.title, dept, x.researchAreas.join(', ')),
        heads: [x.title, dept ?? ''],
        names,
        surnames: surnames([x.name, ...names]),
      };
    },
  );
}

export function alumnusDocs(lists: Each<readonly Schoolfellow[]>, depts: readonly Dept[]): Each<IndexDoc[]> {
  return perLanguage(
    lists,
    (x) => String(x.id),
    (x) => x.name,
    (x, locale, names) => ({
      id: `alumnus:${x.id}`,
      kind: 'person',
      path: sitePath('alumni-detail', { id: x.id }),
      title: x.name,
      text: join(x.programme, x.position, deptOf(depts, locale)(x.deptId), x.graduationYear?.toString(), x.quote),
      heads: [x.programme, x.position],
      names,
      surnames: surnames([x.name, ...names]),
    }),
  );
}

/** Entries of a list shown on one page of the site (partners, job posts, application forms). */
function entries<T extends { id: number }>(
  kind: string,
  path: string,
  role: IndexDoc['role'],
  title: (x: T) => string,
  text: (x: T) => string,
) {
  return (lists: Each<readonly T[]>): Each<IndexDoc[]> =>
    perLanguage(
      lists,
      (x) => String(x.id),
      title,
      (x, _, names) => ({ id: `${kind}:${x.id}`, kind: 'page', path, title: title(x), text: text(x), role, names }),
    );
}

export const partnerDocs = entries<Partner>(
  'partner',
  sitePath('page-global-exchange', {}),
  'entry',
  (x) => x.name,
  (x) => x.country,
);
export const careerDocs = entries<Career>(
  'career',
  sitePath('page-jobs', {}),
  'job',
  (x) => x.title,
  (x) => join(x.department, x.summary),
);
export const applicationDocs = entries<Application>(
  'application',
  sitePath('recruit', {}),
  'job',
  (x) => x.title,
  (x) => x.description,
);
