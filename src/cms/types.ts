import type { SafeHtml } from '@/security/safe-html';
import type { Article, ArticleSummary } from '@/upstream/schemas';

export interface SafeSection {
  title: string;
  body: SafeHtml;
}

/** A CMS page (GET /api/menu/{alias}) whose HTML has been through the sanitiser. */
export interface SafePage {
  alias: string | undefined;
  title: string;
  body: SafeHtml;
  sections: SafeSection[];
  articles: ArticleSummary[];
  /** When the CMS last changed it, if it says (docs/UPSTREAM.md §4). */
  updated?: string | undefined;
}

/** An article whose body has been through the sanitiser (and its links localised). */
export type SafeArticle = Omit<Article, 'body'> & { body: SafeHtml };
