// /page/global-exchange: the CMS page, then the partner institutions (docs/REQUIREMENTS.md §9 page size 200,
// every page linked), filtered by region (outAddress) through plain links.
import { HTTPException } from 'hono/http-exception';
import { cmsPageOf } from '@/route-table';
import type { AppContext } from '@/types';
import { Block } from '@/components/Block';
import { CmsPageView } from '@/components/CmsPage';
import { PartnerList, RegionFilter } from '@/components/content/Partners';
import { href } from '@/lib/href';
import { type Result, settle } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getPartners } from '@/upstream/api';
import type { SafePage } from '@/cms/types';
import { loadPage } from '@/cms/load';
import { pageOrNotFound, pageParam } from '@/http/params';
import { Pagination } from '@/components/Pagination';
import { listTitle } from '../academic/people-list';
import { QUERY, regionParam } from '../params';

export const PARTNER_PAGE_SIZE = 200;

type Partners = Awaited<ReturnType<typeof getPartners>>;

interface Exchange {
  page: SafePage;
  region: string | undefined;
  pageNum: number;
  /** The first page of all partners: the regions to filter by. */
  all: Promise<Result<Partners>>;
  /** The page of partners shown: the region's, or all. */
  shown: Promise<Result<Partners>>;
}

export const globalExchange = defineRoute('page-global-exchange', {
  query: QUERY.partners,
  load: async (c): Promise<Exchange | Response> => {
    const scope = c.get('scope');
    const asked = regionParam(c);
    const pageNum = pageParam(c);
    // The first page of the whole list gives the regions to filter by; with a filter or
    // another page, the CMS answers that page of the subset.
    const first = getPartners(scope, { pageNum: 1, pageSize: PARTNER_PAGE_SIZE });
    const region = asked === undefined ? undefined : await knownRegion(c, first, asked, pageNum);
    if (region instanceof Response) return region;
    const own = region || pageNum > 1;
    const list = own ? getPartners(scope, { outAddress: region, pageNum, pageSize: PARTNER_PAGE_SIZE }) : first;
    const [all, shown] = [settle(first), own ? settle(list) : undefined];
    // Past the first page, the list decides the status: past its end is a 404 (src/http/params.ts).
    if (pageNum > 1) pageOrNotFound(pageNum, (await required(list)).totalPage);
    // A region the whole list does not hold shows nothing: not a page of its own.
    if (region && (await required(list)).total === 0) throw new HTTPException(404);
    const page = await required(loadPage(scope, cmsPageOf('page-global-exchange'), c.get('scope').locale));
    return { page, region, pageNum, all, shown: shown ?? all };
  },
  head: ({ page, pageNum }, c) => ({ title: listTitle(c.get('scope').t, page.title, pageNum) }),
  Page: ExchangePage,
});

/**
 * A region filter names a region of the CMS's own partner list (docs/SECURITY.md "Filter
 * values"), decided from the list's first page, which the page reads anyway: when that page
 * holds the whole list, an unknown region is a 404 without another CMS call, and a known one in
 * another letter case (the CMS matches regions in any case) answers 301 to its own spelling.
 * A longer list leaves the decision to the CMS's answer (an empty region is a 404 then too).
 */
async function knownRegion(
  c: AppContext,
  first: Promise<Partners>,
  asked: string,
  pageNum: number,
): Promise<string | Response | undefined> {
  const all = await settle(first);
  if (!all.ok || all.data.totalPage > 1) return asked;
  const regions = new Set(all.data.rows.map((p) => p.outAddress).filter(Boolean));
  if (regions.has(asked)) return asked;
  const spelled = [...regions].find((r) => r.toLowerCase() === asked.toLowerCase());
  if (spelled === undefined) throw new HTTPException(404);
  const later = pageNum > 1 ? pageNum : undefined;
  return c.redirect(href('page-global-exchange', { outAddress: spelled, pageNum: later }, c.get('scope').locale), 301);
}

function ExchangePage({ data: { page, region, pageNum, all, shown } }: { data: Exchange }) {
  const { t, locale } = useSite();
  return (
    <CmsPageView page={page}>
      <section className="section partners" aria-labelledby="partners-title">
        <h2 id="partners-title">{t('partners.title')}</h2>
        <Block data={all}>
          {(list) => (
            <RegionFilter partners={list.rows} current={region} base={href('page-global-exchange', {}, locale)} />
          )}
        </Block>
        <Block data={shown}>
          {(list) => (
            <>
              <PartnerList partners={list.rows} total={list.total} region={region} />
              <Pagination
                current={pageNum}
                totalPage={list.totalPage}
                url={href('page-global-exchange', { outAddress: region }, locale)}
              />
            </>
          )}
        </Block>
      </section>
    </CmsPageView>
  );
}
