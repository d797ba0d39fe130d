import type { SafeHtml } from '../RichText';
import type { Article, ArticleSummary } from '../../upstream/schemas';

/** An article whose body has been through the sanitiser (and its links localised). */
export type SafeArticle = Omit<Article, 'body'> & { body: SafeHtml };

export interface SafeSection {
  title: string;
  body: SafeHtml;
}

/** A CMS content page (GET /api/menu/{alias}) made safe for rendering. */
export interface SafeMenuPage {
  alias: string | undefined;
  title: string;
  body: SafeHtml;
  sections: SafeSection[];
  articles: ArticleSummary[];
}
