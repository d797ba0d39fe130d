import type { SuggestLabels, SuggestProps } from '@/components/SearchBox';
import styles from './search-suggest.island.css';

/** The rules of the markup this enhancer draws, adopted before it runs (src/client/island-styles.ts). */
export { styles };
/**
 * Suggestions under the header's search box, as the visitor types: the ARIA combobox pattern
 * (list autocomplete, focus stays in the input, the active option named by
 * aria-activedescendant), the best matches of every kind first, then the options grouped by
 * kind, each group under a label (the listbox with grouped options of the ARIA Authoring Practices). The box stays a plain GET form: Enter
 * without a chosen suggestion submits it to the results page, as it does without JavaScript.
 */

interface Suggestion {
  kind: string;
  title: string;
  href: string;
  /** One of the best matches of every kind, listed first under their own label. */
  best?: boolean;
}

const DEBOUNCE_MS = 200;
/** The best matches' group (not a kind: kinds are lower-case letters only). */
const BEST = 'best-matches';

function readSuggestions(data: unknown): Suggestion[] {
  const results = (data as { results?: unknown })?.results;
  if (!Array.isArray(results)) return [];
  return results.filter(
    (r): r is Suggestion =>
      typeof r?.title === 'string' &&
      typeof r?.kind === 'string' &&
      /^[a-z]+$/.test(r.kind) &&
      typeof r?.href === 'string' &&
      r.href.startsWith('/') &&
      !r.href.startsWith('//') &&
      (r.best === undefined || typeof r.best === 'boolean'),
  );
}

/** The words of the first answer that brings them (asked for with `labels=1`), if well-formed. */
function readLabels(data: unknown): SuggestLabels | undefined {
  const l = (data as { labels?: Partial<SuggestLabels> })?.labels;
  const text = (x: unknown): x is string => typeof x === 'string';
  if (!l || ![l.listLabel, l.countOne, l.countOther, l.none, l.best, l.intl].every(text)) return undefined;
  if (typeof l.kinds !== 'object' || l.kinds === null || !Object.values(l.kinds).every(text)) return undefined;
  return l as SuggestLabels;
}

/**
 * The list and the live status, added to the form; the input becomes the combobox. The list is
 * named once the words arrive with the first suggestions, before it is ever shown.
 */
function build(form: HTMLFormElement, input: HTMLInputElement) {
  const list = document.createElement('ul');
  list.id = `${input.id}-suggestions`;
  list.className = 'search-suggest__list';
  list.setAttribute('role', 'listbox');
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
  input.setAttribute('aria-controls', list.id);
  input.autocomplete = 'off';
  return { list, status };
}

/** The suggestions of one search box: what was fetched, which option is active, and the keys. */
class Suggest {
  private items: Suggestion[] = [];
  private active = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: AbortController | undefined;
  /** The words around the suggestions, with their plural rules: asked for until they come. */
  private labels: { words: SuggestLabels; plural: Intl.PluralRules } | undefined;

  constructor(
    private readonly input: HTMLInputElement,
    private readonly list: HTMLUListElement,
    private readonly status: HTMLElement,
    private readonly props: SuggestProps,
  ) {
    input.addEventListener('input', () => this.onInput());
    input.addEventListener('keydown', (event) => this.onKeyDown(event));
    // Keep the focus in the input while an option is clicked; close when the focus leaves.
    list.addEventListener('mousedown', (event) => event.preventDefault());
    input.addEventListener('blur', () => this.open(false));
    input.addEventListener('focus', () => {
      if (this.items.length > 0) this.open(true);
    });
  }

  private options(): HTMLElement[] {
    return Array.from(this.list.querySelectorAll<HTMLElement>('[role="option"]'));
  }

  private setActive(index: number): void {
    this.active = index;
    const all = this.options();
    for (const [i, el] of all.entries()) el.setAttribute('aria-selected', String(i === index));
    const el = all[index];
    if (el) {
      this.input.setAttribute('aria-activedescendant', el.id);
      el.scrollIntoView({ block: 'nearest' });
    } else this.input.removeAttribute('aria-activedescendant');
  }

  private open(yes: boolean): void {
    this.list.hidden = !yes;
    this.input.setAttribute('aria-expanded', String(yes));
    if (!yes) this.setActive(-1);
  }

  private go(index: number): void {
    const target = this.items[index];
    if (target) window.location.assign(target.href);
  }

