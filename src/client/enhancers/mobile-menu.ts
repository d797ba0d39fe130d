/**
 * The mobile menu is a <details> disclosure that works without JavaScript. This adds what a
 * script can: Escape closes it and returns focus, and a click outside closes it.
 */
export function enhance(root: HTMLElement): void {
  const details = root.querySelector<HTMLDetailsElement>('details.nav-toggle');
  if (!details) return;
  const summary = details.querySelector('summary');
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && details.open) {
      details.open = false;
      summary?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  // Submenus: Escape inside one closes it and returns to its toggle.
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const sub = (event.target as Element).closest<HTMLDetailsElement>('details.nav-sub');
    if (sub?.open) {
      sub.open = false;
      sub.querySelector('summary')?.focus();
      event.stopPropagation();
    }
  });
}
