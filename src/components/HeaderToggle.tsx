/**
 * A header button made of a checkbox and its label, so what it opens (the menu, the search box)
 * opens without JavaScript (header.css, nav.css); `kind` names its classes and its icon.
 */
export function HeaderToggle({
  id,
  kind,
  controls,
  text,
}: {
  id: string;
  kind: 'nav' | 'search';
  controls: string;
  text: string;
}) {
  return (
    <>
      <input type="checkbox" id={id} className={`${kind}-toggle-input`} aria-controls={controls} />
      <label htmlFor={id} className={`${kind}-toggle-label`}>
        <span className={`${kind}-toggle-label__icon`} aria-hidden="true" />
        <span className={`${kind}-toggle-label__text`}>{text}</span>
      </label>
    </>
  );
}
