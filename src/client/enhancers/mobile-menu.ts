/**
 * The mobile menu is a checkbox toggle that works without JavaScript. This adds what a script
 * can: Escape closes it (and an open submenu) and returns focus to its toggle, a click outside
 * closes it, and opening one submenu closes its siblings.
 */
export function enhance(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLInputElement>('.nav-toggle-input');
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const sub = (event.target as Element).closest<HTMLDetailsElement>('details.nav-sub');
    if (sub?.open) {
      sub.open = false;
      sub.querySelector('summary')?.focus();
    } else if (toggle?.checked) {
      toggle.checked = false;
      toggle.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const open of Array.from(root.querySelectorAll<HTMLDetailsElement>('details.nav-sub[open]'))) {
      if (!open.contains(target)) open.open = false;
    }
  });
  root.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !opened.matches('details.nav-sub')) return;
      for (const other of Array.from(root.querySelectorAll<HTMLDetailsElement>('details.nav-sub[open]'))) {
        if (other !== opened && !other.contains(opened)) other.open = false;
      }
    },
    true,
  );
}