  private option(item: Suggestion, i: number): HTMLLIElement {
    const li = document.createElement('li');
    li.id = `${this.list.id}-${i}`;
    li.className = 'search-suggest__option';
    li.setAttribute('role', 'option');
    li.setAttribute('aria-selected', 'false');
    li.textContent = item.title;
    li.addEventListener('click', () => this.go(i));
    return li;
  }

  /** One group's options under its label: a group of the listbox, labelled by its first item. */
  private group(key: string, options: HTMLLIElement[]): HTMLLIElement {
    const label = document.createElement('li');
    label.id = `${this.list.id}-${key}`;
    label.className = 'search-suggest__kind';
    label.setAttribute('role', 'presentation');
    const words = this.labels?.words;
    label.textContent = key === BEST ? (words?.best ?? '') : (words?.kinds[key] ?? key);
    const group = document.createElement('ul');
    group.setAttribute('role', 'group');
    group.setAttribute('aria-labelledby', label.id);
    group.replaceChildren(label, ...options);
    const wrapper = document.createElement('li');
    wrapper.setAttribute('role', 'presentation');
    wrapper.appendChild(group);
    return wrapper;
  }

  private render(items: Suggestion[]): void {
    this.items = items;
    // The answer comes in its order: the best matches (`best`), then each kind's suggestions
    // together, the best kind first.
    const groups: { key: string; options: HTMLLIElement[] }[] = [];
    items.forEach((item, i) => {
      const key = item.best ? BEST : item.kind;
      const last = groups[groups.length - 1];
      if (last?.key === key) last.options.push(this.option(item, i));
      else groups.push({ key, options: [this.option(item, i)] });
    });
    this.list.replaceChildren(...groups.map((g) => this.group(g.key, g.options)));
    const n = items.length;
    if (this.labels) {
      const { words, plural } = this.labels;
      const template = n === 0 ? words.none : plural.select(n) === 'one' ? words.countOne : words.countOther;
      this.status.textContent = template.replace('{count}', String(n));
    }
    this.open(n > 0);
  }

  /** No list (and no stale one): `message` is announced instead. */
  private clear(message: string): void {
    this.items = [];
    this.list.replaceChildren();
    this.status.textContent = message;
    this.open(false);
  }

  private async fetchSuggestions(keyword: string): Promise<void> {
    this.pending?.abort();
    const mine = new AbortController();
    this.pending = mine;
    try {
      const ask = this.labels ? '' : '&labels=1';
      const res = await fetch(`${this.props.endpoint}?keyword=${encodeURIComponent(keyword)}${ask}`, {
        headers: { Accept: 'application/json' },
        signal: mine.signal,
      });
      const data: unknown = res.ok ? await res.json() : undefined;
      if (mine.signal.aborted) return;
      if (res.ok) {
        const words = this.labels ? undefined : readLabels(data);
        if (words) {
          this.labels = { words, plural: new Intl.PluralRules(words.intl) };
          this.list.setAttribute('aria-label', words.listLabel);
        }
        return this.render(readSuggestions(data));
      }
      // Limited or failing: quietly no suggestions (no stale list); Enter still searches.
      this.clear('');
    } catch {
      // Aborted by a newer keystroke, or offline: the form still works without suggestions.
    }
  }

  private onInput(): void {
    clearTimeout(this.timer);
    const keyword = this.input.value.trim();
    if (!keyword) {
      this.pending?.abort();
      this.clear('');
      return;
    }
    this.timer = setTimeout(() => void this.fetchSuggestions(keyword), DEBOUNCE_MS);
  }

  private onKeyDown(event: KeyboardEvent): void {
    const n = this.items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (n === 0) return;
      event.preventDefault();
      if (this.list.hidden) this.open(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.setActive(this.active === -1 && step === -1 ? n - 1 : (this.active + step + n) % n);
    } else if (event.key === 'Enter' && !this.list.hidden && this.active >= 0) {
      event.preventDefault();
      this.go(this.active);
    } else if (event.key === 'Escape') {
      if (!this.list.hidden) {
        event.preventDefault();
        event.stopPropagation();
        this.open(false);
      } else if (this.input.value) {
        event.preventDefault();
        this.input.value = '';
      }
    }
  }
}

export function enhance(root: HTMLElement, raw: Record<string, unknown>): void {
  const props = raw as unknown as SuggestProps;
  const form = root.querySelector('form');
  const input = form?.querySelector<HTMLInputElement>('input[name="keyword"]');
  if (!form || !input || !props.endpoint) return;
  const { list, status } = build(form, input);
  new Suggest(input, list, status, props);
}
