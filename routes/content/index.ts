import type { RouteDef } from '../../src/render/route';

export const contentRoutes: RouteDef[] = [];
