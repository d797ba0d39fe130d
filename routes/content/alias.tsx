// /:alias: a CMS content page by its menu alias (menuType 1). Mounted last, so it never
// shadows a fixed route; the alias shape is checked first, so junk never reaches the CMS.
import { HTTPException } from 'hono/http-exception';
import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/render/required';
import { defineRoute } from '@/render/route';
import { upstreamCtx } from '@/upstream/context';
import { loadPage } from '@/cms/load';
import { validSlugParam } from '../params';

export const aliasPage = defineRoute({
  name: 'alias',
  path: '/:alias',
  layout: 'common',
  validate: validSlugParam('alias'),
  load: async (c) => {
    const alias = c.req.param('alias');
    if (!alias) throw new HTTPException(404);
    const page = await required(loadPage(upstreamCtx(c), alias, c.get('locale')));
    return { head: { title: page.title }, body: <CmsPageView page={page} /> };
  },
});
