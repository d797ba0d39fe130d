// The site index of one language, built once per data version and kept in the isolate.
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import type { RequestScope } from '@/request/scope';
import { type DataVersions, readVersions, stillCurrent } from '@/upstream/versions';
import { siteDocs } from '@/search/docs';
import { buildIndex, type DocKind, type SiteIndex } from '@/search/engine';
import { loadSources, missingKinds, sameVersion, versionOf } from '@/search/sources';

export interface BuiltIndex {
  index: SiteIndex;
  /** Kinds of result left out because their data could not be had. */
  missing: DocKind[];
}

interface Memo {
  /** The data versions it was built from (docs/ARCHITECTURE.md "Data versions"); none when a source failed. */
  versions: DataVersions | undefined;
  /** The cached answers it was built from: a partial index is kept while they stay the same. */
  answers: unknown[];
  built: BuiltIndex;
}

/**
 * Per site and language (`site|locale`). Concurrent first searches may each build; the last one kept wins. A build is
 * never shared as a promise across requests (see src/upstream/cache.ts on cross-request
 * promises in workerd).
 */
const memos = new Map<string, Memo>();

/** How many indexes this isolate has built (tests: the index is rebuilt only when data changes). */
export const buildStats = { builds: 0 };

/**
 * The index for this language. While every datum it was built from is still the same version
 * (a refresh that brings the same content included), the kept index is used; when one changes
 * or the CMS revalidates it, the index is built again from what the cache serves now.
 */
export async function siteIndex(scope: RequestScope, locale: Locale, t: Translate): Promise<BuiltIndex> {
  const key = `${scope.site}|${locale}`;
  // A preview (drafts, no cache) gets an index of its own, never kept: visitors must not meet drafts.
  const memo = scope.preview !== undefined ? undefined : memos.get(key);
  if (memo?.versions && (await stillCurrent(scope, memo.versions))) return memo.built;
  // Its own record of reads: the versions of the sources alone, not of the rest of the page.
  const own: RequestScope = { ...scope };
  const sources = await loadSources(own);
  const versions = readVersions(own);
  const answers = versionOf(sources);
  if (memo && !versions && !memo.versions && sameVersion(memo.answers, answers)) return memo.built;
  const docs = await siteDocs(sources, locale, t);
  const built = { index: buildIndex(docs), missing: missingKinds(sources) };
  buildStats.builds++;
  if (scope.preview === undefined) memos.set(key, { versions, answers, built });
  return built;
}
