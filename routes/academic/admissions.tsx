import { cmsPageOf } from '@/route-table';
import { AdmissionsNav } from '@/components/academic/AdmissionsNav';
import { APPLY_ALIAS, ApplyCallout } from '@/components/academic/ApplyCallout';
import { ADMISSION_PAGES, type AdmissionSlug } from '@/cms/paths';
import type { SafePage } from '@/cms/types';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { LevelNav } from '@/components/academic/Programmes';
import { PageTitle } from '@/components/PageTitle';
import type { Result } from '@/lib/result';
import { useSite } from '@/render/context';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { loadPage, pageBlock } from '@/cms/load';

interface AdmissionsData {
  /** The sub-page shown; undefined: the overview, /admissions. */
  slug: AdmissionSlug | undefined;
  page: SafePage;
  /** The CMS page `apply`, shown as the call to apply. */
  apply: Promise<Result<SafePage>>;
}

/**
 * /admissions and its sub-pages: content from the CMS menu pages `admissions`,
 * `admissions-mainland`, ... The CMS page decides the status (unknown alias: 404).
 */
function admissionsRoute(slug: AdmissionSlug | undefined): RouteDef {
  const name = slug ? (`admissions-${slug}` as const) : 'admissions';
  return defineRoute(name, {
    ...(slug ? { parent: { route: 'admissions', label: 'admissions.overview' } } : {}),
    load: async (c): Promise<AdmissionsData> => {
      const ctx = c.var.scope;
      const apply = pageBlock(ctx, APPLY_ALIAS, c.get('locale'));
      const page = await required(loadPage(ctx, cmsPageOf(name), c.get('locale')));
      return { slug, page, apply };
    },
    head: ({ page }) => ({ title: page.title }),
    Page: AdmissionsPage,
  });
}

function AdmissionsPage({ data: { slug, page, apply } }: { data: AdmissionsData }) {
  const { t } = useSite();
  return (
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
  );
}

export const admissionsRoutes: RouteDef[] = [
  admissionsRoute(undefined),
  ...ADMISSION_PAGES.map((p) => admissionsRoute(p.slug)),
];
