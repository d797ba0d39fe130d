// The search bench's own worker (bench/search/run.mjs), for two measures the site's bundle cannot
// give. /site: the site itself (its app and routes) with its D1 binding replaced by answers
// recorded from the real one (replay-d1.ts), so the CPU read from outside is the site's own,
// without Miniflare's SQLite. /collect, /load, /search: the rejected candidate, MiniSearch's
// serialised index that every isolate would load from KV or R2 before its first search, built
// from the same documents the D1 index holds (the build's units over the demo at DEMO_SCALE bound as
// UPSTREAM): its size, the load a fresh isolate would pay, a warm search. Each endpoint does one
// piece of work, so the CPU workerd spends on it can be read from outside.
import MiniSearch from 'minisearch';
import { createApp } from '@/app';
import { pageIndexers } from '@/render/route';
import { today } from '@/lib/today';
import { LOCALES, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { createScope } from '@/request/scope';
import type { Each } from '@/search/build/docs-lists';
import { type BuildContext, FIRST_UNITS, runUnit } from '@/search/build/units';
import type { IndexDoc } from '@/search/store';
import { indexTerms, prefixOf, fuzzyOf, runsOf } from '@/search/tokenize';
import { routes } from '../../routes';
import { ReplayD1 } from './replay-d1';

const app = createApp(routes);
let replay: ReplayD1 | undefined;

const OPTIONS = {
  fields: ['title', 'names', 'heads', 'text'],
  storeFields: ['kind', 'path', 'title'],
  tokenize: (text: string) => indexTerms(text),
  processTerm: (term: string) => term,
  searchOptions: {
    tokenize: (text: string) => runsOf(text),
    processTerm: (term: string) => term,
    prefix: (term: string) => prefixOf(term),
    fuzzy: (term: string) => fuzzyOf(term) || false,
    boost: { title: 10, names: 6, heads: 3 },
    combineWith: 'AND' as const,
  },
};

/** Every document of the site in each language, read unit after unit (no step budget here). */
async function collect(env: Env): Promise<Each<IndexDoc[]>> {
  const scope = (locale: Locale) => createScope({ env, locale });
  const ctx: BuildContext = {
    scopes: { tc: scope('tc'), sc: scope('sc'), en: scope('en') },
    t: { tc: translator('tc'), sc: translator('sc'), en: translator('en') },
    pages: pageIndexers(routes),
    day: today(env),
  };
  // By id, the last one kept: as the D1 index replaces a document written again.
  const docs: Each<Map<string, IndexDoc>> = { tc: new Map(), sc: new Map(), en: new Map() };
  const queue = [...FIRST_UNITS];
  const seen = new Set(queue);
  while (queue.length) {
    const result = await runUnit(ctx, queue.shift() as string);
    for (const l of LOCALES) for (const d of result.docs[l]) docs[l].set(d.id, d);
    for (const more of result.more.filter((m) => !seen.has(m))) {
      seen.add(more);
      queue.push(more);
    }
  }
  return { tc: [...docs.tc.values()], sc: [...docs.sc.values()], en: [...docs.en.values()] };
}

const asFields = (d: IndexDoc) => ({ ...d, names: (d.names ?? []).join(' '), heads: (d.heads ?? []).join(' ') });

/** The serialised index of each language (what KV or R2 would hold). */
let serialised: Partial<Record<Locale, string>> = {};
/** Loaded indexes kept alive between requests (the heap measurement). */
let loaded: MiniSearch[] = [];

/** Requests `paths` of the site `reps` times over, its database answers recorded or replayed. */
async function site(url: URL, env: Env, ctx: ExecutionContext): Promise<Response> {
  replay ??= new ReplayD1(env.SEARCH_DB);
  const mode = url.searchParams.get('mode');
  if (mode) replay.recording = mode === 'record';
  const withReplay = { ...env, SEARCH_DB: replay as unknown as D1Database };
  const reps = Number(url.searchParams.get('reps') ?? 1);
  let n = 0;
  for (let i = 0; i < reps; i++)
    for (const path of url.searchParams.getAll('path')) {
      const res = await app.fetch(new Request(`http://site.local${path}`), withReplay, ctx);
      if (!res.ok) return new Response(`${path}: ${res.status}`, { status: 500 });
      await res.arrayBuffer();
      n++;
    }
  return Response.json({ requests: n });
}

export default {
  async fetch(req: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(req.url);
    const locale = (url.searchParams.get('locale') ?? 'en') as Locale;
    switch (url.pathname) {
      case '/noop':
        return Response.json({ ok: true });
      case '/site':
        return site(url, env, ctx);
      case '/recorded':
        return Response.json(replay?.recorded() ?? []);
      case '/replay':
        // Another isolate's recorded answers: this one's first search then pays no database.
        replay = new ReplayD1(env.SEARCH_DB);
        replay.load(await req.json());
        return Response.json({ ok: true });
      case '/collect': {
        const docs = await collect(env);
        serialised = {};
        const out: Record<string, { docs: number; bytes: number }> = {};
        for (const l of LOCALES) {
          const mini = new MiniSearch(OPTIONS);
          mini.addAll(docs[l].map(asFields));
          serialised[l] = JSON.stringify(mini);
          out[l] = { docs: docs[l].length, bytes: serialised[l]?.length ?? 0 };
        }
        return Response.json(out);
      }
      case '/load': {
        // What a fresh isolate does once it has the text: parse it and rebuild the radix tree.
        const text = serialised[locale] ?? '{}';
        loaded.push(MiniSearch.loadJSON(text, OPTIONS));
        return Response.json({ held: loaded.length });
      }
      case '/search': {
        const mini = loaded[0];
        const reps = Number(url.searchParams.get('reps') ?? 1);
        let hits = 0;
        for (let i = 0; i < reps; i++)
          for (const q of ['tuition', 'graduation', 'admis', 'Chan Chi-ming']) hits += mini?.search(q).length ?? 0;
        return Response.json({ hits });
      }
      case '/drop':
        loaded = [];
        return Response.json({ ok: true });
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
