import { cmsPageOf } from '@/route-table';
import { Block } from '@/components/Block';
import { CmsBody } from '@/components/CmsPage';
import { ListEmpty } from '@/components/academic/ListParts';
import { RichText } from '@/components/RichText';
import { PageTitle } from '@/components/PageTitle';
import type { SafePage } from '@/cms/types';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import type { Dept } from '@/upstream/schemas';
import { loadPage, deptBlock } from '@/cms/load';
import { findUnit, unitHref, deptName } from '@/cms/depts';

interface ResearchData {
  /** The CMS page `research`: its sections are the research centres. */
  page: SafePage;
  depts: Promise<Result<Dept[]>>;
}

/**
 * /research: the CMS page `research` (its sections are the research centres) decides the
 * status; the research institute, which has a page of its own, is linked from the dept list.
 */
export const research = defineRoute('research', {
  load: async (c): Promise<ResearchData> => {
    const scope = c.get('scope');
    const depts = deptBlock(scope);
    const page = await required(loadPage(scope, cmsPageOf('research'), c.get('scope').locale));
    return { page, depts };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: ResearchPage,
});

function ResearchPage({ data: { page, depts } }: { data: ResearchData }) {
  const { t } = useSite();
  return (
    <>
      <PageTitle title={page.title} />
      <CmsBody page={page} />
      <section className="section" aria-labelledby="research-centres">
        <h2 id="research-centres">{t('research.centres')}</h2>
        {page.sections.length ? (
          <ul className="cards">
            {page.sections.map((s, i) => (
              <li key={i}>
                <article className="card">
                  <div className="card__body">
                    <h3 className="card__title">{s.title}</h3>
                    <RichText html={s.body} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <ListEmpty>{t('research.empty')}</ListEmpty>
        )}
      </section>
      <Block optional data={depts}>
        {(list) => <ResearchInstitute depts={list} />}
      </Block>
    </>
  );
}

/** The research institute, which has a page of its own, when the department list names it. */
function ResearchInstitute({ depts }: { depts: Dept[] }) {
  const { t, locale } = useSite();
  const institute = findUnit(depts, 'bri');
  if (!institute) return null;
  return (
    <section className="section" aria-labelledby="research-institute">
      <h2 id="research-institute">{t('research.institute')}</h2>
      <p>
        <a href={unitHref('bri', locale)}>{deptName(institute, locale)}</a>
      </p>
    </section>
  );
}
