// What the index does when the CMS says something changed (POST /api/revalidate, docs/OPERATIONS.md),
// in the background of that call (docs/architecture/search.md "Site search", "Building"). News and
// articles are written straight into the generation visitors search (and the one being built):
// the newest page of the news list and each article the CMS names, so a new item is found
// within seconds. Any other change asks for a new build, which the next Cron Trigger starts.
import { config } from '@/lib/config';
import { LOCALES, type Locale } from '@/i18n/locales';
import { translator } from '@/i18n/messages';
import { log } from '@/lib/log';
import { createScope } from '@/request/scope';
import { articleKey } from '@/search/build/docs-articles';
import { requestBuild, STEP_CALL_BUDGET } from '@/search/build/step';
import { type BuildContext, runUnit } from '@/search/build/units';
import { NO_PAGE_INDEXERS } from '@/search/page-index';
import { today } from '@/lib/today';
import { deleteStatement, writeStatements } from '@/search/store';

/** What the webhook accepted (src/ops/revalidate.ts): everything, kinds, and calls ('GET /api/…'). */
export interface Change {
  all: boolean;
  kinds: readonly string[];
  calls: readonly string[];
}

/**
 * Articles the CMS names in one call that are written at once (three CMS reads each, with the
 * news list's three: 39 of the 50 calls one invocation may make). More than that asks for a
 * build, which reads them all.
 */
export const MAX_NAMED_ARTICLES = 12;

const ARTICLE_CALL = /^GET \/api\/article\/(news|article|subject)\/([^/?]+)$/;
const NEWS_KINDS = new Set(['news', 'article']);

/** The articles a change names, by their CMS type and id. */
function namedArticles(change: Change): { type: string; id: string }[] {
  return change.calls.flatMap((call) => {
    const m = ARTICLE_CALL.exec(call);
    if (!m) return [];
    try {
      return [{ type: m[1] as string, id: decodeURIComponent(m[2] as string) }];
    } catch {
      return [];
    }
  });
}

/** Whether the change touches anything but news and articles. */
function beyondNews(change: Change): boolean {
  if (change.all) return true;
  if (change.kinds.some((k) => !NEWS_KINDS.has(k))) return true;
  return change.calls.some((c) => !/^GET \/api\/article\//.test(c));
}

const generations = async (db: D1Database, site: string) => {
  const row = await db
    .prepare('SELECT current, building FROM search_state WHERE site = ?1')
    .bind(site)
    .first<{ current: number | null; building: number | null }>();
  return [row?.current, row?.building].filter((g): g is number => typeof g === 'number');
};

/**
 * Follows one accepted revalidation in the index. Never throws: a failure is logged and the
 * next build (at most REBUILD_EVERY_MS away, or sooner when asked) catches up.
 */
export async function indexAfterRevalidation(env: Env, change: Change): Promise<void> {
  const db = env.SEARCH_DB;
  if (!db) return;
  try {
    const named = namedArticles(change);
    const news = change.all || change.kinds.some((k) => NEWS_KINDS.has(k)) || named.length > 0;
    if (beyondNews(change) || named.length > MAX_NAMED_ARTICLES) await requestBuild(env);
    if (!news) return;
    const gens = await generations(db, config(env).siteDomain);
    if (gens.length === 0) return;
    const units = ['news:1', ...named.slice(0, MAX_NAMED_ARTICLES).map(articleKey)];
    const pending: Promise<unknown>[] = [];
    // The invocation's CMS calls, taken before each one like a build step's (step.ts).
    const budget = { left: STEP_CALL_BUDGET };
    const scope = (locale: Locale) =>
      createScope({ env, locale, budget, waitUntil: (p) => void pending.push(p.catch(() => undefined)) });
    const ctx: BuildContext = {
      scopes: { tc: scope('tc'), sc: scope('sc'), en: scope('en') },
      t: { tc: translator('tc'), sc: translator('sc'), en: translator('en') },
      // Its units (the news list, articles) are no route's page: no route describes them.
      pages: NO_PAGE_INDEXERS,
      day: today(env),
    };
    const results = await Promise.all(units.map((key) => runUnit(ctx, key)));
    await Promise.all(pending);
    const statements = gens.flatMap((gen) =>
      LOCALES.flatMap((locale) => {
        const docs = results.flatMap((r) => r.docs[locale]);
        const shown = new Set(docs.map((d) => d.id));
        // A named article with no document in this language: the CMS no longer has it there.
        const gone = named.map(articleKey).filter((id) => !shown.has(id));
        return [
          ...writeStatements(db, gen, locale, docs),
          ...(gone.length ? [deleteStatement(db, gen, locale, gone)] : []),
        ];
      }),
    );
    await db.batch(statements);
    log('info', 'search.changes.applied', { units: units.length, generations: gens });
  } catch (err) {
    log('error', 'search.changes.failed', { cause: String(err) });
  }
}
