// Scholarships (GET /api/scholarship/list, docs/UPSTREAM.md §24) as the pages show them: those
// still open on the day (the deadline's day in Hong Kong, as every admissions date), for the
// page's audience (an entry route's applicants, a level's students, or everyone).
import type { Audience } from '@/cms/admissions';
import type { Level, Scholarship } from '@/upstream/schemas';

/**
 * Open on `day` for the audience: no deadline or one not past; its routes and levels empty or
 * naming the audience's. For a route's applicants, `levels` are the levels the route leads to
 * (routeLevels in src/cms/admissions.ts): a postgraduate scholarship is no Gaokao applicant's.
 */
export const scholarshipsFor = (
  list: readonly Scholarship[],
  day: string,
  { route, level }: Audience = {},
  levels?: ReadonlySet<Level>,
) =>
  list.filter(
    (s) =>
      (!s.deadline || s.deadline >= day) &&
      (!route || !s.routes.length || s.routes.includes(route)) &&
      (!level || !s.levels.length || s.levels.includes(level)) &&
      (!levels?.size || !s.levels.length || s.levels.some((l) => levels.has(l))),
  );
