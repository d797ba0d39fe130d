import { clearMemoryCache } from '@/upstream/cache';
import { clearSearchCache } from '@/upstream/search-cache';
import { resetIsolate } from '@/lib/isolate';

/** Forgets every cache of the isolate (tests). */
export function resetIsolateCaches(): void {
  clearMemoryCache();
  clearSearchCache();
  resetIsolate();
}
