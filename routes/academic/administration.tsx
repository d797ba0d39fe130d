import { cmsPageOf } from '@/route-table';
import { Block } from '@/components/Block';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { ListEmpty } from '@/components/academic/ListParts';
import { PageTitle } from '@/components/PageTitle';
import type { SafePage } from '@/cms/types';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getDeptList } from '@/upstream/api';
import type { Dept } from '@/upstream/schemas';
import { pageBlock } from '@/cms/load';
import { deptName } from '@/cms/depts';

interface AdministrationData {
  /** The CMS page `administration`: an introduction and notes on some offices, when it has them. */
  intro: Promise<Result<SafePage>>;
  offices: Dept[];
}

/**
 * /administration: the administrative departments of /api/dept/list decide the status; the
 * CMS page `administration` adds an introduction and notes on some offices when it has them.
 */
export const administration = defineRoute('administration', {
  load: async (c): Promise<AdministrationData> => {
    const scope = c.get('scope');
    const intro = pageBlock(scope, cmsPageOf('administration'), c.get('scope').locale);
    const offices = (await required(getDeptList(scope))).filter((d) => d.deptType === 'administrative');
    return { intro, offices };
  },
  head: (_data, c) => ({ title: c.get('scope').t('admin.title') }),
  Page: AdministrationPage,
});

function AdministrationPage({ data: { intro, offices } }: { data: AdministrationData }) {
  const { t, locale } = useSite();
  return (
    <>
      <PageTitle title={t('admin.title')} />
      <Block optional data={intro}>
        {(page) => <CmsBody page={page} />}
      </Block>
      <section className="section" aria-labelledby="admin-departments">
        <h2 id="admin-departments">{t('admin.departments')}</h2>
        {offices.length ? (
          <ul className="cards dept-cards">
            {offices.map((d) => (
              <li key={d.deptId} className="card">
                <div className="card__body">
                  <h3 className="card__title">{deptName(d, locale)}</h3>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <ListEmpty>{t('admin.empty')}</ListEmpty>
        )}
      </section>
      <Block optional data={intro}>
        {(page) =>
          page.sections.length ? (
            <section className="section" aria-labelledby="admin-services">
              <h2 id="admin-services">{t('admin.services')}</h2>
              <CmsAccordion sections={page.sections} idPrefix="admin-service" />
            </section>
          ) : null
        }
      </Block>
    </>
  );
}
