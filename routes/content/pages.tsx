// Fixed content pages over one CMS page each: /about, /page/staff, /page/student, and the
// donation page at /give (the old fixed links /Give and /捐贈 answer 301 to it: src/seo/moved.ts).
import { cmsPageOf } from '@/route-table';
import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { loadPage } from '@/cms/load';
import type { SafePage } from '@/cms/types';

const CmsPage = ({ data }: { data: SafePage }) => <CmsPageView page={data} />;

/** A route showing its CMS page (the route table's cmsPage) as it is. */
function cmsRoute(name: 'about' | 'page-staff' | 'page-student' | 'give'): RouteDef {
  return defineRoute(name, {
    load: (c) => required(loadPage(c.var.scope, cmsPageOf(name), c.get('locale'))),
    head: (page) => ({ title: page.title }),
    Page: CmsPage,
  });
}

export const about = cmsRoute('about');
export const staff = cmsRoute('page-staff');
export const student = cmsRoute('page-student');
/** The donation page, one path in every language (/Give and /捐贈 answer 301 to it). */
export const give = cmsRoute('give');
