// /page/jobs: the CMS page, then the vacancies by group (groupId 1 academic, 2 administrative),
// filtered through plain links.
import { cmsPageOf } from '@/route-table';
import { Block } from '@/components/Block';
import { CareerList, ClosedVacancies } from '@/components/content/Careers';
import { groupLabel } from '@/cms/labels';
import { FilterLinks } from '@/components/content/FilterLinks';
import { CmsPageView } from '@/components/CmsPage';
import { href } from '@/lib/href';
import { type Result, settle } from '@/cms/result';
import { pageDay } from '@/lib/today';
import { type Vacancies, vacancies } from '@/cms/dated';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getCareers } from '@/upstream/api';
import type { SafePage } from '@/cms/types';
import { loadPage } from '@/cms/load';
import { CAREER_GROUPS, QUERY, groupParam } from '../params';

interface Jobs {
  page: SafePage;
  groupId: 1 | 2 | undefined;
  /** The vacancies open on the page's Hong Kong day, and those closed recently (src/cms/dated.ts). */
  careers: Promise<Result<Vacancies>>;
}

export const jobs = defineRoute('page-jobs', {
  query: QUERY.careers,
  load: async (c): Promise<Jobs> => {
    const scope = c.get('scope');
    const groupId = groupParam(c);
    const day = pageDay(c.get('scope'));
    const careers = settle(getCareers(scope, groupId).then((list) => vacancies(list, day)));
    const page = await required(loadPage(scope, cmsPageOf('page-jobs'), c.get('scope').locale));
    return { page, groupId, careers };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: JobsPage,
});

function JobsPage({ data: { page, groupId, careers } }: { data: Jobs }) {
  const { t, locale } = useSite();
  const options = [
    { key: 'all', label: t('careers.all'), href: href('page-jobs', {}, locale), current: groupId === undefined },
    ...CAREER_GROUPS.map((g) => ({
      key: g,
      label: groupLabel(Number(g), t),
      href: href('page-jobs', { groupId: g }, locale),
      current: groupId === Number(g),
    })),
  ];
  return (
    <CmsPageView page={page}>
      <section className="section careers" aria-labelledby="careers-title">
        <h2 id="careers-title">{t('careers.title')}</h2>
        <FilterLinks label={t('careers.filter')} options={options} />
        <Block data={careers}>
          {({ open, closed }) => (
            <>
              <CareerList careers={open} />
              <ClosedVacancies careers={closed} />
            </>
          )}
        </Block>
      </section>
    </CmsPageView>
  );
}
