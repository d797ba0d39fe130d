import type { RouteDef } from '@/render/route';
import { aliasPage } from './alias';
import { article, subjectDetail, subjectList } from './article';
import { commonHeaderComponent, newsDetailComponent } from './components';
import { globalExchange } from './exchange';
import { jobs } from './jobs';
import { newsDetail, newsList } from './news';
import { about, give, staff, student } from './pages';
import { sitemap } from './sitemap';
import { statement } from './statement';

/**
 * The content pages. Fixed paths first (/news/list before /news/:id, /subject/list before
 * /subject/:id), and the generic /:alias last of all: it must never shadow a fixed route.
 */
export const contentRoutes: RouteDef[] = [
  newsList,
  newsDetail,
  article,
  newsDetailComponent,
  commonHeaderComponent,
  about,
  globalExchange,
  jobs,
  staff,
  student,
  sitemap,
  statement,
  subjectList,
  subjectDetail,
  give,
  aliasPage,
];
