import { ApplyList } from '@/components/academic/ApplyList';
import { CmsBody } from '@/components/academic/CmsContent';
import { Optional } from '@/components/academic/Optional';
import { PageTitle } from '@/components/PageTitle';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { getApplicationList } from '@/upstream/api';
import { upstreamCtx } from '@/upstream/context';
import { cmsBlock } from './cms';

/**
 * /recruit: the application forms of /api/application/list are the page and decide its
 * status; the CMS page `recruit` adds an introduction when it has one.
 */
export const recruit = defineRoute({
  name: 'recruit',
  path: '/recruit',
  layout: 'default',
  load: async (c) => {
    const ctx = upstreamCtx(c);
    const t = c.get('t');
    const intro = cmsBlock(ctx, c.get('locale'), 'recruit');
    const forms = await required(getApplicationList(ctx));
    const title = t('recruit.title');
    return {
      head: { title },
      body: (
        <>
          <PageTitle title={title} />
          <Optional data={intro}>{(page) => <CmsBody page={page} />}</Optional>
          <section className="section" aria-labelledby="recruit-apply">
            <h2 id="recruit-apply">{t('recruit.forms')}</h2>
            <ApplyList items={forms} />
          </section>
        </>
      ),
    };
  },
});
