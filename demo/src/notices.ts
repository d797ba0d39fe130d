// The demo's site notices (GET /api/notice/active) and its stand-in for the Hong Kong
// Observatory's warning summary (docs/UPSTREAM.md "Site notices", "The Observatory's warning
// summary"). Both start empty and are switched by POSTs to /__demo/notices and /__demo/hko
// (docs/OPERATIONS.md "Site notices"); state lives in the demo isolate, like its call counts.
import * as v from 'valibot';
import { demoNotices, type DemoNoticeLevel } from './data/notices';
import { onIsolateReset } from '@/lib/isolate';
import type { Lang } from './lib';

const LEVELS = ['emergency', 'warning', 'info'] as const;

/** A notice as the CMS answers it (one language). */
export interface NoticeRow {
  id: string;
  level: DemoNoticeLevel;
  title: string;
  body: string;
  link: string | null;
  from: string | null;
  until: string | null;
}

/** The notices switched on, by the `site` header they are for ('*': every site without its own). */
const switched = new Map<string, NoticeRow[] | ((lang: Lang) => NoticeRow[])>();

const Switch = v.object({
  /** The site (the `site` header the CMS is asked with); absent: every site without a switch of its own. */
  site: v.optional(v.pipe(v.string(), v.maxLength(253))),
  /** The demo's own notice of each level named, in the language asked. */
  levels: v.optional(v.array(v.picklist(LEVELS)), []),
  from: v.optional(v.nullable(v.string()), null),
  until: v.optional(v.nullable(v.string()), null),
  /** Notices as they are answered, in every language (anything else the contract allows, to try it). */
  rows: v.optional(v.array(v.record(v.string(), v.unknown()))),
  /** The CMS without the call (404), or failing (500). */
  answer: v.optional(v.picklist(['ok', 'missing', 'failing']), 'ok'),
});

const answers = new Map<string, 'ok' | 'missing' | 'failing'>();
onIsolateReset('demo-notices', () => {
  switched.clear();
  answers.clear();
});

/** Rows of the demo's notices of these levels, in a language. */
function rowsOf(levels: readonly DemoNoticeLevel[], from: string | null, until: string | null) {
  return (lang: Lang): NoticeRow[] =>
    levels.map((level) => {
      const n = demoNotices[level];
      return { id: n.id, level, title: n.title[lang], body: n.body[lang], link: n.link ?? null, from, until };
    });
}

/** The DEMO_NOTICES var: levels, comma-separated ('emergency', 'warning,info'), for every site. */
export function initialNotices(value: string | undefined): void {
  if (switched.has('*') || !value) return;
  const levels = value
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is DemoNoticeLevel => (LEVELS as readonly string[]).includes(s));
  if (levels.length > 0) switched.set('*', rowsOf(levels, null, null));
}

/** POST /__demo/notices: what GET /api/notice/active answers from now on (for a site, or every site). */
export async function switchNotices(req: Request): Promise<Response> {
  const parsed = v.safeParse(Switch, await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ ok: false, message: parsed.issues[0].message }, { status: 400 });
  const { site = '*', levels, from, until, rows, answer } = parsed.output;
  switched.set(site, rows ? (rows as unknown as NoticeRow[]) : rowsOf(levels, from, until));
  answers.set(site, answer);
  return Response.json({ ok: true, site, levels, answer });
}

/** GET /api/notice/active: the notices switched on for the asking site, or why there are none. */
export function activeNotices(
  site: string | undefined,
  lang: Lang,
): { answer: 'ok' | 'missing' | 'failing'; rows: NoticeRow[] } {
  const key = site && switched.has(site) ? site : '*';
  const answer = answers.get(key) ?? 'ok';
  const found = switched.get(key);
  const rows = typeof found === 'function' ? found(lang) : (found ?? []);
  return { answer, rows };
}

// ---------------------------------------------------------------------------------------------
// The Observatory's stand-in: the same shape as its Open Data API's warning summary
// (`weather.php?dataType=warnsum&lang=en|tc|sc`), for tests and local use.

