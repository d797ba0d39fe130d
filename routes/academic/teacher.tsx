import { deptGroups, presidentOffice } from '@/components/academic/depts';
import { FilterForm, ListEmpty, ListSummary } from '@/components/academic/ListParts';
import { TeacherCard } from '@/components/academic/People';
import { TeacherProfile } from '@/components/academic/Profiles';
import { Block } from '@/components/Block';
import { PageTitle } from '@/components/PageTitle';
import { Pagination } from '@/components/Pagination';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { getTeacher, getTeacherList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import { loadPeopleList } from './people-list';
import { deptBlock, safeHtml } from '@/cms/load';
import { idParam } from '@/lib/params';
import { teacherHead } from '@/seo/heads';
import { QUERY, idInput } from '../params';

/** docs/REQUIREMENTS.md §9: teachers are listed 16 to a page. */
export const TEACHER_PAGE_SIZE = 16;

/**
 * /teacher?deptId=&pageNum=: all staff, the president (the president's office) or one
 * department or faculty. A malformed filter shows all staff; an unknown department is an
 * empty list. Paging past the end is a 404 (params.ts).
 */
export const teacherList = defineRoute('teacher', {
  query: QUERY.teachers,
  load: async (c) => {
    const locale = c.get('locale');
    const t = c.get('t');
    const deptId = idParam(c, 'deptId');
    const { pageNum, depts, list, path, pagingUrl, filtered, titleOf } = await loadPeopleList(c, {
      path: '/teacher',
      filters: { deptId },
      pageSize: TEACHER_PAGE_SIZE,
      call: getTeacherList,
    });
    const title = t('teacher.title');
    return {
      head: { title: titleOf(title) },
      body: (
        <>
          <PageTitle title={title} />
          <Block data={depts}>
            {(all) => {
              const office = presidentOffice(all);
              const president = office ? [{ options: [{ value: office.deptId, label: t('teacher.president') }] }] : [];
              const groups = [...president, ...deptGroups(all, locale, (name) => t('dept.wholeFaculty', { name }))];
              const select = {
                name: 'deptId',
                label: t('teacher.filter'),
                anyLabel: t('teacher.all'),
                value: deptId,
                groups,
              };
              return <FilterForm action={path} selects={[select]} resetHref={filtered ? path : undefined} />;
            }}
          </Block>
          <ListSummary total={list.total} current={pageNum} totalPage={list.totalPage} />
          {list.rows.length ? (
            <ul className="cards people people--teachers">
              {list.rows.map((teacher, i) => (
                <li key={teacher.id}>
                  <TeacherCard teacher={teacher} depts={depts} lazy={i >= 1} />
                </li>
              ))}
            </ul>
          ) : (
            <ListEmpty>{t('teacher.empty')}</ListEmpty>
          )}
          <Pagination current={pageNum} totalPage={list.totalPage} url={pagingUrl} />
        </>
      ),
    };
  },
});

/** /teacher/detail?id=: 404 for a malformed id (input) or one the CMS does not know. */
export const teacherDetail = defineRoute('teacher-detail', {
  input: idInput,
  query: QUERY.profile,
  parent: { path: '/teacher', label: 'sitemap.links.teachers' },
  load: async (c, id) => {
    const ctx = upstreamCtx(c);
    const depts = deptBlock(ctx);
    const teacher = await required(getTeacher(ctx, id));
    const biography = await safeHtml(teacher.biography, c.get('locale'), teacher);
    return {
      head: teacherHead(c, teacher),
      body: <TeacherProfile teacher={teacher} biography={biography} depts={depts} />,
    };
  },
});
