import { FilterForm, NameFound } from '@/components/academic/ListParts';
import { PagedCards } from '@/components/academic/PagedCards';
import { TeacherCard } from '@/components/academic/People';
import { TeacherProfile } from '@/components/academic/Profiles';
import { Block } from '@/components/Block';
import { PageTitle } from '@/components/PageTitle';
import type { SafeHtml } from '@/security/safe-html';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getTeacher, getTeacherList } from '@/upstream/api';
import type { Dept, Teacher, TeacherDetail } from '@/upstream/schemas';
import {
  listTitle,
  loadPeopleList,
  NAME_MAX,
  NAME_SCAN_CALLS,
  NAME_SCAN_PAGE_SIZE,
  nameParam,
  type PeopleList,
} from './people-list';
import { deptBlock, safeHtml } from '@/cms/load';
import { idParam } from '@/http/params';
import { teacherHead } from '@/seo/heads';
import { QUERY, idInput } from '../params';
import { deptGroups, presidentOffice } from '@/cms/depts';

/** docs/REQUIREMENTS.md §9: teachers are listed 16 to a page. */
export const TEACHER_PAGE_SIZE = 16;

type TeacherListData = PeopleList<{ deptId: number | undefined }, Teacher>;

/**
 * /teacher?deptId=&name=&pageNum=: all staff, the president (the president's office) or one
 * department or faculty, and those whose name holds `name` (people-list.ts; not part of the
 * canonical URL, and noindex, as a keyword is). A malformed filter shows all staff; an unknown
 * department is an empty list. Paging past the end is a 404 (params.ts).
 */
export const teacherList = defineRoute('teacher', {
  query: QUERY.teachers,
  // A name is what one visitor typed: never part of the canonical page nor kept (docs/SEO.md).
  personal: ['name'],
  load: (c): Promise<TeacherListData> =>
    loadPeopleList(c, {
      route: 'teacher',
      filters: { deptId: idParam(c, 'deptId') },
      pageSize: TEACHER_PAGE_SIZE,
      call: getTeacherList,
      name: nameParam(c),
      nameOf: (teacher) => teacher.name,
    }),
  head: (data, c) => {
    const t = c.get('scope').t;
    return { title: listTitle(t, t('teacher.title'), data.pageNum), ...(data.name ? { noindex: true } : {}) };
  },
  Page: TeacherListPage,
});

function TeacherListPage({ data }: { data: TeacherListData }) {
  const { t } = useSite();
  const { pageNum, depts, list, pagingUrl } = data;
  return (
    <>
      <PageTitle title={t('teacher.title')} />
      <Block data={depts}>{(all) => <TeacherFilter data={data} all={all} />}</Block>
      {data.name ? (
        <NameFound
          name={data.name}
          total={list.total}
          cut={data.nameCut}
          looked={NAME_SCAN_CALLS * NAME_SCAN_PAGE_SIZE}
        />
      ) : null}
      <PagedCards
        list={list}
        pageNum={pageNum}
        pagingUrl={pagingUrl}
        className="cards people people--teachers"
        empty={data.name ? t('people.nameNone', { name: data.name }) : t('teacher.empty')}
        keyOf={(teacher) => teacher.id}
        card={(teacher, i) => <TeacherCard teacher={teacher} depts={depts} lazy={i >= 1} />}
      />
    </>
  );
}

/** The department filter: the president's office first, then every faculty and department. */
function TeacherFilter({ data, all }: { data: TeacherListData; all: Dept[] }) {
  const { t, locale } = useSite();
  const { path, filtered, filters } = data;
  const office = presidentOffice(all);
  const president = office ? [{ options: [{ value: office.deptId, label: t('teacher.president') }] }] : [];
  const groups = [...president, ...deptGroups(all, locale, (name) => t('dept.wholeFaculty', { name }))];
  const select = {
    name: 'deptId',
    label: t('teacher.filter'),
    anyLabel: t('teacher.all'),
    value: filters.deptId,
    groups,
  };
  const text = {
    name: 'name',
    label: t('people.filterName'),
    hint: t('people.nameHint'),
    value: data.name,
    maxLength: NAME_MAX,
  };
  return <FilterForm action={path} text={text} selects={[select]} resetHref={filtered ? path : undefined} />;
}

interface TeacherDetailData {
  teacher: TeacherDetail;
  /** The biography, sanitised. */
  biography: SafeHtml;
  depts: Promise<Result<Dept[]>>;
}

/** /teacher/detail?id=: 404 for a malformed id (input) or one the CMS does not know. */
export const teacherDetail = defineRoute('teacher-detail', {
  input: idInput,
  query: QUERY.profile,
  parent: { route: 'teacher', label: 'sitemap.links.teachers' },
  load: async (c, id): Promise<TeacherDetailData> => {
    const scope = c.get('scope');
    const depts = deptBlock(scope);
    const teacher = await required(getTeacher(scope, id));
    const biography = await safeHtml(teacher.biography, c.get('scope').locale);
    return { teacher, biography, depts };
  },
  head: (data, c) => teacherHead(c.get('scope'), data.teacher),
  Page: TeacherDetailPage,
});

function TeacherDetailPage({ data }: { data: TeacherDetailData }) {
  return <TeacherProfile teacher={data.teacher} biography={data.biography} depts={data.depts} />;
}
