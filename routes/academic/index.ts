import type { RouteDef } from '../../src/render/route';

export const academicRoutes: RouteDef[] = [];
