import { HTTPException } from 'hono/http-exception';
import { deptGroups, presidentOffice } from '../../src/components/academic/depts';
import { FilterForm, ListEmpty, ListSummary } from '../../src/components/academic/ListParts';
import { DeptFact, Photo, TEACHER_PHOTO, TeacherCard } from '../../src/components/academic/People';
import { Block } from '../../src/components/Block';
import { PageTitle } from '../../src/components/PageTitle';
import { Pagination } from '../../src/components/Pagination';
import { RichText } from '../../src/components/RichText';
import { localePath } from '../../src/i18n/paths';
import { required } from '../../src/render/required';
import { defineRoute } from '../../src/render/route';
import { getTeacher, getTeacherList } from '../../src/upstream/api';
import { upstreamCtx } from '../../src/upstream/context';
import { deptBlock, safeHtml } from './cms';
import { hasId, idParam, listUrl, pageOrNotFound, pageParam } from './params';

/** SPEC §9: teachers are listed 16 to a page. */
export const TEACHER_PAGE_SIZE = 16;

/**
 * /teacher?deptId=&pageNum=: all staff, the president (the president's office) or one
 * department or faculty. A malformed filter shows all staff; an unknown department is an
 * empty list. Paging past the end is a 404 (params.ts).
 */
export const teacherList = defineRoute({
  name: 'teacher',
  path: '/teacher',
  layout: 'default',
  load: async (c) => {
    const ctx = upstreamCtx(c);
    const locale = c.get('locale');
    const t = c.get('t');
    const pageNum = pageParam(c);
    const deptId = idParam(c, 'deptId');
    const depts = deptBlock(ctx);
    const list = await required(getTeacherList(ctx, { deptId, pageNum, pageSize: TEACHER_PAGE_SIZE }));
    pageOrNotFound(pageNum, list.totalPage);
    const path = localePath(locale, '/teacher');
    const title = t('teacher.title');
    return {
      head: { title: pageNum > 1 ? t('list.titlePage', { title, page: pageNum }) : title },
      body: (
        <>
          <PageTitle title={title} />
          <Block data={depts}>
            {(all) => {
              const office = presidentOffice(all);
              const president = office ? [{ options: [{ value: office.deptId, label: t('teacher.president') }] }] : [];
              const groups = [...president, ...deptGroups(all, locale, (name) => t('dept.wholeFaculty', { name }))];
              const select = { name: 'deptId', label: t('teacher.filter'), anyLabel: t('teacher.all'), value: deptId, groups };
              return <FilterForm action={path} selects={[select]} resetHref={deptId === undefined ? undefined : path} />;
            }}
          </Block>
          <ListSummary total={list.total} current={pageNum} totalPage={list.totalPage} />
          {list.rows.length ? (
            <ul className="cards people">
              {list.rows.map((teacher, i) => (
                <li key={teacher.id}>
                  <TeacherCard teacher={teacher} depts={depts} lazy={i >= 4} />
                </li>
              ))}
            </ul>
          ) : (
            <ListEmpty>{t('teacher.empty')}</ListEmpty>
          )}
          <Pagination current={pageNum} totalPage={list.totalPage} url={listUrl(path, { deptId })} />
        </>
      ),
    };
  },
});

/** /teacher/detail?id=: 404 for a malformed id (validate) or one the CMS does not know. */
export const teacherDetail = defineRoute({
  name: 'teacher-detail',
  path: '/teacher/detail',
  layout: 'common',
  validate: hasId,
  load: async (c) => {
    const ctx = upstreamCtx(c);
    const locale = c.get('locale');
    const t = c.get('t');
    const id = idParam(c, 'id');
    if (id === undefined) throw new HTTPException(404);
    const depts = deptBlock(ctx);
    const teacher = await required(getTeacher(ctx, id));
    const biography = await safeHtml(teacher.biography, locale);
    return {
      head: { title: teacher.name, description: teacher.title || undefined },
      body: (
        <article className="profile">
          <Photo src={teacher.photo} width={teacher.photoWidth} height={teacher.photoHeight} fallback={TEACHER_PHOTO} lazy={false} className="profile__photo" />
          <div className="profile__main">
            <PageTitle title={teacher.name} kicker={teacher.title || undefined} />
            <dl className="profile__facts">
              <DeptFact depts={depts} deptId={teacher.deptId} label={t('teacher.department')} />
              {teacher.email ? (
                <>
                  <dt>{t('teacher.email')}</dt>
                  <dd>
                    <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
                  </dd>
                </>
              ) : null}
            </dl>
            {teacher.researchAreas.length ? (
              <section className="section" aria-labelledby="teacher-research">
                <h2 id="teacher-research">{t('teacher.researchAreas')}</h2>
                <ul>
                  {teacher.researchAreas.map((area) => (
                    <li key={area}>{area}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {teacher.education.length ? (
              <section className="section" aria-labelledby="teacher-education">
                <h2 id="teacher-education">{t('teacher.education')}</h2>
                <ul>
                  {teacher.education.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {biography.trim() ? (
              <section className="section" aria-labelledby="teacher-biography">
                <h2 id="teacher-biography">{t('teacher.biography')}</h2>
                <RichText html={biography} />
              </section>
            ) : null}
            <p>
              <a href={localePath(locale, '/teacher')}>{t('teacher.back')}</a>
            </p>
          </div>
        </article>
      ),
    };
  },
});
