import { AdmissionsNav } from '@/components/academic/AdmissionsNav';
import { APPLY_ALIAS, ApplyCallout } from '@/components/academic/ApplyCallout';
import { ADMISSION_PAGES, type AdmissionSlug } from '@/cms/paths';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { LevelNav } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import { required } from '@/render/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { upstreamCtx } from '@/upstream/context';
import { loadPage, pageBlock } from '@/cms/load';

/**
 * /admissions and its sub-pages: content from the CMS menu pages `admissions`,
 * `admissions-mainland`, ... The CMS page decides the status (unknown alias: 404).
 */
function admissionsRoute(slug: AdmissionSlug | undefined, alias: string): RouteDef {
  return defineRoute(slug ? `admissions-${slug}` : 'admissions', {
    ...(slug ? { parent: { path: '/admissions', label: 'admissions.overview' } } : {}),
    load: async (c) => {
      const t = c.get('t');
      const ctx = upstreamCtx(c);
      const apply = pageBlock(ctx, APPLY_ALIAS, c.get('locale'));
      const page = await required(loadPage(ctx, alias, c.get('locale')));
      return {
        head: { title: page.title },
        body: (
          <div className="admissions">
            <PageTitle title={page.title} kicker={slug ? t('admissions.kicker') : undefined} />
            <AdmissionsNav current={slug} />
            <ApplyCallout page={apply} />
            <div className="admissions__content">
              <CmsBody page={page} />
              <CmsAccordion sections={page.sections} idPrefix={`admissions-${slug ?? 'overview'}`} />
              {slug === undefined ? (
                <section className="section" aria-labelledby="admissions-programmes">
                  <h2 id="admissions-programmes">{t('admissions.programmes')}</h2>
                  <LevelNav />
                </section>
              ) : null}
            </div>
          </div>
        ),
      };
    },
  });
}

export const admissionsRoutes: RouteDef[] = [
  admissionsRoute(undefined, 'admissions'),
  ...ADMISSION_PAGES.map((p) => admissionsRoute(p.slug, p.alias)),
];
