import * as v from 'valibot';
import { IMAGE_TRANSFORMS, type ImageTransforms } from '@/lib/images';
import {
  baseUrl,
  Day,
  Hostname,
  integer,
  optionalSecret,
  optionalText,
  read,
  report,
  secrets,
  Token,
  type Vars,
} from '@/lib/config-read';

/**
 * Every var and secret of the worker, read once per set of bindings through valibot schemas
 * (docs/OPERATIONS.md, "Configuration"). A value that fails its schema is logged once, as
 * `config.invalid` naming the variable, and replaced by the safe behaviour given below; no
 * request ever parses a var itself or fails deep inside because of one.
 */

export const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
export const CAPTCHA_PROVIDERS = ['recaptcha', 'turnstile'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface CaptchaConfig {
  provider: CaptchaProvider;
  /** The public site key of the chosen provider, when set. */
  siteKey: string | undefined;
  /** The chosen provider's secret (a Worker secret), when set. */
  secret: string | undefined;
}

export interface Config {
  environment: Environment;
  /** development or test: the only places the local development captcha check may appear. */
  local: boolean;
  siteDomain: string;
  /** Origin of every absolute URL; '' in local development and tests (the request's own). */
  siteOrigin: string;
  /** The CMS's base URL without a trailing slash; '' uses the UPSTREAM service binding. */
  apiBaseUrl: string;
  cacheFreshSeconds: number;
  cacheStaleSeconds: number;
  upstreamTimeoutMs: number;
  /**
   * How long a browser's page waits, from route match, to learn whether any of its data can be
   * had before it starts streaming (a crawler's whole document always waits): src/routing.tsx.
   */
  outageWaitMs: number;
  /**
   * The largest CMS answer read, in bytes: a larger one is refused before it is parsed, so one
   * oversized answer cannot fill the isolate's memory or its cache (docs/SECURITY.md).
   */
  upstreamMaxBytes: number;
  captcha: CaptchaConfig;
  /**
   * CMS images resized by the zone (`cloudflare`: Cloudflare Image Transformations' URL form,
   * src/lib/images.ts) or served as the CMS gives them (`off`, the default).
   */
  imageTransforms: ImageTransforms;
  /** Secrets that may sign a preview link: the current one, then the previous during a rotation. */
  previewSecrets: string[];
  /** Secrets that may sign a revalidation call, the same way. */
  revalidateSecrets: string[];
  /**
   * The bearer token that shows /healthz's details (src/ops/healthz.ts); unset: the details stay
   * in the logs and /healthz only says up or down.
   */
  healthzToken: string | undefined;
  /**
   * The page cache (src/render/page-cache.ts): `on`; `shared`, pages from the location's cache
   * only, never isolate memory (what an isolate that has not served a page pays); `off`, every
   * page rendered. The last two are for measuring and debugging.
   */
  pageCache: PageCacheMode;
  /**
   * A fingerprint of every var and secret (FNV-1a, not a secret itself): what is built from the
   * configuration (a kept page: the captcha's site key, the origin) is keyed by it.
   */
  fingerprint: string;
  /**
   * Development and tests only: the calendar day ('YYYY-MM-DD') pages take as today, so that
   * what a date decides (a past deadline leaves the page) can be tried (src/lib/today.ts).
   */
  today: string | undefined;
  /** The Observatory's warning signals on every page (src/notices/weather.ts). */
  weather: WeatherConfig;
}

export interface WeatherConfig {
  /**
   * WEATHER_WARNINGS_URL: the Observatory's warning summary (`dataType=warnsum`; the site adds
   * `lang`), or a path on the CMS's base (`/…`: the demo's stand-in); undefined: off.
   */
  url: string | undefined;
  /** WEATHER_WARNING_CODES: warning codes shown besides No. 8 and above and Amber/Red/Black rain. */
  codes: string[];
  /** WEATHER_ARRANGEMENTS_ALIAS: the CMS page of the college's standing arrangements. */
  arrangements: string;
}

export const PAGE_CACHE_MODES = ['on', 'shared', 'off'] as const;
export type PageCacheMode = (typeof PAGE_CACHE_MODES)[number];

function captchaConfig(vars: Vars, environment: Environment): CaptchaConfig {
  const provider = read<CaptchaProvider>(vars, 'CAPTCHA_PROVIDER', v.picklist(CAPTCHA_PROVIDERS), 'recaptcha', {
    describe: 'recaptcha',
  });
  const prefix = provider === 'turnstile' ? 'TURNSTILE' : 'RECAPTCHA';
  const siteKey = optionalText(vars, `${prefix}_SITE_KEY`);
  const deployed = environment === 'staging' || environment === 'production';
  const secret = optionalSecret(vars, `${prefix}_SECRET`, deployed);
  if (deployed && (!siteKey || !secret)) {
    const missing = [siteKey ? '' : `${prefix}_SITE_KEY`, secret ? '' : `${prefix}_SECRET`].filter(Boolean);
    report(missing.join(', '), `required for ${provider} in ${environment}`, 'enquiries unavailable');
  }
  return { provider, siteKey, secret };
}

export function parseConfig(vars: Vars): Config {
  // Unknown or missing: production, the strictest behaviour (no development check, HSTS).
  const environment = read<Environment>(vars, 'ENVIRONMENT', v.picklist(ENVIRONMENTS), 'production', {
    required: 'must be set',
  });
  const local = environment === 'development' || environment === 'test';
  const deployed = !local;
  const siteDomain = read(vars, 'SITE_DOMAIN', Hostname, 'www.crescent-harbour.edu.example', {
    required: 'must be set',
  });
  const fallbackOrigin = local ? '' : `https://${siteDomain}`;
  const siteOrigin = read(vars, 'SITE_ORIGIN', baseUrl(local), fallbackOrigin, {
    ...(local ? {} : { required: `must be set in ${environment}` }),
    describe: fallbackOrigin || "the request's origin",
  });
  const apiBaseUrl = read(vars, 'API_BASE_URL', baseUrl(local), '', { describe: 'the UPSTREAM binding' });
  const cacheFreshSeconds = read(vars, 'CACHE_FRESH_SECONDS', integer(0, 86_400), 60);
  const stale = read(vars, 'CACHE_STALE_SECONDS', integer(1, 30 * 86_400), 86_400);
  if (stale < cacheFreshSeconds) report('CACHE_STALE_SECONDS', 'must not be below CACHE_FRESH_SECONDS', 'the same');
  return {
    environment,
    local,
    siteDomain,
    siteOrigin,
    apiBaseUrl,
    cacheFreshSeconds,
    cacheStaleSeconds: Math.max(stale, cacheFreshSeconds),
    upstreamTimeoutMs: read(vars, 'UPSTREAM_TIMEOUT_MS', integer(1, 60_000), 4000),
    outageWaitMs: read(vars, 'OUTAGE_WAIT_MS', integer(0, 10_000), 50),
    upstreamMaxBytes: read(vars, 'UPSTREAM_MAX_BYTES', integer(1024, 256 * 1024 * 1024), 4 * 1024 * 1024),
    captcha: captchaConfig(vars, environment),
    imageTransforms: read<ImageTransforms>(vars, 'IMAGE_TRANSFORMS', v.picklist(IMAGE_TRANSFORMS), 'off'),
    previewSecrets: secrets(vars, 'PREVIEW_SECRET', deployed),
    revalidateSecrets: secrets(vars, 'REVALIDATE_SECRET', deployed),
    healthzToken: optionalSecret(vars, 'HEALTHZ_TOKEN', deployed, Token),
    pageCache: read<PageCacheMode>(vars, 'PAGE_CACHE', v.picklist(PAGE_CACHE_MODES), 'on'),
    fingerprint: fingerprintOf(vars),
    today: local ? read<string | undefined>(vars, 'TODAY', Day, undefined, { describe: 'the real day' }) : undefined,
    weather: weatherConfig(vars, local),
  };
}

/** An absolute http(s) URL (https outside local development, a query allowed), or a path on the CMS's base. */
function weatherUrl(local: boolean) {
  return v.union(
    [
      v.pipe(v.string(), v.trim(), v.regex(/^\/[^/\\]/, 'must be a URL or a path')),
      v.pipe(
        v.string(),
        v.trim(),
        v.url('must be an absolute URL or a path'),
        v.check((s) => (local ? /^https?:\/\//i : /^https:\/\//i).test(s), local ? 'must be http(s)' : 'must be https'),
      ),
    ],
    local ? 'must be an http(s) URL or a path' : 'must be an https URL or a path',
  );
}

/** Warning codes as the Observatory writes them: capitals and digits, comma-separated. */
const Codes = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  ),
  v.check((codes) => codes.every((code) => /^[A-Z0-9]{2,16}$/.test(code)), 'must be codes such as WTS, WFIRER'),
);

function weatherConfig(vars: Vars, local: boolean): WeatherConfig {
  return {
    url: read<string | undefined>(vars, 'WEATHER_WARNINGS_URL', weatherUrl(local), undefined, { describe: 'off' }),
    codes: read<string[]>(vars, 'WEATHER_WARNING_CODES', Codes, [], { describe: 'none' }),
    arrangements: read(vars, 'WEATHER_ARRANGEMENTS_ALIAS', slugText, 'severe-weather'),
  };
}

/** A CMS page alias: lowercase letters, digits and hyphens. */
const slugText = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'must be a page alias'));

function fingerprintOf(vars: Vars): string {
  const text = JSON.stringify(
    Object.entries(vars)
      .filter(([, value]) => typeof value === 'string')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(36);
}

const parsed = new WeakMap<object, Config>();

/** The configuration of these bindings, parsed on first use and kept with them. */
export function config(env: Env): Config {
  let found = parsed.get(env);
  if (!found) {
    found = parseConfig(env as unknown as Vars);
    parsed.set(env, found);
  }
  return found;
}
