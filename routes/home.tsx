import { finderAvailable } from '@/cms/finder';
import {
  CampusLife,
  HomeMain,
  CollegeIntro,
  EntryChoices,
  FacultyIntros,
  HomeSlider,
  LatestNews,
  ResearchCentres,
  type HomeData,
} from '@/components/HomeBlocks';
import { siteOrigin } from '@/lib/origin';
import { settle, within } from '@/cms/result';
import { useSite } from '@/components/site-context';
import { isCrawler } from '@/render/crawler';
import { defineRoute } from '@/render/route';
import type { Head } from '@/seo/head';
import { frameData } from '@/cms/frame';
import type { AppContext } from '@/types';
import { getHomeInfo, getHomeSlides, getNewsList } from '@/upstream/api';
import { collegeLd } from '@/seo/jsonld';
import { upcomingBlock } from '@/cms/events';
import { Block } from '@/components/Block';
import { EventsTeaser } from '@/components/events/EventParts';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { pageDay } from '@/lib/today';
import type { EventSummary } from '@/upstream/schemas';

/** The home page's data: the home blocks, and the next events (an extra: none without the CMS call). */
type HomePageData = HomeData & { day: string; events: Promise<Result<EventSummary[]>> };

/** Both home pages load the same data; every block streams and degrades on its own. */
export function loadHome(c: AppContext): HomeData {
  const scope = c.get('scope');
  return {
    slides: settle(getHomeSlides(scope)),
    info: settle(getHomeInfo(scope)),
    news: settle(getNewsList(scope, { pageNum: 1, pageSize: 3 })),
    finder: finderAvailable(scope),
  };
}

/**
 * Title, description and keywords from the CMS site info. Waited for only briefly (it is
 * cached, so normally at once): a cold, slow CMS must not hold back the first bytes, and then
 * the bilingual default title stands. Crawlers get the complete document, so they wait.
 */
export async function homeHead(c: AppContext): Promise<Head> {
  const site = await within(frameData(c.get('scope')).site(), isCrawler(c) ? Infinity : 50);
  if (!site.ok) return {};
  const { title, name, description, keywords } = site.data.site;
  return {
    title: title || name || undefined,
    description: description ? description.replace(/\s*\n\s*/g, ' ') : undefined,
    keywords: keywords || undefined,
    bare: true,
    jsonLd: [collegeLd(siteOrigin(c.get('scope')), c.get('scope').locale, site.data)],
  };
}

export const home = defineRoute('index', {
  load: (c): HomePageData => {
    const day = pageDay(c.get('scope'));
    return { ...loadHome(c), day, events: upcomingBlock(c.get('scope'), day) };
  },
  head: (_data, c) => homeHead(c),
  bodyClass: 'index-container',
  // The site's rules without other page types' (src/styles/site-home.css).
  stylesheet: 'site-home',
  Page: HomePage,
});

/** The home page: every block streams and degrades on its own. */
function HomePage({ data }: { data: HomePageData }) {
  const { t, locale } = useSite();
  return (
    <HomeMain data={data}>
      <h1 className="visually-hidden">{t('site.name')}</h1>
      <HomeSlider data={data} />
      <EntryChoices data={data} />
      <LatestNews data={data} />
      <Block optional data={data.events}>
        {(events) => (
          <EventsTeaser
            id="home-events"
            title={t('events.upcomingHeading')}
            events={events}
            day={data.day}
            more={href('events', {}, locale)}
          />
        )}
      </Block>
      <CollegeIntro data={data} />
      <FacultyIntros data={data} />
      <CampusLife data={data} />
      <ResearchCentres data={data} />
    </HomeMain>
  );
}
