// One step of building the site index (docs/ARCHITECTURE.md "Site search", "Building"). A build
// writes a new generation (its own tables) over several steps, each bounded: at most
// STEP_CALL_BUDGET calls to the CMS (taken before each call), STEP_MAX_UNITS units and
// STEP_MAX_BYTES of documents; each unit reads within the bounds of src/search/text.ts. Its
// plan (the units left, at most PLAN_MAX_UNITS) is kept in search_state between steps; visitors search the previous
// generation until the new one is complete, and a failed build leaves it in place. A step's
// documents, its plan and, at the end, the switch to the new generation are written in one
// batch (one transaction), so a step that dies half-way changes nothing and is done again.
import { config } from '@/lib/config';
import { LOCALES, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import { today } from '@/lib/today';
import { type CallBudget, createScope, type RequestScope } from '@/request/scope';
import type { Each } from '@/search/build/docs-lists';
import { type BuildContext, FIRST_UNITS, readsOf, runUnit, type UnitResult } from '@/search/build/units';
import type { PageIndexers } from '@/search/page-index';
import { createTables, dropTables, type IndexDoc, writeStatements } from '@/search/store';
import { isOverBudget, isUpstreamError } from '@/upstream/errors';

/** The most CMS calls (attempts, retries included) one step makes: the free plan's subrequest limit. */
export const STEP_CALL_BUDGET = 50;
/** Units one step reads at most, whatever the cache saves (bounds its KV and D1 work). */
export const STEP_MAX_UNITS = 40;
/** Documents one step writes at most, as JSON (bounds its memory and its batch). */
export const STEP_MAX_BYTES = 6 * 1024 * 1024;
/** A built index is rebuilt at least this often, even when the CMS never says what changed. */
export const REBUILD_EVERY_MS = 6 * 60 * 60 * 1000;
/**
 * Units one build plans at most (every unit ever queued: the lists' pages, the pages, the
 * articles they link to). Beyond it a unit found is not read, and logged (search.build.plan-full):
 * the plan, kept as JSON in one D1 row (2 MB at most), stays under 1.1 MB.
 */
export const PLAN_MAX_UNITS = 5_000;
/** A longer unit key (an article id from a CMS link) is not planned, and logged. */
export const UNIT_KEY_MAX_CHARS = 100;
/** A unit that fails this many steps in a row fails the build. */
export const UNIT_TRIES = 3;
/** After a failed build, the next one waits this long (unless the CMS reports a change). */
export const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;
/** A switched-off generation is dropped after this long: no isolate still reads it (engine.ts keeps its pointer 5 s). */
export const RETIRED_GRACE_MS = 10 * 60 * 1000;
/** One step at a time per site: a step holds the lease this long at most. */
export const LEASE_MS = 5 * 60 * 1000;

/** The plan as kept in search_state. */
interface Plan {
  queue: string[];
  /** Every unit ever queued in this build: a page linked twice is read once. */
  seen: string[];
  tries: Record<string, number>;
}

/** The plan while a step works on it: `seen` as a set (one look-up per unit found, whatever its size). */
interface LivePlan {
  queue: string[];
  seen: Set<string>;
  tries: Record<string, number>;
}

const livePlan = (plan: Plan): LivePlan => ({ queue: plan.queue, seen: new Set(plan.seen), tries: plan.tries });
const keptPlan = (plan: LivePlan): Plan => ({ queue: plan.queue, seen: [...plan.seen], tries: plan.tries });

/** What a step left out of the plan: units over PLAN_MAX_UNITS, keys over UNIT_KEY_MAX_CHARS. */
interface Left {
  full: number;
  long: number;
}

/** Queues a unit found while reading another, unless it was planned already or the plan is full. */
function enqueue(plan: LivePlan, key: string, left: Left): void {
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

interface State {
  current: number | null;
  current_started_at: number | null;
  current_built_at: number | null;
  building: number | null;
  building_started_at: number | null;
  plan: string | null;
  requested_at: number;
  failed_at: number | null;
  failures: number;
  retired: string;
}

export interface StepReport {
  action: 'unconfigured' | 'busy' | 'idle' | 'built' | 'switched' | 'failed';
  gen?: number;
  units: number;
  docs: number;
  /** CMS calls made (attempts). */
  calls: number;
  /** Units left in the plan. */
  left: number;
}

/** Steps run and units read in this isolate (tests: a visitor's search never builds). */
export const buildCounters = { steps: 0, units: 0 };
onIsolateReset('search-build-counters', () => {
  buildCounters.steps = 0;
  buildCounters.units = 0;
});

const siteOf = (env: Env) => config(env).siteDomain;

/** Takes the site's lease; undefined when another step holds it. */
async function acquire(db: D1Database, site: string, owner: string, now: number): Promise<State | undefined> {
  await db.prepare('INSERT OR IGNORE INTO search_state (site) VALUES (?1)').bind(site).run();
  return (
    (await db
      .prepare(
        'UPDATE search_state SET lease_until = ?1, lease_owner = ?2 WHERE site = ?3 AND lease_until < ?4 RETURNING *',
      )
      .bind(now + LEASE_MS, owner, site, now)
      .first<State>()) ?? undefined
  );
}

const release = (db: D1Database, site: string, owner: string) =>
  db.prepare('UPDATE search_state SET lease_until = 0 WHERE site = ?1 AND lease_owner = ?2').bind(site, owner);

/** Whether a new build is due: no index yet, a change since the current one began, or its age. */
function due(s: State, now: number): boolean {
  if (s.failed_at !== null && now - s.failed_at < RETRY_AFTER_FAILURE_MS && s.requested_at <= s.failed_at) return false;
  if (s.current === null) return true;
  return s.requested_at > (s.current_started_at ?? 0) || now - (s.current_built_at ?? 0) > REBUILD_EVERY_MS;
}

/** Drops the generations switched off long enough ago; gives the ones still waiting. */
async function dropRetired(db: D1Database, retired: [number, number][], now: number): Promise<[number, number][]> {
  const keep: [number, number][] = [];
  for (const [gen, at] of retired) {
    if (now - at >= RETIRED_GRACE_MS) await dropTables(db, gen);
    else keep.push([gen, at]);
  }
  return keep;
}

interface Gathered {
  docs: Each<IndexDoc[]>;
  units: number;
  calls: number;
  /** A unit that failed (its tries are counted in the plan). */
  failed?: string;
}

function buildContext(
  env: Env,
  pages: PageIndexers,
  id: string,
  pending: Promise<unknown>[],
  budget: CallBudget,
): BuildContext {
  const scope = (locale: Locale): RequestScope =>
    createScope({ env, locale, id, budget, waitUntil: (p) => void pending.push(p.catch(() => undefined)) });
  return {
    scopes: { tc: scope('tc'), sc: scope('sc'), en: scope('en') },
    t: { tc: translator('tc'), sc: translator('sc'), en: translator('en') },
    pages,
    day: today(env),
  };
}

const callsOf = (ctx: BuildContext) =>
  LOCALES.reduce((n, l) => n + ctx.scopes[l].stats.calls.reduce((m, c) => m + c.attempts, 0), 0);
const staleOf = (ctx: BuildContext) => LOCALES.reduce((n, l) => n + ctx.scopes[l].stats.staleServed, 0);

/**
 * One unit, from fresh data: when the data cache served a stale answer (and refreshed it in the
 * background), the refresh is awaited and the unit read again, now from memory.
 */
async function freshUnit(ctx: BuildContext, key: string, settle: () => Promise<void>): Promise<UnitResult> {
  const stale = staleOf(ctx);
  const first = await runUnit(ctx, key);
  await settle();
  if (staleOf(ctx) === stale) return first;
  return runUnit(ctx, key);
}

/**
 * Whether a unit failed because the CMS did (no answer, a timeout, an HTTP error): the build
 * waits for it and, after UNIT_TRIES, fails, keeping the last good index. Any other failure is
 * the answer's own (src/upstream/errors.ts kinds schema and tooLarge, or an exception while
 * reading it): after UNIT_TRIES the unit is left out of the build.
 */
const cmsFailing = (err: unknown): boolean =>
  isUpstreamError(err) && ['network', 'timeout', 'http', 'envelope', 'parse'].includes(err.kind);

const sizeOf = (docs: readonly IndexDoc[]) => docs.reduce((n, d) => n + d.title.length + d.text.length * 2 + 200, 0);

/** Reads units off the plan while the step's budget allows. */
async function gather(env: Env, pages: PageIndexers, plan: LivePlan, id: string): Promise<Gathered> {
  const pending: Promise<unknown>[] = [];
  const settle = async () => {
    while (pending.length) await Promise.all(pending.splice(0));
  };
  // Every CMS attempt of the step, its background refreshes included, takes one first (src/upstream/http.ts).
  const budget: CallBudget = { left: STEP_CALL_BUDGET };
  const ctx = buildContext(env, pages, id, pending, budget);
  const out: Gathered = { docs: { tc: [], sc: [], en: [] }, units: 0, calls: 0 };
  const left: Left = { full: 0, long: 0 };
  let bytes = 0;
  while (plan.queue.length > 0 && out.units < STEP_MAX_UNITS && bytes < STEP_MAX_BYTES) {
    const key = plan.queue[0] as string;
    // A unit starts only while its worst case (two attempts per read) fits what is left.
    if (2 * readsOf(key, pages) > budget.left) break;
    try {
      const result = await freshUnit(ctx, key, settle);
      plan.queue.shift();
      for (const locale of LOCALES) {
        out.docs[locale].push(...result.docs[locale]);
        bytes += sizeOf(result.docs[locale]);
      }
      for (const more of result.more) enqueue(plan, more, left);
      out.units++;
      buildCounters.units++;
    } catch (err) {
      await settle();
      if (isOverBudget(err)) {
        // Not the unit's fault: it stays first in the plan for the next step, with no try counted.
        log('warn', 'search.build.over-budget', { unit: key, calls: callsOf(ctx) });
        break;
      }
      plan.tries[key] = (plan.tries[key] ?? 0) + 1;
      plan.queue.push(plan.queue.shift() as string);
      if (!cmsFailing(err) && (plan.tries[key] ?? 0) >= UNIT_TRIES) {
        // The answer itself cannot be indexed (it fails its schema, is over the size cap, or
        // breaks the reader): it costs this unit its place, never the build its end.
        plan.queue.pop();
        log('error', 'search.build.unit-dropped', { unit: key, tries: plan.tries[key], cause: String(err) });
        continue;
      }
      out.failed = key;
      log('warn', 'search.build.unit-failed', { unit: key, tries: plan.tries[key], cause: String(err) });
      // The CMS is failing: the next step tries again rather than spend this one's budget.
      break;
    }
  }
  await settle();
  out.calls = callsOf(ctx);
  if (left.full || left.long)
    log('warn', 'search.build.plan-full', {
      notPlanned: left.full,
      maxUnits: PLAN_MAX_UNITS,
      keysTooLong: left.long,
      maxKeyChars: UNIT_KEY_MAX_CHARS,
    });
  return out;
}

/**
 * One step of the site's index build: starts a build when one is due, reads the next units of
 * the plan, writes their documents, and switches visitors to the new generation when the plan is
 * done. Safe to call at any time off a visitor's path (the Cron Trigger; tests and the bench): a
 * step already running elsewhere makes it return 'busy'; it never throws (a failure is logged).
 * `pages` are the routes' descriptions of their pages' search documents (`pageIndexers` of
 * src/render/route.ts over the app's routes): the worker hands them in, src/ never imports routes/.
 */
export async function buildStep(env: Env, pages: PageIndexers, now = Date.now()): Promise<StepReport> {
  const db = env.SEARCH_DB;
  const report: StepReport = { action: 'unconfigured', units: 0, docs: 0, calls: 0, left: 0 };
  if (!db) return report;
  buildCounters.steps++;
  const site = siteOf(env);
  const owner = crypto.randomUUID();
  let held = false;
  try {
    const state = await acquire(db, site, owner, now);
    if (!state) return { ...report, action: 'busy' };
    held = true;
    return await step(env, pages, db, state, owner, now, report);
  } catch (err) {
    // Nothing of this step was written (its writes are one batch); the next step does it again.
    log('error', 'search.build.error', { site, cause: String(err) });
    if (held)
      await release(db, site, owner)
        .run()
        .catch(() => undefined);
    return { ...report, action: 'failed' };
  }
}

/**
 * A new generation: its number, its tables, then its plan in search_state (in that order, so
 * whatever reads `building` finds its tables).
 */
async function startBuild(db: D1Database, site: string, now: number): Promise<{ gen: number; plan: LivePlan }> {
  const row = await db
    .prepare('INSERT INTO search_generations (site, created_at) VALUES (?1, ?2) RETURNING gen')
    .bind(site, now)
    .first<{ gen: number }>();
  const gen = row?.gen ?? 0;
  await createTables(db, gen);
  const plan: Plan = { queue: [...FIRST_UNITS], seen: [...FIRST_UNITS], tries: {} };
  await db
    .prepare('UPDATE search_state SET building = ?1, building_started_at = ?2, plan = ?3 WHERE site = ?4')
    .bind(gen, now, JSON.stringify(plan), site)
    .run();
  return { gen, plan: livePlan(plan) };
}

interface Build {
  db: D1Database;
  site: string;
  owner: string;
  now: number;
  state: State;
  gen: number;
  startedAt: number;
  retired: [number, number][];
}

async function step(
  env: Env,
  pages: PageIndexers,
  db: D1Database,
  state: State,
  owner: string,
  now: number,
  report: StepReport,
) {
  const site = siteOf(env);
  const retired = await dropRetired(db, JSON.parse(state.retired) as [number, number][], now);
  if (state.building === null && !due(state, now)) {
    await db.batch([
      db.prepare('UPDATE search_state SET retired = ?1 WHERE site = ?2').bind(JSON.stringify(retired), site),
      release(db, site, owner),
    ]);
    return { ...report, action: 'idle' as const, ...(state.current !== null ? { gen: state.current } : {}) };
  }
  const started =
    state.building === null
      ? await startBuild(db, site, now)
      : { gen: state.building, plan: livePlan(JSON.parse(state.plan ?? '{"queue":[],"seen":[],"tries":{}}') as Plan) };
  const build: Build = {
    db,
    site,
    owner,
    now,
    state,
    gen: started.gen,
    startedAt: state.building_started_at ?? now,
    retired,
  };
  const got = await gather(env, pages, started.plan, `search-build-${build.gen}`);
  return { ...report, ...(await finish(build, started.plan, got)) };
}

/** Writes a step's documents and plan, and switches visitors when the plan is done; or gives up. */
async function finish(
  b: Build,
  plan: LivePlan,
  got: Gathered,
): Promise<Omit<StepReport, 'action'> & Pick<StepReport, 'action'>> {
  const { db, site, gen } = b;
  const writes = LOCALES.flatMap((l) => writeStatements(db, gen, l, got.docs[l]));
  const docs = LOCALES.reduce((n, l) => n + got.docs[l].length, 0);
  const common = { gen, units: got.units, docs, calls: got.calls, left: plan.queue.length };
  const retired = JSON.stringify(b.retired);
  if (got.failed && (plan.tries[got.failed] ?? 0) >= UNIT_TRIES) {
    // Never searched: its tables go at the next step.
    const dropped = JSON.stringify([...b.retired, [gen, 0]]);
    await db.batch([
      db
        .prepare(
          'UPDATE search_state SET building = NULL, building_started_at = NULL, plan = NULL, failed_at = ?1, failure = ?2, failures = failures + 1, retired = ?3 WHERE site = ?4',
        )
        .bind(b.now, `unit ${got.failed} failed ${UNIT_TRIES} times`, dropped, site),
      release(db, site, b.owner),
    ]);
    log('error', 'search.build.failed', { site, ...common, unit: got.failed });
    return { ...common, action: 'failed' };
  }
  if (plan.queue.length === 0) {
    const previous = b.state.current;
    const switched = JSON.stringify(previous === null ? b.retired : [...b.retired, [previous, b.now]]);
    await db.batch([
      ...writes,
      db
        .prepare(
          'UPDATE search_state SET current = ?1, current_started_at = ?2, current_built_at = ?3, building = NULL, building_started_at = NULL, plan = NULL, failed_at = NULL, failure = NULL, failures = 0, retired = ?4 WHERE site = ?5',
        )
        .bind(gen, b.startedAt, b.now, switched, site),
      release(db, site, b.owner),
    ]);
    log('info', 'search.build.switched', { site, ...common });
    return { ...common, action: 'switched' };
  }
  await db.batch([
    ...writes,
    db
      .prepare('UPDATE search_state SET plan = ?1, retired = ?2 WHERE site = ?3')
      .bind(JSON.stringify(keptPlan(plan)), retired, site),
    release(db, site, b.owner),
  ]);
  log('info', 'search.build.step', { site, ...common });
  return { ...common, action: 'built' };
}

/** Asks for a new build (the CMS reported a change that the index cannot follow by itself). */
export async function requestBuild(env: Env, at = Date.now()): Promise<void> {
  const db = env.SEARCH_DB;
  if (!db) return;
  const site = siteOf(env);
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO search_state (site) VALUES (?1)').bind(site),
    db.prepare('UPDATE search_state SET requested_at = max(requested_at, ?1) WHERE site = ?2').bind(at, site),
  ]);
}
