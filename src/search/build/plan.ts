// The plan of a build of the site index (docs/architecture/search.md "Site search", "Building"): the
// units left to read and every unit ever queued, kept as JSON in search_state between steps
// (src/search/build/step.ts) and bounded whatever the CMS links to: at most PLAN_MAX_UNITS units,
// each key at most UNIT_KEY_MAX_CHARS long; what is left out is counted, and logged by the step.

/**
 * Units one build plans at most (every unit ever queued: the lists' pages, the pages, the
 * articles they link to). Beyond it a unit found is not read, and logged (search.build.plan-full):
 * the plan, kept as JSON in one D1 row (2 MB at most), stays under 1.1 MB.
 */
export const PLAN_MAX_UNITS = 5_000;
/** A longer unit key (an article id from a CMS link) is not planned, and logged. */
export const UNIT_KEY_MAX_CHARS = 100;

/** The plan as kept in search_state. */
export interface Plan {
  queue: string[];
  /** Every unit ever queued in this build: a page linked twice is read once. */
  seen: string[];
  tries: Record<string, number>;
}

/** The plan while a step works on it: `seen` as a set (one look-up per unit found, whatever its size). */
export interface LivePlan {
  queue: string[];
  seen: Set<string>;
  tries: Record<string, number>;
}

export const livePlan = (plan: Plan): LivePlan => ({ queue: plan.queue, seen: new Set(plan.seen), tries: plan.tries });
export const keptPlan = (plan: LivePlan): Plan => ({ queue: plan.queue, seen: [...plan.seen], tries: plan.tries });

/** What a step left out of the plan: units over PLAN_MAX_UNITS, keys over UNIT_KEY_MAX_CHARS. */
export interface Left {
  full: number;
  long: number;
}

/** Queues a unit found while reading another, unless it was planned already or the plan is full. */
export function enqueue(plan: LivePlan, key: string, left: Left): void {
  if (plan.seen.has(key)) return;
  if (key.length > UNIT_KEY_MAX_CHARS) {
    left.long++;
    return;
  }
  if (plan.seen.size >= PLAN_MAX_UNITS) {
    left.full++;
    return;
  }
  plan.seen.add(key);
  plan.queue.push(key);
}

/** A new build's plan: the units every build starts from. */
export const firstPlan = (units: readonly string[]): Plan => ({ queue: [...units], seen: [...units], tries: {} });

/** The plan kept in search_state, ready to work on (an empty one when none is kept). */
export const planOf = (kept: string | null): LivePlan =>
  livePlan(kept === null ? firstPlan([]) : (JSON.parse(kept) as Plan));
