import type { ReactNode } from 'react';
import type { SafePage, SafeSection } from '@/cms/types';
import { Accordion } from '@/components/Accordion';
import { ArticleList } from '@/components/content/ArticleList';
import { LastUpdated } from '@/components/content/ArticleView';
import { NoData } from '@/components/NoData';
import { PageTitle } from '@/components/PageTitle';
import { RichText } from '@/components/RichText';

/** The CMS page's own HTML body (already sanitised by the loader); nothing when empty. */
export function CmsBody({ page }: { page: Pick<SafePage, 'body'> }) {
  return page.body.trim() ? <RichText html={page.body} /> : null;
}

/** CMS sections as page sections with their own h2 (main content, e.g. a dean's message). */
export function CmsSections({ sections, idPrefix }: { sections: SafeSection[]; idPrefix: string }) {
  return (
    <>
      {sections.map((s, i) => (
        <section className="section" key={`${idPrefix}-${i}`} aria-labelledby={`${idPrefix}-${i}`}>
          <h2 id={`${idPrefix}-${i}`}>{s.title}</h2>
          <RichText html={s.body} />
        </section>
      ))}
    </>
  );
}

/** CMS sections as accordions (docs/REQUIREMENTS.md, FAQ-like content), for secondary detail. */
export function CmsAccordion({ sections, idPrefix }: { sections: SafeSection[]; idPrefix: string }) {
  if (!sections.length) return null;
  return (
    <Accordion
      items={sections.map((s, i) => ({ id: `${idPrefix}-${i}`, title: s.title, body: <RichText html={s.body} /> }))}
    />
  );
}

/**
 * A whole CMS content page: title, body, its sections as accordions and the articles it lists.
 * `children` are the page's own blocks (partners, vacancies...). A page with nothing at all to
 * show gets the no-data screen, not an empty frame.
 */
export function CmsPageView({
  page,
  children,
  kicker,
  lead,
}: {
  page: SafePage;
  children?: ReactNode;
  kicker?: string;
  /** The page's own block that comes before the CMS body (the funds of the giving page). */
  lead?: ReactNode;
}) {
  const hasBody = page.body.trim() !== '';
  const empty = !hasBody && page.sections.length === 0 && page.articles.length === 0 && !children && !lead;
  const idPrefix = `section-${page.alias ?? 'page'}`;
  return (
    <>
      <PageTitle title={page.title} {...(kicker ? { kicker } : {})} />
      {empty ? <NoData /> : null}
      {lead}
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
      {page.updated ? (
        <p className="page-updated">
          <LastUpdated day={page.updated} />
        </p>
      ) : null}
    </>
  );
}
