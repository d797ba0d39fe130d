// The content page answered by /api/menu/{idOrAlias}.
import type { T3 } from '../lib';

export interface Section {
  title: T3;
  body: T3;
}

export interface DemoPage {
  alias: string;
  /** Used as menuId when no menu item points at the page. */
  id: number;
  title: T3;
  body: T3;
  /** Rendered by the site as accordions. */
  sections?: Section[];
  /** Article summaries of this type are listed with the page. */
  articles?: 'subject';
  /** When its content last changed (docs/UPSTREAM.md §4 `updated`). */
  updated?: string;
}

export const sec = (title: T3, body: T3): Section => ({ title, body });
