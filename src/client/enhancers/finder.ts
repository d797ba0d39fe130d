/**
 * The programme finder's form works as a plain GET form. This adds what a script can: a change
 * of any choice (a filter, the kind of student) submits it at once, so the results and counts
 * follow without a press of the button. The keyword still waits for Enter or the button.
 */
export function enhance(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('form');
  form?.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type === 'radio'))
      form.requestSubmit();
  });
}
