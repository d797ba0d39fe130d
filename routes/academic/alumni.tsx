import { CmsBody } from '@/components/CmsPage';
import { deptGroups } from '@/components/academic/depts';
import { FilterForm, ListEmpty, ListSummary } from '@/components/academic/ListParts';
import { AlumnusCard } from '@/components/academic/People';
import { AlumnusProfile } from '@/components/academic/Profiles';
import { Block } from '@/components/Block';
import { PageTitle } from '@/components/PageTitle';
import { Pagination } from '@/components/Pagination';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { getSchoolfellow, getSchoolfellowList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import { loadPeopleList } from './people-list';
import { pageBlock, deptBlock, safeHtml } from '@/cms/load';
import { idParam } from '@/lib/params';
import { personDescription } from '@/seo/heads';
import { QUERY, idInput, userTypeParam } from '../params';

/** docs/REQUIREMENTS.md §9: schoolfellows are listed 6 to a page (ordered by order_num, descending: api.ts). */
export const ALUMNI_PAGE_SIZE = 6;

/**
 * /alumni?deptId=&userType=&pageNum=: malformed filters show everyone, an unknown department
 * is an empty list, paging past the end is a 404 (params.ts).
 */
export const alumniList = defineRoute('alumni', {
  query: QUERY.alumni,
  load: async (c) => {
    const locale = c.get('locale');
    const t = c.get('t');
    const deptId = idParam(c, 'deptId');
    const userType = userTypeParam(c);
    const intro = pageBlock(upstreamCtx(c), 'alumni', locale);
    const { pageNum, depts, list, path, pagingUrl, filtered, titleOf } = await loadPeopleList(c, {
      path: '/alumni',
      filters: { deptId, userType },
      pageSize: ALUMNI_PAGE_SIZE,
      call: getSchoolfellowList,
    });
    const title = t('alumni.title');
    const userTypes = { options: [1, 2].map((value) => ({ value, label: t(`alumni.userType.${value}`) })) };
    return {
      head: { title: titleOf(title) },
      body: (
        <>
          <PageTitle title={title} />
          <Block optional data={intro}>
            {(page) => <CmsBody page={page} />}
          </Block>
          <Block data={depts}>
            {(all) => (
              <FilterForm
                action={path}
                resetHref={filtered ? path : undefined}
                selects={[
                  {
                    name: 'deptId',
                    label: t('alumni.filterDept'),
                    anyLabel: t('alumni.allDepts'),
                    value: deptId,
                    groups: deptGroups(all, locale, (name) => t('dept.wholeFaculty', { name })),
                  },
                  {
                    name: 'userType',
                    label: t('alumni.filterType'),
                    anyLabel: t('alumni.allTypes'),
                    value: userType,
                    groups: [userTypes],
                  },
                ]}
              />
            )}
          </Block>
          <ListSummary total={list.total} current={pageNum} totalPage={list.totalPage} />
          {list.rows.length ? (
            <ul className="cards people people--alumni">
              {list.rows.map((alumnus, i) => (
                <li key={alumnus.id}>
                  <AlumnusCard alumnus={alumnus} depts={depts} lazy={i >= 3} />
                </li>
              ))}
            </ul>
          ) : (
            <ListEmpty>{t('alumni.empty')}</ListEmpty>
          )}
          <Pagination current={pageNum} totalPage={list.totalPage} url={pagingUrl} />
        </>
      ),
    };
  },
});

/** /alumni/detail?id=: 404 for a malformed id (input) or one the CMS does not know. */
export const alumniDetail = defineRoute('alumni-detail', {
  input: idInput,
  query: QUERY.profile,
  parent: { path: '/alumni', label: 'sitemap.links.alumni' },
  load: async (c, id) => {
    const ctx = upstreamCtx(c);
    const depts = deptBlock(ctx);
    const alumnus = await required(getSchoolfellow(ctx, id));
    const story = await safeHtml(alumnus.story, c.get('locale'), alumnus);
    return {
      head: {
        title: alumnus.name,
        description: alumnus.position ? personDescription(c, alumnus.name, alumnus.position) : undefined,
      },
      body: <AlumnusProfile alumnus={alumnus} story={story} depts={depts} />,
    };
  },
});
