/**
 * The header's search button on phones and tablets is a checkbox toggle that opens the search
 * box without JavaScript. This adds what a script can: the box takes focus when it opens, and
 * Escape in it closes it again and returns to the button.
 */
export function enhance(root: HTMLElement): void {
  const toggle = root.querySelector<HTMLInputElement>('.search-toggle-input');
  const box = () => document.getElementById('site-search');
  toggle?.addEventListener('change', () => {
    if (toggle.checked) box()?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !toggle?.checked || event.target !== box()) return;
    toggle.checked = false;
    toggle.focus();
  });
}
