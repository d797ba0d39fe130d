// Scholarships (GET /api/scholarship/list, docs/UPSTREAM.md §24) as the pages show them: those
// still open on the day (the deadline's day in Hong Kong, as every admissions date), for the
// page's audience (an entry route's applicants, a level's students, or everyone).
import type { Audience } from '@/cms/admissions';
import type { Scholarship } from '@/upstream/schemas';

/** Open on `day` for the audience: no deadline or one not past; its routes and levels empty or naming the audience's. */
export const scholarshipsFor = (list: readonly Scholarship[], day: string, { route, level }: Audience = {}) =>
  list.filter(
    (s) =>
      (!s.deadline || s.deadline >= day) &&
      (!route || !s.routes.length || s.routes.includes(route)) &&
      (!level || !s.levels.length || s.levels.includes(level)),
  );
