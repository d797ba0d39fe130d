import type { ReactNode } from 'react';
import { Accordion } from '../Accordion';
import { NoData } from '../NoData';
import { PageTitle } from '../PageTitle';
import { RichText } from '../RichText';
import { ArticleList } from './ArticleList';
import type { SafeMenuPage } from './types';

/**
 * A CMS content page: title, body, its sections as accordions (SPEC §2, FAQ-like content) and
 * the articles it lists. `children` are the page's own blocks (partners, vacancies...). A page
 * with nothing at all to show gets the no-data screen, not an empty frame.
 */
export function MenuPageView({
  page,
  children,
  kicker,
}: {
  page: SafeMenuPage;
  children?: ReactNode;
  kicker?: string;
}) {
  const hasBody = page.body.trim() !== '';
  const empty = !hasBody && page.sections.length === 0 && page.articles.length === 0 && !children;
  const idPrefix = `section-${page.alias ?? 'page'}`;
  return (
    <>
      <PageTitle title={page.title} {...(kicker ? { kicker } : {})} />
      {empty ? <NoData /> : null}
      {hasBody ? <RichText html={page.body} /> : null}
      {page.sections.length > 0 ? (
        <Accordion
          items={page.sections.map((s, i) => ({
            id: `${idPrefix}-${i + 1}`,
            title: s.title,
            body: <RichText html={s.body} />,
          }))}
        />
      ) : null}
      {page.articles.length > 0 ? <ArticleList items={page.articles} /> : null}
      {children}
    </>
  );
}
