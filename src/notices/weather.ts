// The Hong Kong Observatory's warning signals (docs/UPSTREAM.md "The Observatory's warning
// summary"): the Cron Trigger reads the warning summary each minute into KV; a visitor's page
// reads KV (kept in isolate memory a few seconds) and never calls the Observatory.
import * as v from 'valibot';
import { config } from '@/lib/config';
import { LOCALES, type Locale } from '@/i18n/locales';
import { sha256Hex } from '@/lib/hash';
import { memoryStore, onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import { instantOf } from '@/lib/today';
import type { Signal } from '@/notices/types';

/** A reading older than this shows nothing: the trigger has stopped, or the Observatory has not answered. */
export const WEATHER_MAX_AGE_MS = 30 * 60_000;
/** An unchanged reading is written to KV again after this long. */
export const WEATHER_REWRITE_MS = 10 * 60_000;
/** How long an isolate keeps the KV reading before it reads it again. */
export const WEATHER_MEMORY_MS = 15_000;
/** The largest answer read (the summary is a few hundred bytes). */
const MAX_BYTES = 256 * 1024;
/** The Observatory's language codes (`lang=`), by the site's. */
const HKO_LANG: Record<Locale, string> = { tc: 'tc', sc: 'sc', en: 'en' };

/**
 * One warning of the summary (the Observatory's Open Data API documentation, "Weather Warning
 * Summary"): keyed by its warning statement code (`WTCSGNL`, `WRAIN`, `WTS`…), with the
 * signal's own code (`TC8NE`, `WRAINB`…), what was done (`ISSUE`, `REISSUE`, `EXTEND`,
 * `UPDATE`, `CANCEL`) and when (ISO 8601 with +08:00).
 */
const Warning = v.object({
  name: v.string(),
  code: v.optional(v.string()),
  actionCode: v.string(),
  issueTime: v.string(),
  updateTime: v.optional(v.string()),
  expireTime: v.optional(v.string()),
});
export const WarnsumSchema = v.record(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,16}$/)), Warning);

/** What the trigger keeps in KV: its last reading, or why it has none. */
export interface WeatherReading {
  /** When the trigger read it (ms). */
  readAt: number;
  signals: Signal[];
  /** Set when the Observatory's answer could not be used: nothing is shown then. */
  error?: 'failed' | 'malformed' | 'stale';
}

/**
 * The signals every page shows, those the college's standing arrangements name (docs/OPERATIONS.md
 * "Severe weather"): the site states them and links the arrangements, it decides nothing itself.
 */
const STOPPING = /^(TC8(NE|SE|SW|NW)|TC9|TC10|WRAINA|WRAINR|WRAINB)$/;

/** Whether a signal is shown: No. 8 and above, Amber/Red/Black rain, or one of the var's codes. */
export function shown(signal: Signal, extra: readonly string[]): boolean {
  return STOPPING.test(signal.code) || extra.includes(signal.code) || extra.includes(signal.statement);
}

/** The KV key of the reading, per configured URL (a test's stand-in is not another's). */
const kvKey = async (url: string): Promise<string> => `weather|v1|${await sha256Hex(url, 8)}`;

/** The answer of one language, or why there is none. */
async function fetchOne(
  env: Env,
  base: string,
  locale: Locale,
): Promise<v.InferOutput<typeof WarnsumSchema> | WeatherReading['error']> {
  const { apiBaseUrl, upstreamTimeoutMs } = config(env);
  // A path is on the CMS's base: API_BASE_URL, else the UPSTREAM binding (the demo's stand-in).
  const onCms = base.startsWith('/');
  const url = new URL(onCms ? `${apiBaseUrl || 'https://upstream.internal'}${base}` : base);
  url.searchParams.set('lang', HKO_LANG[locale]);
  let res: Response;
  try {
    const init = { signal: AbortSignal.timeout(upstreamTimeoutMs), headers: { Accept: 'application/json' } };
    const binding = onCms && !apiBaseUrl ? env.UPSTREAM : undefined;
    if (onCms && !apiBaseUrl && !binding) throw new Error('no API_BASE_URL and no UPSTREAM binding');
    res = await (binding ? binding.fetch(url, init) : fetch(url, init));
  } catch (err) {
    log('warn', 'weather.error', { reason: 'failed', lang: locale, cause: String(err) });
    return 'failed';
  }
  if (!res.ok) {
    await res.body?.cancel();
    log('warn', 'weather.error', { reason: 'failed', lang: locale, status: res.status });
    return 'failed';
  }
  // An answer a cache in between kept for more than the window is not the Observatory's now.
  const date = Date.parse(res.headers.get('Date') ?? '');
  if (Number.isFinite(date) && Date.now() - date > WEATHER_MAX_AGE_MS) {
    await res.body?.cancel();
    log('warn', 'weather.error', { reason: 'stale', lang: locale, date: new Date(date).toISOString() });
    return 'stale';
  }
  if (Number(res.headers.get('Content-Length') ?? 0) > MAX_BYTES) {
    await res.body?.cancel();
    log('warn', 'weather.error', { reason: 'malformed', lang: locale, cause: 'answer too large' });
    return 'malformed';
  }
  const text = await res.text();
  let json: unknown;
  try {
    if (text.length > MAX_BYTES) throw new Error(`answer of ${text.length} characters`);
    json = JSON.parse(text);
  } catch (err) {
    log('warn', 'weather.error', { reason: 'malformed', lang: locale, cause: String(err) });
    return 'malformed';
  }
  const parsed = v.safeParse(WarnsumSchema, json);
  if (!parsed.success) {
    log('warn', 'weather.error', { reason: 'malformed', lang: locale, field: v.getDotPath(parsed.issues[0]) ?? null });
    return 'malformed';
  }
  return parsed.output;
}

