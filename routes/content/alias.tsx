import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { loadPage } from '@/cms/load';
import { slugOf } from '../params';

export const aliasPage = defineRoute('alias', {
  input: (c) => slugOf(c.req.param('alias')),
  load: (c, alias) => required(loadPage(c.var.scope, alias, c.get('locale'))),
  head: (page) => ({ title: page.title }),
  Page: ({ data }) => <CmsPageView page={data} />,
});
