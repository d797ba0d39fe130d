// Site notices from the CMS (docs/architecture/notices.md "Site notices"): what every page shows above
// its header, read per request from a short-lived memory of their own, never through the data
// cache (whose stale window is a day) and never into a kept page.
import { safeHtml } from '@/cms/load';
import { cmsHref } from '@/cms/links';
import type { Locale } from '@/i18n/locales';
import { memoryStore, onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import { instantOf } from '@/lib/today';
import { childScope, type RequestScope } from '@/request/scope';
import type { SiteNotice } from '@/notices/types';
import { getActiveNotices, NOTICES_PATH } from '@/upstream/api';
import { isNotFound } from '@/upstream/errors';
import type { Notice, NoticeLevel } from '@/upstream/schemas-notices';
import { invalidatedBefore, poll, whenReady } from '@/upstream/revalidation';

/**
 * The notices' freshness (docs/OPERATIONS.md "Site notices"): a reading younger than
 * NOTICE_FRESH_MS is used as it is; between that and NOTICE_MAX_AGE_MS it is used while one
 * background read replaces it; an older one is never used, so every page answered more than a
 * minute after the CMS changed its notices shows the change. The CMS's webhook (kind `notice`)
 * makes a reading taken before it unusable at once.
 */
export const NOTICE_FRESH_MS = 30_000;
export const NOTICE_MAX_AGE_MS = 60_000;
/**
 * After a read that failed, requests show no notices and do not ask again for this long: a CMS
 * that is down costs one waiting request per isolate and language every ten seconds, not every page.
 */
export const NOTICE_RETRY_MS = 10_000;
/** The longest a page waits for the CMS's notices when none usable are known (a new isolate, a minute without a read). */
export const NOTICE_WAIT_MS = 2_000;

/** What one read of the CMS gave: its notices (none when the CMS has no such call), or a failure. */
interface Reading {
  notices: Notice[];
  /** When the read started. */
  at: number;
  state: 'ok' | 'absent' | 'failed';
}

const readings = memoryStore<Reading>('site-notices', { maxBytes: 512 * 1024, maxEntries: 64 });
/** Keys read in the background now (one refresh per key at a time in the isolate). */
const refreshing = new Set<string>();
/** The source's state last logged, per CMS and site: a change is one log line, not one per request. */
const lastState = new Map<string, Reading['state']>();
/** The notices in force last logged, per key. */
const lastInForce = new Map<string, string>();
/** Notices whose times could not be read, already logged (once per isolate, not per page). */
const badTimes = new Set<string>();
onIsolateReset('site-notices', () => {
  refreshing.clear();
  badTimes.clear();
  lastState.clear();
  lastInForce.clear();
});

const keyOf = (scope: RequestScope): string => `${scope.site}|${scope.lang}`;
/** The KV key of a language's last reading: an isolate that has none reads it there before it asks the CMS. */
const kvKeyOf = (key: string): string => `notices|v1|${key}`;

/** A read on the request's behalf: its own record of reads (never a kept page's), no draft preview. */
function readerScope(scope: RequestScope): RequestScope {
  return { ...childScope(scope), preview: undefined };
}

async function read(scope: RequestScope): Promise<Reading> {
  const at = Date.now();
  try {
    return { notices: await getActiveNotices(readerScope(scope)), at, state: 'ok' };
  } catch (err) {
    // Logged by the upstream client (upstream.error); the change of state is logged below.
    return { notices: [], at, state: isNotFound(err) ? 'absent' : 'failed' };
  }
}

function remember(scope: RequestScope, key: string, reading: Reading, share = true): void {
  const current = readings.peek(key);
  // A read that ends after one timed out replaces the failure it left (below), whenever it began.
  if (!current || current.state === 'failed' || current.at <= reading.at)
    readings.set(key, reading, 256 + JSON.stringify(reading.notices).length);
  noteState(scope, reading.state);
  if (share && reading.state !== 'failed')
    scope.waitUntil(
      scope.env.CACHE.put(kvKeyOf(key), JSON.stringify(reading), {
        expirationTtl: Math.ceil((2 * NOTICE_MAX_AGE_MS) / 1000),
      }).catch(() => {
        // Another isolate wrote it within the same second (KV's limit per key): theirs is as new.
      }),
    );
}

/** The reading another isolate of the location left in KV, if it is one. */
async function shared(scope: RequestScope, key: string): Promise<Reading | undefined> {
  try {
    const [found] = await Promise.all([scope.env.CACHE.get<Reading>(kvKeyOf(key), 'json'), whenReady(scope)]);
    if (!found || typeof found.at !== 'number' || !Array.isArray(found.notices)) return undefined;
    if (found.state !== 'ok' && found.state !== 'absent') return undefined;
    return found;
  } catch (err) {
    log('warn', 'cache.error', { requestId: scope.id, op: 'read', key: kvKeyOf(key), cause: String(err) });
    return undefined;
  }
}

/** One log line when the CMS's notices call changes state (answers, has no such call, fails), per isolate. */
function noteState(scope: RequestScope, state: Reading['state']): void {
  const before = lastState.get(scope.site);
  if (before === state) return;
  lastState.set(scope.site, state);
  if (before === undefined && state === 'ok') return;
  log(state === 'failed' ? 'warn' : 'info', 'notices.source', { requestId: scope.id, state, was: before ?? null });
}

/** Whether a reading may still be used: young enough, and taken after the CMS's last `notice` webhook. */
const usable = (reading: Reading, now: number): boolean =>
  now - reading.at < (reading.state === 'failed' ? NOTICE_RETRY_MS : NOTICE_MAX_AGE_MS) &&
  reading.at > invalidatedBefore('GET', NOTICES_PATH, '');

/**
 * The CMS's notices for the request's language, as last read (never rejects). Read at most once
 * per freshness window per isolate and language; a request waits for the CMS only when nothing
 * usable is known.
 */
export async function cmsNotices(scope: RequestScope): Promise<{ notices: Notice[]; state: Reading['state'] }> {
  poll(scope);
  const key = keyOf(scope);
  let now = Date.now();
  let kept = readings.get(key);
  if (!kept || !usable(kept, now)) {
    const found = await shared(scope, key);
    now = Date.now();
    if (found && usable(found, now)) {
      remember(scope, key, found, false);
      kept = found;
    }
  }
  if (kept && usable(kept, now)) {
    if (kept.state !== 'failed' && now - kept.at >= NOTICE_FRESH_MS && !refreshing.has(key)) {
      refreshing.add(key);
      scope.waitUntil(
        read(scope)
          .then((reading) => {
            // A failed refresh leaves the reading in place until it is too old (stale-if-error).
            if (reading.state === 'failed') noteState(scope, 'failed');
            else remember(scope, key, reading);
          })
          .finally(() => refreshing.delete(key)),
      );
    }
    return kept;
  }
  const reading = read(scope).then((r) => {
    remember(scope, key, r);
    return r;
  });
  scope.waitUntil(reading);
  // A CMS that hangs delays no page past NOTICE_WAIT_MS: the page goes without notices, and the
  // read, still under way, serves the next requests.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Reading>((resolve) => {
    timer = setTimeout(() => {
      // Remembered as a failure: the next requests of the next NOTICE_RETRY_MS do not wait too.
      const failed: Reading = { notices: [], at: Date.now(), state: 'failed' };
      remember(scope, key, failed);
      resolve(failed);
    }, NOTICE_WAIT_MS);
  });
  try {
    return await Promise.race([reading, late]);
  } finally {
    clearTimeout(timer);
  }
}

