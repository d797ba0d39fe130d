/**
 * docs/REQUIREMENTS.md §2 accordion: <details>/<summary> blocks open and close without JavaScript; with it, a
 * click on the header, title or inner header toggles the open state and the body's height
 * animates (skipped under prefers-reduced-motion).
 */
export function enhance(root: HTMLElement): void {
  const reduce = matchMedia('(prefers-reduced-motion: reduce)');
  for (const details of Array.from(root.querySelectorAll<HTMLDetailsElement>('details.accordion'))) {
    const summary = details.querySelector('summary');
    const body = details.querySelector<HTMLElement>('.accordion__body');
    if (!summary || !body) continue;
    details
      .querySelector('.accordion__inner-header')
      ?.addEventListener('click', () => toggle(details, body, reduce.matches));
    summary.addEventListener('click', (event) => {
      event.preventDefault();
      toggle(details, body, reduce.matches);
    });
  }
}

function toggle(details: HTMLDetailsElement, body: HTMLElement, instant: boolean): void {
  const opening = !details.open;
  details.classList.toggle('is-open', opening);
  if (instant || typeof body.animate !== 'function') {
    details.open = opening;
    return;
  }
  if (opening) details.open = true;
  const full = `${body.scrollHeight}px`;
  const animation = body.animate(
    { height: opening ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
    { duration: 220, easing: 'ease-out' },
  );
  animation.onfinish = () => {
    if (!opening) details.open = false;
  };
}
