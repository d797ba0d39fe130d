// The department tree of /api/dept/list (docs/UPSTREAM.md): its academic units and their pages,
// names by language, and the filters the people lists offer.
import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import { href } from '@/lib/href';
import { ROUTES } from '@/route-table';
import type { Dept } from '@/upstream/schemas';

/** docs/REQUIREMENTS.md §3: departments kept as a list and as a map keyed by deptId. */
export function deptMaps(list: readonly Dept[]): { list: Dept[]; byId: Map<number, Dept> } {
  return { list: [...list], byId: new Map(list.map((d) => [d.deptId, d])) };
}

/** The department's name in a site locale, falling back to any name the CMS gave. */
export function deptName(dept: Dept, locale: Locale): string {
  const byLocale = dept[LOCALE_INFO[locale].deptNameField];
  return byLocale || dept.deptNameTc || dept.deptName || dept.deptNameEn;
}

/** The academic units with a page of their own, in the order the site shows them. */
export const UNIT_CODES = ['fass', 'fb', 'fse', 'bri'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];

/** A unit's page path without language prefix (the route table's faculties-{code}). */
export const unitPath = (code: UnitCode): string => ROUTES[`faculties-${code}`].path;

/** A unit's page, in a language. */
export const unitHref = (code: UnitCode, locale: Locale): string => href(`faculties-${code}`, {}, locale);

export const findUnit = (list: readonly Dept[], code: string): Dept | undefined => list.find((d) => d.code === code);

/** A unit's own departments (a faculty's academic departments; none for the institute). */
export const childrenOf = (list: readonly Dept[], parentId: number): Dept[] =>
  list.filter((d) => d.parentId === parentId && d.deptId !== parentId);

export interface DeptOption {
  value: number;
  label: string;
}

export interface DeptGroup {
  /** Set for a faculty's group (an <optgroup>); top-level options have none. */
  label?: string;
  options: DeptOption[];
}

/**
 * Options of a department filter: every faculty as a group (the whole faculty first, then its
 * departments), then the academic units without a faculty (the research institute).
 * Administrative departments and offices are not teaching units and are left out.
 */
export function deptGroups(list: readonly Dept[], locale: Locale, allOf: (name: string) => string): DeptGroup[] {
  const { byId } = deptMaps(list);
  const groups: DeptGroup[] = [];
  for (const faculty of list.filter((d) => d.deptType === 'faculty')) {
    const name = deptName(faculty, locale);
    groups.push({
      label: name,
      options: [
        { value: faculty.deptId, label: allOf(name) },
        ...childrenOf(list, faculty.deptId).map((d) => ({ value: d.deptId, label: deptName(d, locale) })),
      ],
    });
  }
  const loose = list.filter((d) => d.deptType === 'academic' && !byId.has(d.parentId));
  if (loose.length) groups.push({ options: loose.map((d) => ({ value: d.deptId, label: deptName(d, locale) })) });
  return groups;
}

/**
 * The president's filter: the CMS keeps the president in the Office of the President, the
 * department of type 'office' (as the demo does); the teacher list filtered by it is the
 * president alone.
 */
export const presidentOffice = (list: readonly Dept[]): Dept | undefined => list.find((d) => d.deptType === 'office');
