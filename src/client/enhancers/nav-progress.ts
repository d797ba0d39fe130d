import styles from './nav-progress.island.css';

/** The rules of the markup this enhancer draws, adopted before it runs (src/client/island-styles.ts). */
export { styles };

/**
 * The navigation progress bar: a slim bar at the top of the window from the moment a link is
 * followed (or a GET form sent) until the next page replaces this one. Pages that wait for
 * their data before the first byte show nothing else meanwhile; streamed pages keep their own
 * loading indicator. Decorative (the browser announces the load), and static under reduced
 * motion (the CSS decides).
 */
const GIVE_UP_MS = 15_000;

/** A click the browser will turn into a same-site page load in this tab. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return false;
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // Only the hash changes: the page scrolls, nothing loads.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

export function enhance(root: HTMLElement): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    root.classList.remove('is-active');
  };
  const start = () => {
    stop();
    // Restart the animation from zero, even if it was running.
    void root.offsetWidth;
    root.classList.add('is-active');
    // A link that loads nothing after all (a download, a 204): the bar does not stay forever.
    timer = setTimeout(stop, GIVE_UP_MS);
  };
  document.addEventListener('click', (event) => {
    if (leavesPage(event)) start();
  });
  document.addEventListener('submit', (event) => {
    // Forms that a script handles in place (the enquiry form) have prevented the load already.
    if (!event.defaultPrevented && event.target instanceof HTMLFormElement && !event.target.target) start();
  });
  // Back/forward cache: the page comes back as it was left, bar included; hide it.
  window.addEventListener('pageshow', stop);
}
