import { onIsolateReset } from '@/lib/isolate';
import { log } from '@/lib/log';
import type { RequestScope } from '@/request/scope';

/**
 * What the CMS has said changed (POST /api/revalidate, docs/OPERATIONS.md), as "anything of
 * this scope fetched before this time is gone". One small record, kept in KV and in each
 * isolate's memory:
 *
 *   { all: ms, kinds: { news: ms, … }, calls: { '/api/article/news/1001': ms, … } }
 *
 * Cached data is never deleted: a datum (memory or KV) whose fetch started before the mark of
 * its call, one of its kinds or `all` is treated as absent, and the next read fetches it again.
 * This is what makes it work with KV's eventual consistency: a location that still reads an
 * old KV value, or an old record, can only serve what it served before, never a mix, and it
 * converges once it reads the new record. Bounds (docs/OPERATIONS.md): at once in the isolate
 * that received the call; within POLL_MS in the other isolates of its location (KV reads its
 * own writes there); elsewhere within KV's propagation time (up to about 60 s).
 */
export interface RevalidationRecord {
  all: number;
  kinds: Record<string, number>;
  /** By path ('/api/article/news': every query of it) or path?query (that query only). */
  calls: Record<string, number>;
}

/** The KV key of the record; bump with the record's format. */
export const RECORD_KEY = 'revalidate|v1';
/** How often an isolate looks for a newer record in KV (in the background of a request). */
export const POLL_MS = 1_000;

/**
 * Kinds a CMS can name, by the API paths they cover (docs/UPSTREAM.md lists the calls). A call
 * belongs to every kind whose prefix its path starts with.
 */
export const KINDS: Record<string, readonly string[]> = {
  news: ['/api/article/news', '/api/article/search/'],
  article: ['/api/article/'],
  menu: ['/api/menu/'],
  site: ['/api/site/'],
  slides: ['/api/home-slide/'],
  dept: ['/api/dept/'],
  teacher: ['/api/special/teacher'],
  partners: ['/api/special/partners'],
  schoolfellow: ['/api/schoolfellow/'],
  programme: ['/api/out/', '/api/programme/'],
  admissions: ['/api/admissions/'],
  giving: ['/api/giving/'],
  application: ['/api/application/'],
  career: ['/api/special/careers'],
  notice: ['/api/notice/'],
};

const empty = (): RevalidationRecord => ({ all: 0, kinds: {}, calls: {} });

let record: RevalidationRecord = empty();
/** False while the record has no mark at all: the common case costs one test per read. */
let active = false;
/** When this isolate last read the record from KV (0: never; see whenReady). */
let polledAt = 0;
let polling = false;

onIsolateReset('revalidation-record', () => {
  setRecord(empty());
  polledAt = 0;
  polling = false;
});

function setRecord(r: RevalidationRecord): void {
  record = r;
  active = r.all !== 0 || Object.keys(r.kinds).length > 0 || Object.keys(r.calls).length > 0;
}

/** The time before which a datum of this call is no longer valid (0: none). */
export function invalidatedBefore(method: string, path: string, query: string): number {
  if (!active) return 0;
  let mark = record.all;
  for (const [kind, at] of Object.entries(record.kinds)) {
    if (at > mark && KINDS[kind]?.some((prefix) => path.startsWith(prefix))) mark = at;
  }
  const byPath = record.calls[`${method} ${path}`] ?? 0;
  const byQuery = query ? (record.calls[`${method} ${path}?${query}`] ?? 0) : 0;
  return Math.max(mark, byPath, byQuery);
}

/** Keeps the later of each mark; drops marks older than `horizon` (their data has expired). */
export function merge(a: RevalidationRecord, b: RevalidationRecord, horizon = 0): RevalidationRecord {
  const pick = (x: Record<string, number>, y: Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const [k, at] of [...Object.entries(x), ...Object.entries(y)]) {
      if (at > horizon && at > (out[k] ?? 0)) out[k] = at;
    }
    return out;
  };
  const all = Math.max(a.all, b.all);
  return { all: all > horizon ? all : 0, kinds: pick(a.kinds, b.kinds), calls: pick(a.calls, b.calls) };
}

function parseRecord(value: unknown): RevalidationRecord | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Partial<RevalidationRecord>;
  const marks = (x: unknown) =>
    typeof x === 'object' && x !== null && Object.values(x).every((n) => typeof n === 'number');
  if (typeof r.all !== 'number' || !marks(r.kinds) || !marks(r.calls)) return undefined;
  return { all: r.all, kinds: r.kinds as Record<string, number>, calls: r.calls as Record<string, number> };
}

export async function readRecord(kv: KVNamespace): Promise<RevalidationRecord> {
  return parseRecord(await kv.get(RECORD_KEY, 'json')) ?? empty();
}

/** This isolate learns of a mark at once (the webhook's own isolate). */
export function applyLocally(r: RevalidationRecord): void {
  setRecord(merge(record, r));
}

/** Looks for a newer record in KV at most every POLL_MS, in the background of a request. */
export function poll(scope: RequestScope): void {
  if (polling || Date.now() - polledAt < POLL_MS) return;
  polling = true;
  scope.waitUntil(fetchRecord(scope).finally(() => (polling = false)));
}

/**
 * A promise to await before trusting KV data, while this isolate has never read the record (a
 * fresh isolate could otherwise serve a KV value the CMS has already replaced); afterwards
 * undefined. Each request awaits its own read: in workerd a request must never wait on I/O
 * that another request started (docs/architecture/data-cache.md "Upstream").
 */
export function whenReady(scope: RequestScope): Promise<void> | undefined {
  return polledAt === 0 ? fetchRecord(scope) : undefined;
}

async function fetchRecord(scope: RequestScope): Promise<void> {
  try {
    setRecord(merge(record, await readRecord(scope.env.CACHE)));
  } catch (err) {
    // Without the record nothing new is learnt; what is cached stays as valid as it was.
    log('warn', 'revalidate.poll-error', { requestId: scope.id, cause: String(err) });
  }
  polledAt = Date.now();
}
