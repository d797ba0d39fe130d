import { cmsPageOf } from '@/route-table';
import { CmsBody, CmsSections } from '@/components/CmsPage';
import { DepartmentsSection, FacultySummary } from '@/components/academic/Faculty';
import { UnitProgrammes } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import type { SafePage } from '@/cms/types';
import { settle, type Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { getOutList } from '@/upstream/api';
import type { RequestScope } from '@/request/scope';
import { type Dept, type OutItem, LEVELS, type Level } from '@/upstream/schemas';
import { pageBlock, loadPage, deptBlock } from '@/cms/load';
import { UNIT_CODES, type UnitCode } from '@/cms/depts';

type ProgrammeLists = Record<Level, Promise<Result<OutItem[]>>>;

/** A unit's programme lists by level (outTypeName `{unit}-{level}`), each its own block. */
export function programmeLists(scope: RequestScope, code: UnitCode): ProgrammeLists {
  return Object.fromEntries(
    LEVELS.map((level) => [level, settle(getOutList(scope, `${code}-${level}`))]),
  ) as ProgrammeLists;
}

interface FacultiesData {
  /** The CMS overview page `faculties`. */
  page: SafePage;
  /** Every unit's own page, each streamed on its own. */
  units: { code: UnitCode; page: Promise<Result<SafePage>> }[];
  depts: Promise<Result<Dept[]>>;
}

/** /faculties: the CMS overview page decides the status; every unit streams in on its own. */
export const faculties = defineRoute('faculties', {
  load: async (c): Promise<FacultiesData> => {
    const scope = c.get('scope');
    const locale = c.get('scope').locale;
    const depts = deptBlock(scope);
    const units = UNIT_CODES.map((code) => ({ code, page: pageBlock(scope, cmsPageOf(`faculties-${code}`), locale) }));
    const page = await required(loadPage(scope, cmsPageOf('faculties'), locale));
    return { page, units, depts };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: FacultiesPage,
});

function FacultiesPage({ data: { page, units, depts } }: { data: FacultiesData }) {
  // The overview's own sections repeat each unit's intro: the units' pages are shown instead.
  return (
    <>
      <PageTitle title={page.title} />
      <CmsBody page={page} />
      {units.map((u) => (
        <FacultySummary key={u.code} code={u.code} page={u.page} depts={depts} />
      ))}
    </>
  );
}

interface UnitData {
  code: UnitCode;
  /** The unit's CMS page: intro, dean's message and other sections. */
  page: SafePage;
  depts: Promise<Result<Dept[]>>;
  lists: ProgrammeLists;
}

/** /faculties/{fass|fb|fse|bri}: intro, dean's message, departments and programme lists. */
function unitRoute(code: UnitCode): RouteDef {
  return defineRoute(`faculties-${code}`, {
    parent: { route: 'faculties', label: 'sitemap.links.faculties' },
    load: async (c): Promise<UnitData> => {
      const scope = c.get('scope');
      const depts = deptBlock(scope);
      const lists = programmeLists(scope, code);
      const page = await required(loadPage(scope, cmsPageOf(`faculties-${code}`), c.get('scope').locale));
      return { code, page, depts, lists };
    },
    head: ({ page }) => ({ title: page.title }),
    Page: UnitPage,
  });
}

function UnitPage({ data: { code, page, depts, lists } }: { data: UnitData }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={page.title} kicker={t('faculty.kicker')} />
      <CmsBody page={page} />
      <CmsSections sections={page.sections} idPrefix={`${code}-section`} />
      <DepartmentsSection depts={depts} code={code} headingId={`${code}-departments`} />
      <section className="section" aria-labelledby={`${code}-programmes`}>
        <h2 id={`${code}-programmes`}>{t('programme.heading')}</h2>
        <UnitProgrammes lists={lists} />
      </section>
    </>
  );
}

export const facultyUnits: RouteDef[] = UNIT_CODES.map(unitRoute);