interface StandIn {
  /** Signal codes in force: TC8NE, TC9, TC10, WRAINA, WRAINR, WRAINB, or any other statement's code (WTS…). */
  signals: string[];
  /** ok: a proper answer; malformed: not the documented shape; stale: an answer dated an hour ago; failing: 503. */
  mode: 'ok' | 'malformed' | 'stale' | 'failing';
  /** When each signal was issued (ISO 8601 with +08:00). */
  issued: string;
}

const standIns = new Map<string, StandIn>();
onIsolateReset('demo-observatory-stand-in', () => standIns.clear());

const StandInSwitch = v.object({
  /** Which stand-in (the `channel` query of the URL asked; absent: the default one). */
  channel: v.optional(v.pipe(v.string(), v.maxLength(64)), ''),
  signals: v.optional(v.array(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,16}$/))), []),
  mode: v.optional(v.picklist(['ok', 'malformed', 'stale', 'failing']), 'ok'),
  issued: v.optional(v.string()),
});

/** POST /__demo/hko: the stand-in's state from now on. */
export async function switchStandIn(req: Request): Promise<Response> {
  const parsed = v.safeParse(StandInSwitch, await req.json().catch(() => null));
  if (!parsed.success) return Response.json({ ok: false, message: parsed.issues[0].message }, { status: 400 });
  const { channel, signals, mode, issued } = parsed.output;
  standIns.set(channel, { signals, mode, issued: issued ?? hongKongNow() });
  return Response.json({ ok: true, channel, signals, mode });
}

/** Now as the Observatory writes it: ISO 8601 in Hong Kong, to the minute, with +08:00. */
function hongKongNow(): string {
  return `${new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16)}:00+08:00`;
}

/** Names of the statements, as the Observatory gives them in each language. */
const NAMES: Record<string, Record<Lang, string>> = {
  WTCSGNL: { en: 'Tropical Cyclone Warning Signal', tc: '熱帶氣旋警告信號', sc: '热带气旋警告信号' },
  WRAIN: { en: 'Rainstorm Warning Signal', tc: '暴雨警告信號', sc: '暴雨警告信号' },
  WTS: { en: 'Thunderstorm Warning', tc: '雷暴警告', sc: '雷暴警告' },
  WHOT: { en: 'Very Hot Weather Warning', tc: '酷熱天氣警告', sc: '酷热天气警告' },
};

const statementOf = (code: string): string =>
  code.startsWith('TC') ? 'WTCSGNL' : code.startsWith('WRAIN') ? 'WRAIN' : code;

/** GET /__demo/hko/weather.php?dataType=warnsum&lang=…[&channel=…]: the stand-in's summary. */
export function standInAnswer(url: URL): Response {
  if (url.searchParams.get('dataType') !== 'warnsum') return new Response('unknown dataType', { status: 400 });
  const lang = (['en', 'tc', 'sc'] as const).find((l) => l === url.searchParams.get('lang')) ?? 'en';
  const state = standIns.get(url.searchParams.get('channel') ?? '') ?? {
    signals: [],
    mode: 'ok',
    issued: hongKongNow(),
  };
  if (state.mode === 'failing') return new Response('Service Unavailable', { status: 503 });
  if (state.mode === 'malformed') return Response.json({ WTCSGNL: { name: 42, code: ['TC8NE'] } });
  const body: Record<string, unknown> = {};
  for (const code of state.signals) {
    const statement = statementOf(code);
    const names = NAMES[statement] ?? { en: statement, tc: statement, sc: statement };
    body[statement] = {
      name: names[lang],
      code: statement === code ? undefined : code,
      actionCode: 'ISSUE',
      issueTime: state.issued,
      updateTime: state.issued,
    };
  }
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (state.mode === 'stale') headers.set('Date', new Date(Date.now() - 60 * 60_000).toUTCString());
  return new Response(JSON.stringify(body), { headers });
}
