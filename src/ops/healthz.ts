import { SERVICE_ROUTES } from '@/route-table';
import type { Handler } from 'hono';
import * as v from 'valibot';
import buildInfo from '@/generated/build.json';
import pkg from '../../package.json';
import { config } from '@/config';
import { LOCALE_INFO, LOCALES } from '@/i18n/locales';
import { log } from '@/lib/log';
import type { AppContext, AppEnv } from '@/types';
import { cacheKey, windows } from '@/upstream/cache-entry';
import { kvRead } from '@/upstream/cache-kv';
import { usable } from '@/upstream/cache-memory';
import { call } from '@/upstream/api';
import type { RequestScope } from '@/request/scope';

/**
 * GET /healthz for uptime monitors (docs/OPERATIONS.md "Health check"): the worker's version,
 * how old the cached menu and site info are in each language, and whether the CMS answered its
 * last probe. The probe runs at most once a minute per isolate, never per request. 200 while the
 * site can serve pages (fresh or stale data, or a reachable CMS); 503 when it could serve none.
 */
export const HEALTHZ_PATH = SERVICE_ROUTES.healthz.path;
export const PROBE_INTERVAL_MS = 60_000;

type Freshness = 'fresh' | 'stale' | 'missing';
interface Datum {
  ageSeconds: number | null;
  state: Freshness;
}
interface Probe {
  reachable: boolean;
  checkedAt: number;
  ms: number;
}

/** Per CMS (its base URL, else the binding): the last probe and the one under way. */
const probes = new Map<unknown, { last?: Probe; running?: Promise<Probe> }>();
const cmsOf = (env: Env): unknown => config(env).apiBaseUrl || env.UPSTREAM;

/** Forget the probes (tests). */
export function resetProbes(): void {
  probes.clear();
}

const CACHED = { 'menu.list': '/api/menu/list', 'site.infos': '/api/site/infos' } as const;

async function datum(ctx: RequestScope, path: string, lang: string): Promise<Datum> {
  const key = cacheKey({ method: 'GET', path, query: '', lang, site: ctx.site });
  const entry = usable(ctx.env, key) ?? (await kvRead(ctx, key));
  const { freshMs, staleMs } = windows(ctx.env);
  const age = entry ? Date.now() - entry.fetchedAt : undefined;
  if (age === undefined || age >= staleMs) return { ageSeconds: null, state: 'missing' };
  return { ageSeconds: Math.floor(age / 1000), state: age < freshMs ? 'fresh' : 'stale' };
}

/** One uncached call to the CMS (site info: small, and every page needs it). */
async function runProbe(ctx: RequestScope): Promise<Probe> {
  const started = Date.now();
  let reachable = true;
  try {
    await call(ctx, {
      name: 'health.probe',
      method: 'GET',
      path: CACHED['site.infos'],
      schema: v.unknown(),
      cache: false,
    });
  } catch {
    // Logged by the upstream client as upstream.error.
    reachable = false;
  }
  return { reachable, checkedAt: started, ms: Date.now() - started };
}

/** The last probe; a new one when it is older than a minute (awaited only when there is none). */
async function probe(c: AppContext): Promise<Probe> {
  let slot = probes.get(cmsOf(c.env));
  if (!slot) {
    slot = {};
    probes.set(cmsOf(c.env), slot);
  }
  const state = slot;
  if (!state.running && (!state.last || Date.now() - state.last.checkedAt >= PROBE_INTERVAL_MS)) {
    state.running = runProbe(c.var.scope).then((p) => {
      state.last = p;
      state.running = undefined;
      return p;
    });
    if (state.last) c.var.scope.waitUntil(state.running);
  }
  return state.last ?? (state.running as Promise<Probe>);
}

export const healthz: Handler<AppEnv> = async (c) => {
  const ctx = c as AppContext;
  const up = ctx.var.scope;
  const data: Record<string, Record<string, Datum>> = {};
  for (const [name, path] of Object.entries(CACHED)) {
    data[name] = {};
    for (const locale of LOCALES) data[name][locale] = await datum(up, path, LOCALE_INFO[locale].apiCode);
  }
  const cms = await probe(ctx);
  const states = Object.values(data).flatMap((byLang) => Object.values(byLang).map((d) => d.state));
  // fresh: the CMS answers, so pages get current data; stale: it does not, but cached data
  // still serves; unavailable: neither.
  const status = cms.reachable ? 'fresh' : states.some((s) => s !== 'missing') ? 'stale' : 'unavailable';
  if (status === 'unavailable') log('error', 'health.unavailable', { requestId: ctx.get('requestId') });
  const body = {
    status,
    version: { package: pkg.version, build: buildInfo.id },
    data,
    cms: { reachable: cms.reachable, checkedAt: new Date(cms.checkedAt).toISOString(), ms: cms.ms },
  };
  return c.json(body, status === 'unavailable' ? 503 : 200, {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  });
};
