// The programme finder's data and filters (/programmes, docs/UPSTREAM.md §23): the summary
// list read a bounded number of pages at a time, the filters a visitor's query names, and the
// counts beside each value. Pure functions over the rows, so the page, its tests and its
// structured data agree on what matches.
import * as v from 'valibot';
import { type UnitCode, UNIT_CODES } from '@/cms/depts';
import type { Locale } from '@/i18n/locales';
import { href } from '@/lib/href';
import { log } from '@/lib/log';
import { type QueryRule, strictRule } from '@/lib/query-rules';
import { type Result, settle } from '@/cms/result';
import type { RequestScope } from '@/request/scope';
import { getProgrammeList } from '@/upstream/api';
import {
  type AdmissionsFacts,
  type Dept,
  type ProgrammeSummary,
  type StudentKind,
  ENTRY_ROUTES,
  LEVELS,
  MEDIA,
  STUDENT_KINDS,
  STUDY_MODES,
} from '@/upstream/schemas';

/** Rows of one summary page the finder asks for (the contract's largest page). */
export const FINDER_PAGE_SIZE = 100;
/**
 * Summary pages one finder request reads at most: 1,000 programmes, ten cached calls. A CMS
 * with more has the rest on the level lists (/Undergraduate, …), which list every programme;
 * the finder says so, and the cut is logged (docs/UPSTREAM.md §23).
 */
export const FINDER_MAX_PAGES = 10;
/** Results shown on one page of the finder. */
export const FINDER_RESULTS_PER_PAGE = 20;

export interface Summaries {
  rows: ProgrammeSummary[];
  /** The CMS's count of programmes: more than `rows` when the bound cut the list. */
  total: number;
  capped: boolean;
}

/** The summary list, up to FINDER_MAX_PAGES pages (page 1 first: it names the number of pages). */
export async function loadSummaries(scope: RequestScope): Promise<Summaries> {
  const first = await getProgrammeList(scope, { pageNum: 1, pageSize: FINDER_PAGE_SIZE });
  const last = Math.min(first.totalPage, FINDER_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, i) =>
      getProgrammeList(scope, { pageNum: i + 2, pageSize: FINDER_PAGE_SIZE }),
    ),
  );
  const rows = [first, ...rest].flatMap((p) => p.rows);
  const capped = first.totalPage > FINDER_MAX_PAGES;
  if (capped) log('warn', 'finder.capped', { requestId: scope.id, total: first.total, read: rows.length, pages: last });
  return { rows, total: first.total, capped };
}

// ---------------------------------------------------------------- filters

/** The filters, in the order the form shows them; each value is one the query may name. */
export const FILTER_KEYS = ['unit', 'level', 'mode', 'duration', 'route', 'intake', 'medium', 'qf'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Each filter's valid values, checked without the CMS: unknown to the contract → 404. */
const FILTER_SCHEMAS = {
  unit: v.picklist(UNIT_CODES),
  level: v.picklist(LEVELS),
  mode: v.picklist(STUDY_MODES),
  duration: v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/)),
  route: v.picklist(ENTRY_ROUTES),
  intake: v.pipe(v.string(), v.regex(/^[0-9A-Za-z][0-9A-Za-z_-]{0,31}$/)),
  medium: v.picklist(MEDIA),
  qf: v.pipe(v.string(), v.regex(/^[1-7]$/)),
} as const satisfies Record<FilterKey, v.GenericSchema<string, string>>;

/** The keyword: trimmed, at most 100 characters. */
export const KEYWORD_MAX = 100;

export type Filters = Partial<Record<FilterKey, string>>;

export interface FinderQuery {
  filters: Filters;
  q: string;
  students: StudentKind;
}

/** What names one page of the finder: the query, the page of results and the programmes chosen to compare. */
export interface FinderInput extends FinderQuery {
  pageNum: number;
  compare: string[];
}

