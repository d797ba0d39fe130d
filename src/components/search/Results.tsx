import { DateText } from '@/components/DateText';
import { NoResults, ResultCount } from '@/components/content/SearchForm';
import { Pagination } from '@/components/Pagination';
import { href } from '@/lib/href';
import { useSite } from '@/render/context';
import { KEYWORD_MAX } from '@/search/keyword';
import { type Found, type Outcome, RESULT_KINDS, type ResultKind, show, totalOf } from '@/search/results';
import { Marked } from '@/components/search/Marked';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';

/** Results of each kind on the overview; the rest are on that kind's own pages. */
export const OVERVIEW_PER_KIND = 5;
/** Results per page of one kind (docs/REQUIREMENTS.md §9 generic paging). */
export const RESULTS_PAGE_SIZE = 10;

function Hit({ found, keyword }: { found: Found; keyword: string }) {
  const { locale } = useSite();
  const shown = show(found, keyword, locale);
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <a href={shown.href}>
          <Marked segments={shown.title} />
        </a>
      </h3>
      {shown.date ? <DateText value={shown.date} className="card__meta" /> : null}
      {shown.snippet.length ? (
        <p className="search-hit__snippet">
          <Marked segments={shown.snippet} />
        </p>
      ) : null}
    </li>
  );
}

function Group({
  kind,
  items,
  keyword,
  start = 0,
}: {
  kind: ResultKind;
  items: Found[];
  keyword: string;
  start?: number;
}) {
  const { t } = useSite();
  return (
    <ol className="search-hits" start={start + 1}>
      {items.map((found) => (
        <Hit
          key={found.kind === 'news' ? `news:${found.article.type}:${found.article.id}` : found.hit.doc.id}
          found={found}
          keyword={keyword}
        />
      ))}
      {items.length === 0 ? (
        <li className="search-hits__none">{t('siteSearch.none', { kind: t(`siteSearch.kinds.${kind}`) })}</li>
      ) : null}
    </ol>
  );
}

function Heading({ kind, count }: { kind: ResultKind; count: number }) {
  const { t } = useSite();
  return (
    <h2 id={`search-${kind}`}>
      {t(`siteSearch.kinds.${kind}`)} <span className="search-count">({count})</span>
    </h2>
  );
}

function Overview({ outcome }: { outcome: Outcome }) {
  const { locale, t } = useSite();
  return (
    <>
      {RESULT_KINDS.filter((k) => outcome.groups[k].length > 0).map((kind) => {
        const items = outcome.groups[kind];
        return (
          <section className="section search-group" key={kind} aria-labelledby={`search-${kind}`}>
            <Heading kind={kind} count={items.length} />
            <Group kind={kind} items={items.slice(0, OVERVIEW_PER_KIND)} keyword={outcome.keyword} />
            {items.length > OVERVIEW_PER_KIND ? (
              <p className="search-more">
                <a href={href('search', { keyword: outcome.keyword, kind }, locale)}>
                  {t('siteSearch.more', { count: items.length, kind: t(`siteSearch.kinds.${kind}`) })}
                </a>
              </p>
            ) : null}
          </section>
        );
      })}
    </>
  );
}

function KindPage({ outcome, kind, pageNum }: { outcome: Outcome; kind: ResultKind; pageNum: number }) {
  const { locale, t } = useSite();
  const items = outcome.groups[kind];
  const start = (pageNum - 1) * RESULTS_PAGE_SIZE;
  return (
    <section className="section search-group" aria-labelledby={`search-${kind}`}>
      <p className="search-more">
        <a href={href('search', { keyword: outcome.keyword }, locale)}>{t('siteSearch.allKinds')}</a>
      </p>
      <Heading kind={kind} count={items.length} />
      <Group
        kind={kind}
        items={items.slice(start, start + RESULTS_PAGE_SIZE)}
        keyword={outcome.keyword}
        start={start}
      />
      <Pagination
        current={pageNum}
        totalPage={Math.ceil(items.length / RESULTS_PAGE_SIZE)}
        url={href('search', { keyword: outcome.keyword, kind }, locale)}
      />
    </section>
  );
}

/** docs/REQUIREMENTS.md §8 'no results found' and its advice, plus where else to look. */
function Nothing() {
  const { locale, t } = useSite();
  return (
    <>
      <NoResults />
      <ul className="search-help">
        <li>
          <a href={href('page-sitemap', {}, locale)}>{t('siteSearch.sitemap')}</a>
        </li>
        <li>
          <a href={href('page-contact-us', {}, locale)}>{t('siteSearch.enquiry')}</a>
        </li>
      </ul>
    </>
  );
}

export interface ResultsProps {
  outcome: Outcome;
  kind: ResultKind | undefined;
  pageNum: number;
  truncated: boolean;
}

/** The whole-site results: grouped by kind, or one kind paged by links. */
export function Results({ outcome, kind, pageNum, truncated }: ResultsProps) {
  const { t } = useSite();
  const total = totalOf(outcome);
  return (
    <>
      <SiteSearchForm keyword={outcome.keyword} />
      {truncated ? <p className="search-note">{t('siteSearch.truncated', { max: KEYWORD_MAX })}</p> : null}
      {outcome.missing.map((k) => (
        <p className="search-note" role="note" key={k}>
          {t(`siteSearch.missing.${k}`)}
        </p>
      ))}
      {total === 0 ? (
        <Nothing />
      ) : (
        <>
          <ResultCount count={total} keyword={outcome.keyword} />
          {kind ? <KindPage outcome={outcome} kind={kind} pageNum={pageNum} /> : <Overview outcome={outcome} />}
        </>
      )}
    </>
  );
}