/** The summary's warnings in force in three languages, or why it could not be read. */
export async function readSummary(env: Env, url: string): Promise<WeatherReading> {
  const readAt = Date.now();
  const answers = await Promise.all(LOCALES.map((locale) => fetchOne(env, url, locale)));
  const error = answers.find((a): a is NonNullable<WeatherReading['error']> => typeof a === 'string');
  if (error) return { readAt, signals: [], error };
  const [tc, sc, en] = answers as v.InferOutput<typeof WarnsumSchema>[];
  const signals: Signal[] = [];
  for (const [statement, warning] of Object.entries(en ?? {})) {
    if (warning.actionCode.toUpperCase() === 'CANCEL') continue;
    const issued = instantOf(warning.issueTime);
    if (issued === undefined) {
      log('warn', 'weather.error', { reason: 'malformed', field: `${statement}.issueTime` });
      return { readAt, signals: [], error: 'malformed' };
    }
    signals.push({
      statement,
      code: warning.code || statement,
      issued,
      names: { tc: tc?.[statement]?.name ?? warning.name, sc: sc?.[statement]?.name ?? warning.name, en: warning.name },
    });
  }
  return { readAt, signals };
}

const codes = (reading: WeatherReading | null | undefined): string =>
  (reading?.signals ?? [])
    .map((s) => s.code)
    .sort()
    .join(',');

/**
 * The Cron Trigger's step (worker.ts): reads the summary, keeps it in KV, and logs a change of
 * the signals in force. Never throws; off while WEATHER_WARNINGS_URL is empty.
 */
export async function readWeather(env: Env): Promise<WeatherReading | undefined> {
  const url = config(env).weather.url;
  if (!url) return undefined;
  try {
    const reading = await readSummary(env, url);
    const key = await kvKey(url);
    const before = await env.CACHE.get<WeatherReading>(key, 'json').catch(() => null);
    const changed = !before || codes(before) !== codes(reading) || (before.error ?? null) !== (reading.error ?? null);
    // The same reading is written again only every WEATHER_REWRITE_MS (KV writes are counted):
    // often enough for pages to tell a stopped trigger (WEATHER_MAX_AGE_MS) from a quiet sky.
    if (changed || reading.readAt - before.readAt >= WEATHER_REWRITE_MS)
      await env.CACHE.put(key, JSON.stringify(reading), { expirationTtl: Math.ceil((2 * WEATHER_MAX_AGE_MS) / 1000) });
    if (changed)
      log('info', 'weather.changed', {
        inForce: reading.signals.map((s) => s.code),
        was: before?.signals.map((s) => s.code) ?? [],
        error: reading.error ?? null,
      });
    return reading;
  } catch (err) {
    log('error', 'weather.error', { reason: 'store', cause: String(err) });
    return undefined;
  }
}

const kept = memoryStore<{ reading: WeatherReading | null; at: number }>('weather-reading', {
  maxBytes: 64 * 1024,
  maxEntries: 16,
});
/** Readings already logged as too old, so a stopped trigger is one line per isolate, not one per page. */
const loggedStale = new Set<number>();
onIsolateReset('weather-stale', () => loggedStale.clear());

/** The trigger's last reading from KV, kept WEATHER_MEMORY_MS in the isolate; undefined when off. */
export async function lastReading(env: Env): Promise<WeatherReading | null | undefined> {
  const url = config(env).weather.url;
  if (!url) return undefined;
  const hit = kept.get(url);
  if (hit && Date.now() - hit.at < WEATHER_MEMORY_MS) return hit.reading;
  let reading: WeatherReading | null = null;
  try {
    reading = await env.CACHE.get<WeatherReading>(await kvKey(url), 'json');
  } catch (err) {
    log('warn', 'weather.error', { reason: 'kv', cause: String(err) });
  }
  kept.set(url, { reading, at: Date.now() }, 512 + JSON.stringify(reading).length);
  return reading;
}

/** The signals a page shows now: none when off, unread, failed, malformed or older than 30 minutes. */
export async function signalsShown(env: Env): Promise<Signal[]> {
  const reading = await lastReading(env);
  if (!reading || reading.error || !Array.isArray(reading.signals)) return [];
  if (Date.now() - reading.readAt > WEATHER_MAX_AGE_MS) {
    if (!loggedStale.has(reading.readAt)) {
      loggedStale.add(reading.readAt);
      log('warn', 'weather.stale', { readAt: new Date(reading.readAt).toISOString() });
    }
    return [];
  }
  const extra = config(env).weather.codes;
  return reading.signals.filter((s) => shown(s, extra));
}