const ORDER: Record<NoticeLevel, number> = { emergency: 0, warning: 1, info: 2 };

/**
 * The notices in force at `now`, most urgent first (then the most recent): a notice is in force
 * from its `from` (none: at once) until its `until` (none: until the CMS withdraws it). One whose
 * times cannot be read (no offset, not a real time) is left out and logged, never guessed.
 */
export function inForce(notices: readonly Notice[], now: number, requestId: string): Notice[] {
  const found: { notice: Notice; from: number }[] = [];
  for (const notice of notices) {
    const from = notice.from ? instantOf(notice.from) : Number.NEGATIVE_INFINITY;
    const until = notice.until ? instantOf(notice.until) : Number.POSITIVE_INFINITY;
    if (from === undefined || until === undefined) {
      const seen = `${notice.id}|${notice.from}|${notice.until}`;
      if (!badTimes.has(seen)) {
        if (badTimes.size >= 1000) badTimes.clear();
        badTimes.add(seen);
        log('warn', 'notices.bad-time', {
          requestId,
          id: notice.id,
          from: notice.from ?? null,
          until: notice.until ?? null,
        });
      }
      continue;
    }
    if (from <= now && now < until) found.push({ notice, from });
  }
  return found
    .sort((a, b) => ORDER[a.notice.level] - ORDER[b.notice.level] || b.from - a.from)
    .map(({ notice }) => notice);
}

/** The notices in force now for this request's language, made safe for a page, and logged when they change. */
export async function siteNotices(scope: RequestScope, locale: Locale): Promise<SiteNotice[]> {
  const { notices } = await cmsNotices(scope);
  const now = Date.now();
  const shown = inForce(notices, now, scope.id);
  const ids = shown.map((n) => `${n.level}:${n.id}`).join(',');
  const key = keyOf(scope);
  if ((lastInForce.get(key) ?? '') !== ids) {
    lastInForce.set(key, ids);
    log('info', 'notices.changed', { requestId: scope.id, lang: scope.lang, inForce: shown.map((n) => n.id) });
  }
  return Promise.all(
    shown.map(async (n) => ({
      id: n.id,
      level: n.level,
      title: n.title,
      body: await safeHtml(n.body, locale),
      link: cmsHref(n.link, locale, { allowExternal: true }),
      until: n.until ? instantOf(n.until) : undefined,
    })),
  );
}
