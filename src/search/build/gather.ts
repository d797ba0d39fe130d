// Reading the next units of a build's plan within one step's bounds (docs/architecture/search.md "Site
// search", "Building"): at most STEP_CALL_BUDGET calls to the CMS (taken before each call),
// STEP_MAX_UNITS units and STEP_MAX_BYTES of documents. A unit read is taken off the plan and
// what it links to is queued (src/search/build/plan.ts); a unit that fails goes to the end of
// the plan, and after UNIT_TRIES tries is left out (its answer's fault) or fails the build (the
// CMS's). src/search/build/step.ts writes what was read.
import { LOCALES, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { log } from '@/lib/log';
import { today } from '@/lib/today';
import { type CallBudget, createScope, type RequestScope } from '@/request/scope';
import type { Each } from '@/search/build/docs-lists';
import { enqueue, type Left, type LivePlan, PLAN_MAX_UNITS, UNIT_KEY_MAX_CHARS } from '@/search/build/plan';
import { type BuildContext, readsOf, runUnit, type UnitResult } from '@/search/build/units';
import type { PageIndexers } from '@/search/page-index';
import type { IndexDoc } from '@/search/store';
import { isOverBudget, isUpstreamError } from '@/upstream/errors';

/** The most CMS calls (attempts, retries included) one step makes: the free plan's subrequest limit. */
export const STEP_CALL_BUDGET = 50;
/** Units one step reads at most, whatever the cache saves (bounds its KV and D1 work). */
export const STEP_MAX_UNITS = 40;
/** Documents one step writes at most, as JSON (bounds its memory and its batch). */
export const STEP_MAX_BYTES = 6 * 1024 * 1024;
/** A unit that fails this many steps in a row fails the build. */
export const UNIT_TRIES = 3;

export interface Gathered {
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
export async function gather(env: Env, pages: PageIndexers, plan: LivePlan, id: string): Promise<Gathered> {
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
