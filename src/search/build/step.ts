// One step of building the site index (docs/architecture/search.md "Site search", "Building"). A build
// writes a new generation (its own tables) over several steps, each bounded: at most
// STEP_CALL_BUDGET calls to the CMS (taken before each call), STEP_MAX_UNITS units and
// STEP_MAX_BYTES of documents (src/search/build/gather.ts); each unit reads within the bounds of
// src/search/text.ts. Its plan (the units left, at most PLAN_MAX_UNITS: src/search/build/plan.ts)
// is kept in search_state between steps; visitors search the previous generation until the new
// one is complete, and a failed build leaves it in place. A step's documents, its plan and, at
// the end, the switch to the new generation are written in one batch (one transaction), so a
// step that dies half-way changes nothing and is done again.
import { config } from '@/lib/config';
import { LOCALES } from '@/i18n/locales';
import { log } from '@/lib/log';
import { type Gathered, gather, UNIT_TRIES } from '@/search/build/gather';
import { firstPlan, keptPlan, type LivePlan, livePlan, planOf } from '@/search/build/plan';
import { FIRST_UNITS } from '@/search/build/units';
import type { PageIndexers } from '@/search/page-index';
import { createTables, dropTables, INDEX_FORMAT, writeStatements } from '@/search/store';

// The bounds of a step and of a plan, named where the build's callers and tests look for them.
export { STEP_CALL_BUDGET, STEP_MAX_BYTES, STEP_MAX_UNITS, UNIT_TRIES } from '@/search/build/gather';
export { PLAN_MAX_UNITS, UNIT_KEY_MAX_CHARS } from '@/search/build/plan';

/** A built index is rebuilt at least this often, even when the CMS never says what changed. */
export const REBUILD_EVERY_MS = 6 * 60 * 60 * 1000;
/** After a failed build, the next one waits this long (unless the CMS reports a change). */
export const RETRY_AFTER_FAILURE_MS = 10 * 60 * 1000;
/** A switched-off generation is dropped after this long: no isolate still reads it (engine.ts keeps its pointer 5 s). */
export const RETIRED_GRACE_MS = 10 * 60 * 1000;
/** One step at a time per site: a step holds the lease this long at most. */
export const LEASE_MS = 5 * 60 * 1000;

interface State {
  current: number | null;
  current_started_at: number | null;
  current_built_at: number | null;
  /** The format its documents were written in (`INDEX_FORMAT`); null before formats were kept. */
  current_format: number | null;
  building: number | null;
  building_started_at: number | null;
  building_format: number | null;
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

/**
 * Whether a new build is due: no index yet, one written in another format than this code's (a
 * deployment changed the documents), a change since the current one began, or its age.
 */
function due(s: State, now: number): boolean {
  if (s.failed_at !== null && now - s.failed_at < RETRY_AFTER_FAILURE_MS && s.requested_at <= s.failed_at) return false;
  if (s.current === null || s.current_format !== INDEX_FORMAT) return true;
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
  const plan = firstPlan(FIRST_UNITS);
  await db
    .prepare(
      'UPDATE search_state SET building = ?1, building_started_at = ?2, building_format = ?3, plan = ?4 WHERE site = ?5',
    )
    .bind(gen, now, INDEX_FORMAT, JSON.stringify(plan), site)
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
  found: State,
  owner: string,
  now: number,
  report: StepReport,
) {
  const site = siteOf(env);
  let retired = await dropRetired(db, JSON.parse(found.retired) as [number, number][], now);
  let state = found;
  // A build begun by code of another format (before a deployment) is dropped, never searched
  // (its tables go at the next step), and one in this format starts now.
  const outdated = found.building_format !== INDEX_FORMAT ? found.building : null;
  if (outdated !== null) {
    log('info', 'search.build.format', { site, gen: outdated, format: found.building_format });
    retired = [...retired, [outdated, 0]];
    state = { ...found, building: null, building_started_at: null, plan: null };
  }
  if (outdated === null && state.building === null && !due(state, now)) {
    await db.batch([
      db.prepare('UPDATE search_state SET retired = ?1 WHERE site = ?2').bind(JSON.stringify(retired), site),
      release(db, site, owner),
    ]);
    return { ...report, action: 'idle' as const, ...(state.current !== null ? { gen: state.current } : {}) };
  }
  const started =
    state.building === null ? await startBuild(db, site, now) : { gen: state.building, plan: planOf(state.plan) };
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
          'UPDATE search_state SET current = ?1, current_started_at = ?2, current_built_at = ?3, current_format = building_format, building = NULL, building_started_at = NULL, building_format = NULL, plan = NULL, failed_at = NULL, failure = NULL, failures = 0, retired = ?4 WHERE site = ?5',
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
