// Fixed content pages over one CMS page each: /about (with the registration statement and the
// President's message), /about/president, /page/staff, /page/student. The donation page, /give,
// is content/give.tsx.
import { Section } from '@/components/Section';
import { cmsPageOf } from '@/route-table';
import { CmsPageView } from '@/components/CmsPage';
import { required } from '@/cms/required';
import { defineRoute, type RouteDef } from '@/render/route';
import { loadPage } from '@/cms/load';
import type { SafePage } from '@/cms/types';
import { presidentOffice } from '@/cms/depts';
import { Block } from '@/components/Block';
import { Registration } from '@/components/contact/Registration';
import { registrationOf } from '@/cms/site-info';
import type { IndexSource, PageIndex } from '@/search/page-index';
import { href } from '@/lib/href';
import { type Result, settle } from '@/cms/result';
import type { RequestScope } from '@/request/scope';
import { useSite } from '@/components/site-context';
import { getDeptList, getTeacherList } from '@/upstream/api';
import type { Teacher } from '@/upstream/schemas';

const CmsPage = ({ data }: { data: SafePage }) => <CmsPageView page={data} />;

/** A route showing its CMS page (the route table's cmsPage) as it is. */
function cmsRoute(name: 'page-staff' | 'page-student'): RouteDef {
  return defineRoute(name, {
    load: (c) => required(loadPage(c.get('scope'), cmsPageOf(name), c.get('scope').locale)),
    head: (page) => ({ title: page.title }),
    Page: CmsPage,
  });
}

export const staff = cmsRoute('page-staff');
export const student = cmsRoute('page-student');

/** The college introduction, its registration and accreditation, and a way to the President's message. */
export const about = defineRoute('about', {
  load: (c) => required(loadPage(c.get('scope'), cmsPageOf('about'), c.get('scope').locale)),
  head: (page) => ({ title: page.title }),
  Page: AboutPage,
  index: aboutIndex,
});

/**
 * The registration and accreditation section, which every footer repeats: a result of its own
 * (`/about#about-standing`), in each language whose site info has the statement.
 */
export function aboutIndex({ t, site, locale }: IndexSource): PageIndex {
  const text = registrationOf(site.info, locale);
  return {
    sections: text ? [{ anchor: 'about-standing', title: t('about.standing'), text }] : [],
  };
}

function AboutPage({ data }: { data: SafePage }) {
  const { t, locale } = useSite();
  return (
    <CmsPageView page={data}>
      <Section id="about-standing" title={t('about.standing')}>
        <Registration />
        <p>
          <a href={href('president', {}, locale)}>{t('about.presidentMessage')}</a>
        </p>
      </Section>
    </CmsPageView>
  );
}

/** The President's message (the CMS page `president-message`), and the way to her profile. */
export const president = defineRoute('president', {
  parent: { route: 'about', label: 'sitemap.links.about' },
  load: async (c) => {
    const profile = settle(presidentProfile(c.get('scope')));
    const page = await required(loadPage(c.get('scope'), cmsPageOf('president'), c.get('scope').locale));
    return { page, profile };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: PresidentPage,
});

/** The president's entry in the teacher list: the office the CMS marks as the president's (src/cms/depts.ts). */
async function presidentProfile(scope: RequestScope): Promise<Teacher | undefined> {
  const office = presidentOffice(await getDeptList(scope));
  if (!office) return undefined;
  const { rows } = await getTeacherList(scope, { deptId: office.deptId });
  return rows.find((row) => row.isPresident) ?? rows[0];
}

function PresidentPage({ data }: { data: { page: SafePage; profile: Promise<Result<Teacher | undefined>> } }) {
  const { t, locale } = useSite();
  return (
    <CmsPageView page={data.page}>
      <Block data={data.profile} optional>
        {(person) =>
          person ? (
            <p>
              <a href={href('teacher-detail', { id: person.id }, locale)}>
                {t('about.presidentProfile', { name: person.name })}
              </a>
            </p>
          ) : null
        }
      </Block>
    </CmsPageView>
  );
}
