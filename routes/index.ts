import type { RouteDef } from '../src/render/route';

/**
 * Every page of the site, in mounting order: fixed paths before parameterised ones, and the
 * generic /:alias content page last so it never shadows a fixed route.
 */
export const routes: RouteDef[] = [];