/** One page of the finder, as its head and Page show it. */
export interface FinderData extends FinderInput {
  summaries: Summaries;
  depts: Dept[];
  facts: AdmissionsFacts | undefined;
  day: string;
  /** Every programme matching the query, and this page's share of them. */
  results: ProgrammeSummary[];
  shown: ProgrammeSummary[];
  totalPage: number;
  options: Record<FilterKey, FilterOption[]>;
  /** The finder's own URL with the query (pagination, compare links). */
  url: string;
}

/** The finder's URL for a query (the form's fields in the form's order). */
export function finderHref(
  q: Pick<FinderInput, 'filters' | 'q' | 'students' | 'compare'> & { pageNum?: number },
  locale: Locale,
): string {
  return href(
    'programmes',
    {
      q: q.q || undefined,
      ...q.filters,
      students: q.students === 'local' ? undefined : q.students,
      compare: q.compare.length ? q.compare.join(',') : undefined,
      pageNum: q.pageNum && q.pageNum > 1 ? q.pageNum : undefined,
    },
    locale,
  );
}

/**
 * A filter's value from the query: absent or empty is no filter; a value the contract cannot
 * have (`level=phd`) is undefined → the page is a 404, decided without a CMS call.
 */
export function parseFilter(key: FilterKey, raw: string | undefined): { ok: true; value?: string } | { ok: false } {
  if (raw === undefined || raw === '') return { ok: true };
  const parsed = v.safeParse(FILTER_SCHEMAS[key], raw);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false };
}

/**
 * The canonical form of a filter value (its query rule): the value itself, or nothing when
 * empty; a value no programme could have is kept as sent, so the finder answers 404
 * (`strictRule`).
 */
export const filterRule = (key: FilterKey): QueryRule =>
  strictRule((raw) => {
    const parsed = parseFilter(key, raw);
    return parsed.ok ? parsed.value : undefined;
  });

export const finderKeyword = (raw: string | undefined): string =>
  Array.from((raw ?? '').trim().replace(/\s+/g, ' '))
    .slice(0, KEYWORD_MAX)
    .join('');

export const studentsOf = (raw: string | undefined): StudentKind =>
  (STUDENT_KINDS as readonly string[]).includes(raw ?? '') ? (raw as StudentKind) : 'local';

/** The unit (faculty or institute) that runs a department: itself or its parent. */
export function unitOf(depts: readonly Dept[], deptId: number | undefined): UnitCode | undefined {
  const dept = depts.find((d) => d.deptId === deptId);
  const parent = dept ? depts.find((d) => d.deptId === dept.parentId) : undefined;
  return [dept?.code, parent?.code].find((c): c is UnitCode => (UNIT_CODES as readonly unknown[]).includes(c));
}

/** A row's values for one filter (a row may have several: two modes, two media). */
export function valuesOf(row: ProgrammeSummary, key: FilterKey, depts: readonly Dept[]): string[] {
  switch (key) {
    case 'unit': {
      const unit = unitOf(depts, row.deptId);
      return unit ? [unit] : [];
    }
    case 'level':
      return [row.level];
    case 'mode':
      return row.modes;
    case 'duration':
      return [String(row.durationMonths)];
    case 'route':
      return row.routes;
    case 'intake':
      return row.intakes;
    case 'medium':
      return row.medium;
    case 'qf':
      return row.qfLevel ? [String(row.qfLevel)] : [];
  }
}

const matchesKeyword = (row: ProgrammeSummary, q: string): boolean => {
  if (!q) return true;
  const needle = q.toLocaleLowerCase();
  return [row.name, row.code, row.jupasCode, row.eappCode, row.qrNumber].some((s) =>
    s?.toLocaleLowerCase().includes(needle),
  );
};

