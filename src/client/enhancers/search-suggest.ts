/**
 * Suggestions under the header's search box, as the visitor types: the ARIA combobox pattern
 * (list autocomplete, focus stays in the input, the active option named by
 * aria-activedescendant). The box stays a plain GET form: Enter without a chosen suggestion
 * submits it to the results page, as it does without JavaScript.
 */
export interface SuggestProps {
  /** The suggestions endpoint in the page's language ('/en/search/suggest'). */
  endpoint: string;
  listLabel: string;
  /** Announced when suggestions arrive; '{count}' stands for their number. */
  countOne: string;
  countOther: string;
  none: string;
  /** Names of the kinds of result ('page', 'programme', 'person', 'news'). */
  kinds: Record<string, string>;
  /** The rules of plural forms of the page's language (Intl). */
  intl: string;
}

interface Suggestion {
  kind: string;
  title: string;
  href: string;
}

const DEBOUNCE_MS = 200;

function readSuggestions(data: unknown): Suggestion[] {
  const results = (data as { results?: unknown })?.results;
  if (!Array.isArray(results)) return [];
  return results.filter(
    (r): r is Suggestion =>
      typeof r?.title === 'string' && typeof r?.href === 'string' && r.href.startsWith('/') && !r.href.startsWith('//'),
  );
}

export function enhance(root: HTMLElement, raw: Record<string, unknown>): void {
  const props = raw as unknown as SuggestProps;
  const form = root.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
  if (!form || !input || !props.endpoint) return;
  const listId = `${input.id}-suggestions`;
  const list = document.createElement('ul');
  list.id = listId;
  list.className = 'search-suggest__list';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', props.listLabel);
  list.hidden = true;
  const status = document.createElement('div');
  status.className = 'visually-hidden';
  status.setAttribute('role', 'status');
  form.classList.add('search-suggest');
  form.appendChild(list);
  form.appendChild(status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);
  input.autocomplete = 'off';

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  const plural = new Intl.PluralRules(props.intl);
  const options = () => Array.from(list.children) as HTMLElement[];

  const setActive = (index: number) => {
    active = index;
    const all = options();
    for (const [i, el] of all.entries()) el.setAttribute('aria-selected', String(i === index));
    const el = all[index];
    if (el) {
      input.setAttribute('aria-activedescendant', el.id);
      el.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const open = (yes: boolean) => {
    list.hidden = !yes;
    input.setAttribute('aria-expanded', String(yes));
    if (!yes) setActive(-1);
  };
  const go = (index: number) => {
    const target = items[index];
    if (target) window.location.assign(target.href);
  };

  const render = () => {
    list.replaceChildren(
      ...items.map((item, i) => {
        const li = document.createElement('li');
        li.id = `${listId}-${i}`;
        li.className = 'search-suggest__option';
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        li.textContent = item.title;
        const kind = document.createElement('span');
        kind.className = 'search-suggest__kind';
        kind.textContent = props.kinds[item.kind] ?? '';
        li.appendChild(kind);
        li.addEventListener('click', () => go(i));
        return li;
      }),
    );
    const n = items.length;
    const template = n === 0 ? props.none : plural.select(n) === 'one' ? props.countOne : props.countOther;
    status.textContent = template.replace('{count}', String(n));
    open(n > 0);
  };

  const fetchSuggestions = async (keyword: string) => {
    pending?.abort();
    const mine = new AbortController();
    pending = mine;
    try {
      const res = await fetch(`${props.endpoint}?keyword=${encodeURIComponent(keyword)}`, {
        headers: { Accept: 'application/json' },
        signal: mine.signal,
      });
      const data: unknown = await res.json();
      if (mine.signal.aborted) return;
      if (!res.ok) {
        // Rate limited or failing: say so once, show no stale list.
        items = [];
        list.replaceChildren();
        open(false);
        const error = (data as { error?: unknown })?.error;
        status.textContent = typeof error === 'string' ? error : '';
        return;
      }
      items = readSuggestions(data);
      render();
    } catch {
      // Aborted by a newer keystroke, or offline: the form still works without suggestions.
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    const keyword = input.value.trim();
    if (!keyword) {
      pending?.abort();
      items = [];
      list.replaceChildren();
      status.textContent = '';
      open(false);
      return;
    }
    timer = setTimeout(() => void fetchSuggestions(keyword), DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const n = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (n === 0) return;
      event.preventDefault();
      if (list.hidden) open(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 && step === -1 ? n - 1 : (active + step + n) % n);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      go(active);
    } else if (event.key === 'Escape') {
      if (!list.hidden) {
        event.preventDefault();
        event.stopPropagation();
        open(false);
      } else if (input.value) {
        event.preventDefault();
        input.value = '';
      }
    }
  });
  // Keep the focus in the input while an option is clicked; close when the focus leaves.
  list.addEventListener('mousedown', (event) => event.preventDefault());
  input.addEventListener('blur', () => open(false));
  input.addEventListener('focus', () => {
    if (items.length > 0) open(true);
  });
}
