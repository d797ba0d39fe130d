import { fill, localHours, type OfficeHoursProps } from '@/contact/hours';

/**
 * The office hours on the visitor's own clock, below Hong Kong's (src/contact/hours.ts): the
 * browser knows its zone (Intl), the server does not. Nothing is added where that clock is Hong
 * Kong's, or where the browser cannot name its zone; the server's rows and zone stand alone.
 */
export function enhance(root: HTMLElement, props: Record<string, unknown>): void {
  const { rows, intl, text, yours } = props as unknown as OfficeHoursProps;
  let local: ReturnType<typeof localHours>;
  try {
    local = localHours(rows, { intl, now: Date.now(), text });
  } catch {
    return;
  }
  if (!local?.zone) return;
  const box = document.createElement('div');
  box.className = 'office-hours__local';
  const label = document.createElement('p');
  label.textContent = fill(yours, { zone: local.zone });
  const list = document.createElement('ul');
  for (const line of local.lines) {
    const item = document.createElement('li');
    item.textContent = line;
    list.appendChild(item);
  }
  box.appendChild(label);
  box.appendChild(list);
  root.appendChild(box);
}
