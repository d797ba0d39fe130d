import { Block } from '@/components/Block';
import { ApplyList } from '@/components/academic/ApplyList';
import { CmsBody } from '@/components/CmsPage';
import { PageTitle } from '@/components/PageTitle';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { getApplicationList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import { pageBlock } from '@/cms/load';

/**
 * /recruit: the application forms of /api/application/list are the page and decide its
 * status; the CMS page `recruit` adds an introduction when it has one.
 */
export const recruit = defineRoute('recruit', {
  load: async (c) => {
    const ctx = upstreamCtx(c);
    const t = c.get('t');
    const intro = pageBlock(ctx, 'recruit', c.get('locale'));
    const forms = await required(getApplicationList(ctx));
    const title = t('recruit.title');
    return {
      head: { title },
      body: (
        <>
          <PageTitle title={title} />
          <Block optional data={intro}>
            {(page) => <CmsBody page={page} />}
          </Block>
          <section className="section" aria-labelledby="recruit-apply">
            <h2 id="recruit-apply">{t('recruit.forms')}</h2>
            <ApplyList items={forms} />
          </section>
        </>
      ),
    };
  },
});
