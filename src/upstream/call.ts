// The one way every CMS call goes (api.ts names them): counted for the page's status, and sent
// through the data cache (cache.ts) or straight to the CMS (http.ts).
import type { RequestScope } from '@/request/scope';
import { cached, cachedAnswer } from '@/upstream/cache';
import { cacheKey } from '@/upstream/cache-entry';
import { logUpstreamError } from '@/upstream/errors';
import { type CallSpec, fetchFromCms, queryString } from '@/upstream/http';
import { track } from '@/upstream/outcomes';

/**
 * One upstream call, counted for the page's status (none of its data could be had → 503,
 * outcomes.ts): cached calls through the isolate memory and KV layers (cache.ts), the others
 * (enquiry save, captcha check, a draft preview) straight to the CMS.
 */
export function call<T>(scope: RequestScope, spec: CallSpec<T>): Promise<T> {
  return track(scope, uncounted(scope, spec));
}

async function uncounted<T>(scope: RequestScope, spec: CallSpec<T>): Promise<T> {
  const lang = spec.langOverride ?? scope.lang;
  if (!spec.cache || scope.preview !== undefined) {
    try {
      return (await fetchFromCms(scope, spec, lang)).value;
    } catch (err) {
      logUpstreamError(scope.id, err, false);
      throw err;
    }
  }
  const key = cacheKey({
    method: spec.method,
    path: spec.path,
    query: queryString(spec.query),
    lang,
    site: scope.site,
    body: spec.method === 'POST' ? JSON.stringify(spec.body ?? {}) : undefined,
  });
  if (spec.cache === 'answers') return cachedAnswer(scope, key, () => fetchFromCms(scope, spec, lang));
  return cached(scope, { key, schema: spec.schema, load: (s) => fetchFromCms(s, spec, lang) });
}
