// The admissions facts (GET /api/admissions/facts, docs/UPSTREAM.md §20) as the pages show
// them: which key dates still lie ahead on a given day, for whom, and which fees apply. Every
// page that shows a date or a fee takes it from here, so two pages cannot disagree, and a date
// whose last day has passed leaves every page at once (docs/architecture/dates.md "Dates").
import { isPast } from '@/lib/today';
import type { AdmissionsFacts, EntryRoute, Intake, KeyDate, Level, Tuition } from '@/upstream/schemas';

/** Whom a page speaks to: an entry route's applicants, a level's, or (neither) everyone. */
export interface Audience {
  route?: EntryRoute;
  level?: Level;
}

/**
 * The levels an entry route leads to: those of the key dates that name it. A route page shows
 * the dates of those levels only (a postgraduate date names no route, yet is no Gaokao
 * applicant's business). None named: every level.
 */
export function routeLevels(facts: AdmissionsFacts, route: EntryRoute): Set<Level> {
  const levels = new Set<Level>();
  for (const intake of facts.intakes)
    for (const d of intake.dates) if (d.routes.includes(route)) for (const l of levelsOf(d, intake)) levels.add(l);
  return levels;
}

/** The last day a key date concerns: its end, or the day itself. */
export const lastDay = (d: Pick<KeyDate, 'date' | 'end'>): string => d.end ?? d.date;

/** Still ahead of `day`, or under way on it: not past by the site's one rule (isPast). */
export const notPast = (d: Pick<KeyDate, 'date' | 'end'>, day: string): boolean => !isPast(lastDay(d), day);

/** The levels a key date concerns: its own, or (none given) every level of its intake. */
export const levelsOf = (d: KeyDate, intake: Intake): readonly Level[] => (d.levels.length ? d.levels : intake.levels);

/**
 * Whether a key date concerns the audience: an empty route list concerns every route, within
 * the levels the route leads to (`levels`, routeLevels).
 */
export function concerns(d: KeyDate, intake: Intake, { route, level }: Audience, levels?: Set<Level>): boolean {
  const mine = levelsOf(d, intake);
  if (route && d.routes.length > 0 && !d.routes.includes(route)) return false;
  if (route && levels?.size && !mine.some((l) => levels.has(l))) return false;
  return !level || mine.includes(level);
}

export interface IntakeDates {
  intake: Intake;
  /** Its key dates for the audience that lie ahead on the day, earliest first. */
  dates: KeyDate[];
}

/** Every intake with key dates still ahead for the audience, each with those dates, earliest first. */
export function upcoming(facts: AdmissionsFacts, day: string, audience: Audience = {}): IntakeDates[] {
  const levels = audience.route ? routeLevels(facts, audience.route) : undefined;
  return facts.intakes
    .map((intake) => ({
      intake,
      dates: intake.dates
        .filter((d) => notPast(d, day) && concerns(d, intake, audience, levels))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : lastDay(a) < lastDay(b) ? -1 : 1)),
    }))
    .filter((group) => group.dates.length > 0);
}

export type PeriodState = 'open' | 'soon';

/** The application periods not yet closed for the audience: open now, or opening later. */
export function applicationPeriods(
  facts: AdmissionsFacts,
  day: string,
  audience: Audience = {},
): { intake: Intake; period: KeyDate; state: PeriodState }[] {
  return upcoming(facts, day, audience).flatMap(({ intake, dates }) =>
    dates
      .filter((d) => d.kind === 'applications')
      .map((period) => ({ intake, period, state: period.date <= day ? ('open' as const) : ('soon' as const) })),
  );
}

/** The intakes that still have something ahead on the day: their fees are the ones to show. */
export const currentIntakes = (facts: AdmissionsFacts, day: string): Intake[] =>
  facts.intakes.filter(
    (i) => i.dates.some((d) => notPast(d, day)) || (i.starts !== undefined && !isPast(i.starts, day)),
  );

/** Tuition of the current intakes for the audience: a route's rows name it (or no route at all). */
export function tuitionFor(facts: AdmissionsFacts, day: string, { route, level }: Audience = {}): Tuition[] {
  const intakes = new Set(currentIntakes(facts, day).map((i) => i.id));
  return facts.tuition.filter(
    (t) => intakes.has(t.intake) && (!level || t.level === level) && (!route || t.routes.includes(route)),
  );
}

/**
 * The facts' tuition for a programme (its level's, of its own intake when it names one): what
 * its page and its structured data show when the CMS gives the programme no fees of its own.
 */
export const programmeTuition = (
  facts: AdmissionsFacts,
  day: string,
  programme: { level: Level; intake?: string | undefined },
): Tuition[] =>
  tuitionFor(facts, day, { level: programme.level }).filter((t) => !programme.intake || t.intake === programme.intake);

/** The intake an id names, if the facts still list it. */
export const intakeById = (facts: AdmissionsFacts, id: string | undefined): Intake | undefined =>
  id === undefined ? undefined : facts.intakes.find((i) => i.id === id);
