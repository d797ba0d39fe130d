// Programme levels, as in outTypeName `{unit}-{level}` of /api/out/list (docs/UPSTREAM.md).
import type { RouteName } from '@/route-table';

/** The levels, in the order the site shows them. */
export const LEVELS = ['ug', 'pg', 'hd'] as const;
export type Level = (typeof LEVELS)[number];

/** The site-wide list of each level (the footer's fixed /Undergraduate and /Postgraduate). */
export const LEVEL_ROUTES = { ug: 'undergraduate', pg: 'postgraduate', hd: 'higher-diploma' } as const satisfies Record<
  Level,
  RouteName
>;
