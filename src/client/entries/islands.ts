import { adoptStyles } from '@/client/island-styles';
import { ISLANDS, type IslandName, type Loaded } from '@/client/loaders';
import printRules from '@/client/print.island.css';
import { guardedReload } from '@/client/reload-guard';

/** How far below the viewport a React island starts loading: about a screen of scrolling. */
const NEAR = '0px 0px 600px 0px';

/**
 * Finds every island marker on the page and brings it to life, each from its own chunk: an
 * enhancer at once, a React island (and React with it) once it comes near the viewport.
 */
function boot(): void {
  // The print rules (src/styles/print.css), which no page's stylesheet carries: paper needs them,
  // the first render does not. Where the browser cannot adopt them, the page prints as it shows.
  adoptStyles(printRules);
  const near =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer.unobserve(entry.target);
              void start(entry.target as HTMLElement);
            }
          },
          { rootMargin: NEAR },
        )
      : undefined;
  for (const el of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const island = ISLANDS[el.dataset.island as IslandName];
    if (!island) continue;
    if (island.kind === 'react' && near) near.observe(el);
    else void start(el);
  }
}

async function start(el: HTMLElement): Promise<void> {
  const name = el.dataset.island as IslandName;
  if (el.dataset.islandReady) return;
  el.dataset.islandReady = 'pending';
  let loaded: Loaded;
  try {
    loaded = await ISLANDS[name].load();
  } catch (error) {
    // A chunk that cannot load (a deploy replaced it) is fixed by one fresh page load (docs/REQUIREMENTS.md §2).
    console.warn('island chunk failed to load', name, error);
    guardedReload();
    return;
  }
  const props = el.dataset.props ? (JSON.parse(el.dataset.props) as Record<string, unknown>) : {};
  if (loaded.kind === 'dom') {
    // Where the browser cannot adopt the enhancer's rules, its server markup stays as it is.
    if (loaded.styles !== undefined && !adoptStyles(loaded.styles)) {
      el.dataset.islandReady = 'unstyled';
      return;
    }
    loaded.enhance(el, props);
  } else {
    const { hydrate } = await import('@/client/hydrate');
    hydrate(el, loaded.Component, props, name);
  }
  el.dataset.islandReady = 'true';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot);
else boot();
