// Fixed content pages over one CMS page each: /about, /page/staff, /page/student, and the
// donation page at /Give and /捐贈 (the browser sends the latter percent-encoded,
// /%E6%8D%90%E8%B4%88; Hono matches the decoded path, so one pattern answers both spellings).
import { CmsPageView } from '@/components/CmsPage';
import { LOCALE_INFO } from '@/i18n/locales';
import { required } from '@/render/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { upstreamCtx } from '@/upstream/context';
import { loadPage } from '@/cms/load';

/** A route showing the CMS page `alias` as it is. */
function cmsRoute(name: string, path: string, alias: string): RouteDef {
  return defineRoute({
    name,
    path,
    layout: 'common',
    load: async (c) => {
      const page = await required(loadPage(upstreamCtx(c), alias, c.get('locale')));
      return { head: { title: page.title }, body: <CmsPageView page={page} /> };
    },
  });
}

export const about = cmsRoute('about', '/about', 'about');
export const staff = cmsRoute('page-staff', '/page/staff', 'staff');
export const student = cmsRoute('page-student', '/page/student', 'student');
/** SPEC §2 fixed links: /Give or /捐贈, each answering in every language. */
export const give = cmsRoute('give', LOCALE_INFO.en.givePath, 'give');
export const giveZh = cmsRoute('give-zh', LOCALE_INFO.tc.givePath, 'give');
