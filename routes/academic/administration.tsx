import { Block } from '@/components/Block';
import { CmsAccordion, CmsBody } from '@/components/CmsPage';
import { ListEmpty } from '@/components/academic/ListParts';
import { PageTitle } from '@/components/PageTitle';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { deptName, getDeptList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import { pageBlock } from '@/cms/load';

/**
 * /administration: the administrative departments of /api/dept/list decide the status; the
 * CMS page `administration` adds an introduction and notes on some offices when it has them.
 */
export const administration = defineRoute('administration', {
  load: async (c) => {
    const ctx = upstreamCtx(c);
    const locale = c.get('locale');
    const t = c.get('t');
    const intro = pageBlock(ctx, 'administration', locale);
    const offices = (await required(getDeptList(ctx))).filter((d) => d.deptType === 'administrative');
    const title = t('admin.title');
    return {
      head: { title },
      body: (
        <>
          <PageTitle title={title} />
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
      ),
    };
  },
});
