import { ROUTES } from '@/route-table';
import { timingSafeEqual } from 'hono/utils/buffer';
import * as v from 'valibot';
import buildInfo from '@/generated/build.json';
import pkg from '../../package.json';
import { config } from '@/lib/config';
import { LOCALE_INFO, LOCALES } from '@/i18n/locales';
import { isolateStats, memoryStore } from '@/lib/isolate';
import { log } from '@/lib/log';
import { cacheKey, windows } from '@/upstream/cache-entry';
import { kvRead, usable } from '@/upstream/cache-tiers';
import { call } from '@/upstream/call';
import { createScope, type RequestScope } from '@/request/scope';
import { cmsNotices, inForce } from '@/notices/notices';
import { lastReading, signalsShown } from '@/notices/weather';

/**
 * GET /healthz for uptime monitors (docs/OPERATIONS.md "Health check"). The public answer says
 * `up` (200) or `down` (503) and nothing else; it costs no KV read and at most one CMS probe a
 * minute per isolate. Up while the site can serve pages: the CMS answered its last probe, or the
 * menu or site info is in this isolate's memory. With `Authorization: Bearer <HEALTHZ_TOKEN>`
 * the answer adds the details: version and build, how old the cached menu and site info are in
 * each language (KV reads), the probe, and the isolate's memory stores.
 */
export const HEALTHZ_PATH = ROUTES.healthz.path;
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
/** A CMS's last finished probe, and since when a request has been refreshing it in the background. */
interface ProbeSlot {
  last: Probe;
  refreshingSince?: number;
}

/**
 * Finished probes by CMS and site. Never a probe under way: concurrent first callers each probe
 * (a request must not wait on another request's I/O, docs/architecture/request.md "One request").
 */
const probes = memoryStore<ProbeSlot>('health-probes', { maxBytes: 64 * 1024, maxEntries: 64 });
const SLOT_BYTES = 256;
const cmsOf = (env: Env): string => `${config(env).apiBaseUrl || 'UPSTREAM'} ${config(env).siteDomain}`;

const CACHED = { 'menu.list': '/api/menu/list', 'site.infos': '/api/site/infos' } as const;
const cacheKeys = (scope: RequestScope, path: string): string[] =>
  LOCALES.map((locale) =>
    cacheKey({ method: 'GET', path, query: '', lang: LOCALE_INFO[locale].apiCode, site: scope.site }),
  );

async function datum(scope: RequestScope, key: string): Promise<Datum> {
  const entry = usable(scope.env, key) ?? (await kvRead(scope, key));
  const { freshMs, staleMs } = windows(scope.env);
  const age = entry ? Date.now() - entry.fetchedAt : undefined;
  if (age === undefined || age >= staleMs) return { ageSeconds: null, state: 'missing' };
  return { ageSeconds: Math.floor(age / 1000), state: age < freshMs ? 'fresh' : 'stale' };
}

