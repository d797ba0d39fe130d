// /page/global-exchange: the CMS page, then the partner institutions (docs/REQUIREMENTS.md §9 page size 200),
// filtered by region (outAddress) through plain links.
import { cmsPageOf } from '@/route-table';
import { Block } from '@/components/Block';
import { CmsPageView } from '@/components/CmsPage';
import { PartnerList, RegionFilter } from '@/components/content/Partners';
import { href } from '@/lib/href';
import { type Result, settle } from '@/lib/result';
import { useSite } from '@/render/context';
import { required } from '@/cms/required';
import { defineRoute } from '@/render/route';
import { getPartners } from '@/upstream/api';
import type { SafePage } from '@/cms/types';
import { loadPage } from '@/cms/load';
import { QUERY, regionParam } from '../params';

export const PARTNER_PAGE_SIZE = 200;

type Partners = Awaited<ReturnType<typeof getPartners>>;

interface Exchange {
  page: SafePage;
  region: string | undefined;
  /** Every partner: the regions to filter by. */
  all: Promise<Result<Partners>>;
  /** The partners shown: the region's, or all. */
  shown: Promise<Result<Partners>>;
}

export const globalExchange = defineRoute('page-global-exchange', {
  query: QUERY.partners,
  load: async (c): Promise<Exchange> => {
    const ctx = c.var.scope;
    const region = regionParam(c);
    // The whole list gives the regions to filter by; with a filter, the CMS answers the subset.
    const all = settle(getPartners(ctx, { pageNum: 1, pageSize: PARTNER_PAGE_SIZE }));
    const shown = region
      ? settle(getPartners(ctx, { outAddress: region, pageNum: 1, pageSize: PARTNER_PAGE_SIZE }))
      : all;
    const page = await required(loadPage(ctx, cmsPageOf('page-global-exchange'), c.get('locale')));
    return { page, region, all, shown };
  },
  head: ({ page }) => ({ title: page.title }),
  Page: ExchangePage,
});

function ExchangePage({ data: { page, region, all, shown } }: { data: Exchange }) {
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
        <Block data={shown}>{(list) => <PartnerList partners={list.rows} region={region} />}</Block>
      </section>
    </CmsPageView>
  );
}
