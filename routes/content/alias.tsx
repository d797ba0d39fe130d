import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { upstreamCtx } from '@/upstream/context';
import { loadPage } from '@/cms/load';
import { slugOf } from '../params';

export const aliasPage = defineRoute('alias', {
  input: (c) => slugOf(c.req.param('alias')),
  load: async (c, alias) => {
    const page = await required(loadPage(upstreamCtx(c), alias, c.get('locale')));
    return { head: { title: page.title }, body: <CmsPageView page={page} /> };
  },
});