/** One uncached call to the CMS (site info: small, and every page needs it); kept once finished. */
async function runProbe(scope: RequestScope, key: string): Promise<Probe> {
  const started = Date.now();
  let reachable = true;
  try {
    await call(scope, {
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
  const probe = { reachable, checkedAt: started, ms: Date.now() - started };
  log('info', 'health.probe', { requestId: scope.id, ...probe });
  const current = probes.peek(key);
  if (!current || current.last.checkedAt <= started) probes.set(key, { last: probe }, SLOT_BYTES);
  return probe;
}

/**
 * The last probe while it is under a minute old. Older: answered from it while one request
 * refreshes it in the background. None yet: this request probes and waits for its own answer.
 */
async function probe(scope: RequestScope): Promise<Probe> {
  const key = cmsOf(scope.env);
  const slot = probes.get(key);
  if (!slot) return runProbe(scope, key);
  const now = Date.now();
  const due = now - slot.last.checkedAt >= PROBE_INTERVAL_MS;
  const refreshing = slot.refreshingSince !== undefined && now - slot.refreshingSince < PROBE_INTERVAL_MS;
  if (due && !refreshing) {
    probes.set(key, { ...slot, refreshingSince: now }, SLOT_BYTES);
    scope.waitUntil(runProbe(scope, key));
  }
  return slot.last;
}

/** Up or down, from memory and the probe alone (no KV read). */
async function isUp(scope: RequestScope): Promise<boolean> {
  const inMemory = Object.values(CACHED).some((path) => cacheKeys(scope, path).some((key) => usable(scope.env, key)));
  return inMemory || (await probe(scope)).reachable;
}

/** The details for a holder of the token: what the public answer leaves out. */
async function details(scope: RequestScope) {
  const data: Record<string, Record<string, Datum>> = {};
  for (const [name, path] of Object.entries(CACHED)) {
    const keys = cacheKeys(scope, path);
    data[name] = Object.fromEntries(
      await Promise.all(LOCALES.map(async (locale, i) => [locale, await datum(scope, keys[i] ?? '')] as const)),
    );
  }
  const cms = await probe(scope);
  const states = Object.values(data).flatMap((byLang) => Object.values(byLang).map((d) => d.state));
  // fresh: the CMS answers, so pages get current data; stale: it does not, but cached data
  // still serves; unavailable: neither.
  const status = cms.reachable ? 'fresh' : states.some((s) => s !== 'missing') ? 'stale' : 'unavailable';
  return {
    status,
    version: { package: pkg.version, build: buildInfo.id },
    data,
    cms: { reachable: cms.reachable, checkedAt: new Date(cms.checkedAt).toISOString(), ms: cms.ms },
    notices: await noticesInForce(scope),
    weather: await weatherInForce(scope.env),
    stores: isolateStats(),
  };
}

/** The CMS's notices in force in each language, and whether the call answers (docs/OPERATIONS.md "Site notices"). */
async function noticesInForce(scope: RequestScope) {
  const byLang = await Promise.all(
    LOCALES.map(async (locale) => {
      const own = createScope({ env: scope.env, locale, id: scope.id, waitUntil: scope.waitUntil });
      const read = await cmsNotices(own);
      const shown = inForce(read.notices, Date.now(), scope.id).map((n) => ({
        id: n.id,
        level: n.level,
        title: n.title,
        from: n.from ?? null,
        until: n.until ?? null,
      }));
      return [locale, { source: read.state, inForce: shown }] as const;
    }),
  );
  return Object.fromEntries(byLang);
}

/** The Observatory's signals as the Cron Trigger last read them, and those the pages show. */
async function weatherInForce(env: Env) {
  const reading = await lastReading(env);
  if (reading === undefined) return { configured: false };
  return {
    configured: true,
    readAt: reading ? new Date(reading.readAt).toISOString() : null,
    error: reading?.error ?? null,
    inForce: reading?.signals.map((s) => s.code) ?? [],
    shown: (await signalsShown(env)).map((s) => s.code),
  };
}

/** 'details' for the configured token, 'public' without an Authorization header, else 'refused'. */
async function access(scope: RequestScope, header: string | undefined): Promise<'details' | 'public' | 'refused'> {
  if (header === undefined) return 'public';
  const token = config(scope.env).healthzToken;
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return token && given && (await timingSafeEqual(given, token)) ? 'details' : 'refused';
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

/** What /healthz answers (JSON; src/http/ops.ts sends it): its status, body and headers. */
export interface HealthAnswer {
  status: 200 | 401 | 503;
  body: object;
  headers: Record<string, string>;
}

/** The health check's answer to a request with this Authorization header (or none). */
export async function healthAnswer(scope: RequestScope, authorization: string | undefined): Promise<HealthAnswer> {
  const mode = await access(scope, authorization);
  if (mode === 'refused') {
    log('warn', 'health.refused', { requestId: scope.id });
    return { status: 401, body: { status: 'unauthorized' }, headers: { ...HEADERS, 'WWW-Authenticate': 'Bearer' } };
  }
  if (mode === 'public') {
    const up = await isUp(scope);
    if (!up) log('error', 'health.unavailable', { requestId: scope.id });
    return { status: up ? 200 : 503, body: { status: up ? 'up' : 'down' }, headers: HEADERS };
  }
  const body = await details(scope);
  if (body.status === 'unavailable') log('error', 'health.unavailable', { requestId: scope.id });
  return { status: body.status === 'unavailable' ? 503 : 200, body, headers: HEADERS };
}
