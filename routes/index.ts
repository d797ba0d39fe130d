import type { RouteDef } from '@/render/route';
import { academicRoutes } from './academic';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { home } from './home';
import { searchRoutes } from './search';

/**
 * Every page of the site, in mounting order: fixed paths before parameterised ones. The
 * content group ends with the generic /:alias page, so it comes last and never shadows a
 * fixed route.
 */
export const routes: RouteDef[] = [home, ...contactRoutes, ...academicRoutes, ...searchRoutes, ...contentRoutes];
