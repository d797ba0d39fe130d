import { clearMemoryCache } from '@/upstream/cache';
import { clearSearchCache } from '@/upstream/search-cache';
import { resetProbes } from '@/ops/healthz';

/** Forgets every cache of the isolate (tests). */
export function resetIsolateCaches(): void {
  clearMemoryCache();
  clearSearchCache();
  resetProbes();
}
