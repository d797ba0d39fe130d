import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { loadPage } from '@/cms/load';
import { sitePathOf } from '@/cms/paths';
import { localePath } from '@/i18n/paths';
import { ownUrl } from '@/http/moved';
import { isSlug, slugOf } from '../params';

/**
 * /:alias: a CMS page by its alias. Digits alone are no alias: the CMS reads them as a numeric
 * menuId (docs/UPSTREAM.md §4), so '/11', '/011' and '/0011' would be one page under many URLs;
 * they are a 404 without asking the CMS. A page the CMS answers under another spelling of its
 * alias (a CMS that matches aliases in any letter case) answers 301 to its own alias's URL.
 */
export const aliasPage = defineRoute('alias', {
  input: (c) => {
    const alias = slugOf(c.req.param('alias'));
    return alias === undefined || /^\d+$/.test(alias) ? undefined : alias;
  },
  load: async (c, alias) => {
    const page = await required(loadPage(c.get('scope'), alias, c.get('scope').locale));
    const own = page.alias !== undefined && page.alias !== alias && isSlug(page.alias) ? page.alias : undefined;
    return (own && ownUrl(c, localePath(c.get('scope').locale, sitePathOf(`/${own}`)))) || page;
  },
  head: (page) => ({ title: page.title }),
  Page: ({ data }) => <CmsPageView page={data} />,
});
