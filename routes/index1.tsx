import {
  CampusLife,
  HomeMain,
  CollegeIntro,
  EntryChoices,
  FacultyIntros,
  HomeSlider,
  LatestNews,
  ResearchCentres,
} from '@/components/HomeBlocks';
import { defineRoute } from '@/render/route';
import { homeHead, loadHome } from './home';

/** The alternate home page: the same blocks, arranged with the introduction and news first. */
export const index1 = defineRoute({
  name: 'index1',
  path: '/index1',
  layout: 'default',
  load: async (c) => {
    const data = loadHome(c);
    return {
      head: await homeHead(c),
      bodyClass: 'index-container index-container--alt',
      body: (
        <HomeMain data={data}>
          <h1 className="visually-hidden">{c.get('t')('site.name')}</h1>
          <div className="home-alt__top">
            <CollegeIntro data={data} />
            <LatestNews data={data} />
          </div>
          <EntryChoices data={data} />
          <HomeSlider data={data} />
          <ResearchCentres data={data} />
          <FacultyIntros data={data} />
          <CampusLife data={data} />
        </HomeMain>
      ),
    };
  },
});