/** The rows matching every filter and the keyword, but `except` (for that filter's counts). */
export function matching(
  rows: readonly ProgrammeSummary[],
  { filters, q }: Pick<FinderQuery, 'filters' | 'q'>,
  depts: readonly Dept[],
  except?: FilterKey,
): ProgrammeSummary[] {
  return rows.filter(
    (row) =>
      matchesKeyword(row, q) &&
      FILTER_KEYS.every((key) => {
        const want = filters[key];
        return key === except || want === undefined || valuesOf(row, key, depts).includes(want);
      }),
  );
}

export interface FilterOption {
  value: string;
  /** Programmes the results would hold with this value chosen (the other filters kept). */
  count: number;
}

/**
 * Each filter's values as the data has them (never a fixed list), each with the number of
 * results choosing it would give; a chosen value the data lacks is kept (count 0) so the form
 * still shows it.
 */
export function filterOptions(
  rows: readonly ProgrammeSummary[],
  query: Pick<FinderQuery, 'filters' | 'q'>,
  depts: readonly Dept[],
): Record<FilterKey, FilterOption[]> {
  const out = {} as Record<FilterKey, FilterOption[]>;
  for (const key of FILTER_KEYS) {
    const all = new Set(rows.flatMap((row) => valuesOf(row, key, depts)));
    const chosen = query.filters[key];
    if (chosen !== undefined) all.add(chosen);
    const counts = new Map<string, number>();
    for (const row of matching(rows, query, depts, key))
      for (const value of new Set(valuesOf(row, key, depts))) counts.set(value, (counts.get(value) ?? 0) + 1);
    out[key] = [...all].sort(orderOf(key)).map((value) => ({ value, count: counts.get(value) ?? 0 }));
  }
  return out;
}

/** Values in the contract's order where it has one, numbers by size, the rest as text. */
function orderOf(key: FilterKey): (a: string, b: string) => number {
  const fixed: Partial<Record<FilterKey, readonly string[]>> = {
    unit: UNIT_CODES,
    level: LEVELS,
    mode: STUDY_MODES,
    route: ENTRY_ROUTES,
    medium: MEDIA,
  };
  const list = fixed[key];
  if (list) return (a, b) => list.indexOf(a) - list.indexOf(b);
  if (key === 'duration' || key === 'qf') return (a, b) => Number(a) - Number(b);
  return (a, b) => (a < b ? -1 : a > b ? 1 : 0);
}

/** The tuition a row gives for a kind of student (its first such row). */
export const tuitionOf = (row: Pick<ProgrammeSummary, 'tuition'>, students: StudentKind) =>
  row.tuition.find((t) => t.students === students);

// ---------------------------------------------------------------- compare

/** Programmes compared at once (docs/UPSTREAM.md §23: one detail call each). */
export const MAX_COMPARE = 4;

export interface CodeList {
  /** Well-formed codes, in the order given, without repeats, at most MAX_COMPARE. */
  codes: string[];
  /** What was given that no programme can have as a code (shown as ignored). */
  bad: string[];
  /** More than MAX_COMPARE were given: the rest were left out. */
  more: boolean;
}

const CODE = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A comma-separated list of programme codes (`?codes=`, `?compare=`): the first four good ones. */
export function codeList(raw: string | undefined): CodeList {
  const parts = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 32);
  const good = [...new Set(parts.filter((p) => CODE.test(p) && p !== 'list'))];
  const bad = parts.filter((p) => !CODE.test(p) || p === 'list').map((p) => Array.from(p).slice(0, 64).join(''));
  return { codes: good.slice(0, MAX_COMPARE), bad, more: good.length > MAX_COMPARE };
}

/**
 * Whether the site has a finder: the summary list's first page can be had (the finder's own
 * first call, so it is the same cached answer). Every link to the finder waits on this.
 */
export const finderAvailable = (scope: RequestScope): Promise<Result<true>> =>
  settle(getProgrammeList(scope, { pageNum: 1, pageSize: FINDER_PAGE_SIZE }).then(() => true as const));
