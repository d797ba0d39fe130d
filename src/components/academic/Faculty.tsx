import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import type { Dept } from '@/upstream/schemas';
import { Block } from '@/components/Block';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { ListEmpty } from '@/components/academic/ListParts';
import type { SafePage } from '@/cms/types';
import { deptName, childrenOf, findUnit, unitHref, type UnitCode } from '@/cms/depts';

/** Where to meet a unit's (or a department's) people: the filtered teacher and alumni lists. */
function PeopleLinks({ dept, name, whole = false }: { dept: Dept; name: string; whole?: boolean }) {
  const { locale, t } = useSite();
  return (
    <p className={whole ? 'dept-list__links dept-list__links--whole' : 'dept-list__links'}>
      {whole ? <span className="dept-list__label">{t('dept.wholeUnit', { name })}</span> : null}
      <a href={href('teacher', { deptId: dept.deptId }, locale)}>
        {t('dept.teachers')}
        <span className="visually-hidden">{` ${name}`}</span>
      </a>
      {dept.deptType === 'faculty' || dept.deptType === 'academic' ? (
        <a href={href('alumni', { deptId: dept.deptId }, locale)}>
          {t('dept.alumni')}
          <span className="visually-hidden">{` ${name}`}</span>
        </a>
      ) : null}
    </p>
  );
}

/** A faculty's departments from /api/dept/list, with names in the page's language. */
export function DepartmentList({ depts, code }: { depts: Dept[]; code: UnitCode }) {
  const { locale, t } = useSite();
  const unit = findUnit(depts, code);
  if (!unit) return <ListEmpty>{t('dept.empty')}</ListEmpty>;
  const children = childrenOf(depts, unit.deptId);
  if (!children.length) return <ListEmpty>{t('dept.empty')}</ListEmpty>;
  return (
    <ul className="dept-list">
      {children.map((d) => {
        const name = deptName(d, locale);
        return (
          <li key={d.deptId} className="dept-list__item">
            <span className="dept-list__name">{name}</span>
            <PeopleLinks dept={d} name={name} />
          </li>
        );
      })}
    </ul>
  );
}

/** The departments section of a unit: shown for faculties only (the institute has none). */
export function DepartmentsSection({
  depts,
  code,
  headingId,
}: {
  depts: Promise<Result<Dept[]>>;
  code: UnitCode;
  headingId: string;
}) {
  const { locale, t } = useSite();
  return (
    <Block data={depts}>
      {(list) => {
        const unit = findUnit(list, code);
        if (unit && unit.deptType !== 'faculty') return null;
        return (
          <section className="section" aria-labelledby={headingId}>
            <h2 id={headingId}>{t('dept.heading')}</h2>
            <DepartmentList depts={list} code={code} />
            {unit ? <PeopleLinks dept={unit} name={deptName(unit, locale)} whole /> : null}
          </section>
        );
      }}
    </Block>
  );
}

/**
 * One unit on the faculties overview: name (linking to its page), intro, the dean's message
 * folded in an accordion, and its departments.
 */
export function FacultySummary({
  code,
  page,
  depts,
}: {
  code: UnitCode;
  page: Promise<Result<SafePage>>;
  depts: Promise<Result<Dept[]>>;
}) {
  const { locale, t } = useSite();
  const headingId = `faculty-${code}`;
  return (
    <section className="section faculty-summary" aria-labelledby={headingId}>
      <Block data={page}>
        {(p) => (
          <>
            <h2 id={headingId}>
              <a href={unitHref(code, locale)}>{p.title}</a>
            </h2>
            <CmsBody page={p} />
            <CmsAccordion sections={p.sections} idPrefix={`${code}-message`} />
          </>
        )}
      </Block>
      <Block data={depts}>
        {(list) =>
          findUnit(list, code)?.deptType === 'faculty' ? (
            <>
              <h3>{t('dept.heading')}</h3>
              <DepartmentList depts={list} code={code} />
            </>
          ) : null
        }
      </Block>
    </section>
  );
}
