import { LOADERS, type Loaded } from '@/client/loaders';
import type { IslandName } from '@/client/registry';
import { guardedReload } from '@/client/reload-guard';

/** Finds every island marker on the page and brings it to life, each from its own chunk. */
async function boot(): Promise<void> {
  const markers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
  await Promise.all(markers.map(start));
}

async function start(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  const loader = LOADERS[name];
  if (!loader || el.dataset.islandReady) return;
  el.dataset.islandReady = 'pending';
  let loaded: Loaded;
  try {
    loaded = await loader();
  } catch (error) {
    // A chunk that cannot load (a deploy replaced it) is fixed by one fresh page load (docs/REQUIREMENTS.md §2).
    console.warn('island chunk failed to load', name, error);
    guardedReload();
    return;
  }
  const props = el.dataset.props ? (JSON.parse(el.dataset.props) as Record<string, unknown>) : {};
  if (loaded.kind === 'dom') {
    loaded.enhance(el, props);
  } else {
    const { hydrate } = await import('@/client/hydrate');
    hydrate(el, loaded.Component, props, name);
  }
  el.dataset.islandReady = 'true';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void boot());
else void boot();
