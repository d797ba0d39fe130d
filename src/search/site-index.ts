// The site index of one language, built once per data version and kept in the isolate.
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { UpstreamCtx } from '@/upstream/client';
import { siteDocs, type FixedPage } from './docs';
import { buildIndex, type DocKind, type SiteIndex } from './engine';
import { loadSources, missingKinds, sameVersion, versionOf } from './sources';

export interface BuiltIndex {
  index: SiteIndex;
  /** Kinds of result left out because their data could not be had. */
  missing: DocKind[];
}

interface Memo {
  version: unknown[];
  built: BuiltIndex;
}

/**
 * Per language. Concurrent first searches may each build; the last one kept wins. A build is
 * never shared as a promise across requests (see src/upstream/cache.ts on cross-request
 * promises in workerd).
 */
const memos = new Map<Locale, Memo>();

/** How many indexes this isolate has built (tests: the index is rebuilt only when data changes). */
export const buildStats = { builds: 0 };

export async function siteIndex(
  ctx: UpstreamCtx,
  locale: Locale,
  t: Translate,
  fixed: readonly FixedPage[],
): Promise<BuiltIndex> {
  const sources = await loadSources(ctx);
  const version = versionOf(sources);
  const memo = memos.get(locale);
  if (memo && sameVersion(memo.version, version)) return memo.built;
  const docs = await siteDocs(sources, locale, t, fixed);
  const built = { index: buildIndex(docs), missing: missingKinds(sources) };
  buildStats.builds++;
  memos.set(locale, { version, built });
  return built;
}
