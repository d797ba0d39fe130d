// The department tree of /api/dept/list, read for the academic pages (names by language
// through deptName in src/upstream/api.ts).
import type { Locale } from '../../i18n/locales';
import { href } from '../../lib/href';
import { ROUTES } from '../../route-table';
import { deptMaps, deptName } from '../../upstream/api';
import type { Dept } from '../../upstream/schemas';

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
