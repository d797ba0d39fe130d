import { LOCALE_INFO } from '@/i18n/locales';
import { DateText } from '@/components/DateText';
import { NoResults, ResultCount } from '@/components/content/SearchForm';
import { Pagination } from '@/components/Pagination';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { KEYWORD_MAX } from '@/search/keyword';
import type { Hit as FoundHit } from '@/search/engine';
import { type Group, type Outcome, type ResultKind, show } from '@/search/results';
import { Marked } from '@/components/search/Marked';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';

/** Results of each kind on the overview; the rest are on that kind's own pages. */
export const OVERVIEW_PER_KIND = 5;
/** Results per page of one kind (docs/REQUIREMENTS.md §9 generic paging). */
export const RESULTS_PAGE_SIZE = 10;

/** One result; `withKind`: its kind named under the title (the best matches, of every kind). */
function Hit({ hit, marks, withKind = false }: { hit: FoundHit; marks: readonly string[]; withKind?: boolean }) {
  const { locale, t } = useSite();
  const shown = show(hit, marks, locale);
  return (
    <li className="search-hit">
      <h3 className="search-hit__title">
        <a href={shown.href}>
          <Marked segments={shown.title} />
        </a>
      </h3>
      {withKind ? <p className="search-hit__kind">{t(`siteSearch.kinds.${hit.kind}`)}</p> : null}
      {shown.date ? <DateText value={shown.date} className="card__meta" /> : null}
      {shown.snippet.length ? (
        <p className="search-hit__snippet">
          <Marked segments={shown.snippet} />
        </p>
      ) : null}
    </li>
  );
}

function Hits({ group, marks, start = 0 }: { group: Group; marks: readonly string[]; start?: number }) {
  const { t } = useSite();
  return (
    <ol className="search-hits" start={start + 1}>
      {group.hits.map((hit) => (
        <Hit key={hit.id} hit={hit} marks={marks} />
      ))}
      {group.hits.length === 0 ? (
        <li className="search-hits__none">{t('siteSearch.none', { kind: t(`siteSearch.kinds.${group.kind}`) })}</li>
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

/**
 * The overall best results, whatever their kind, above the groups. Each is also in its kind's
 * group below, so that a group still shows every result of its kind a visitor scans it for.
 */
function Best({ hits, marks }: { hits: readonly FoundHit[]; marks: readonly string[] }) {
  const { t } = useSite();
  return (
    <section className="section search-group search-best" aria-labelledby="search-best">
      <h2 id="search-best">{t('siteSearch.best')}</h2>
      <ol className="search-hits">
        {hits.map((hit) => (
          <Hit key={hit.id} hit={hit} marks={marks} withKind />
        ))}
      </ol>
    </section>
  );
}

/** The best matches of every kind, then every kind with results, the kind of the best result first. */
function Overview({ outcome }: { outcome: Outcome }) {
  const { locale, t } = useSite();
  return (
    <>
      {outcome.best.length ? <Best hits={outcome.best} marks={outcome.marks} /> : null}
      {outcome.groups.map((group) => (
        <section className="section search-group" key={group.kind} aria-labelledby={`search-${group.kind}`}>
          <Heading kind={group.kind} count={group.total} />
          <Hits group={group} marks={outcome.marks} />
          {group.total > group.hits.length ? (
            <p className="search-more">
              <a href={href('search', { keyword: outcome.keyword, kind: group.kind }, locale)}>
                {t('siteSearch.more', { count: group.total, kind: t(`siteSearch.kinds.${group.kind}`) })}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}

function KindPage({ outcome, kind, pageNum }: { outcome: Outcome; kind: ResultKind; pageNum: number }) {
  const { locale, t } = useSite();
  const group = outcome.groups.find((g) => g.kind === kind) ?? { kind, hits: [], total: 0 };
  return (
    <section className="section search-group" aria-labelledby={`search-${kind}`}>
      <p className="search-more">
        <a href={href('search', { keyword: outcome.keyword }, locale)}>{t('siteSearch.allKinds')}</a>
      </p>
      <Heading kind={kind} count={group.total} />
      <Hits group={group} marks={outcome.marks} start={(pageNum - 1) * RESULTS_PAGE_SIZE} />
      <Pagination
        current={pageNum}
        totalPage={Math.ceil(group.total / RESULTS_PAGE_SIZE)}
        url={href('search', { keyword: outcome.keyword, kind }, locale)}
      />
    </section>
  );
}

/**
 * docs/REQUIREMENTS.md §8 'no results found' and its advice, a query of the index's own words
 * that finds something ("did you mean"), and where else to look.
 */
function Nothing({ didYouMean }: { didYouMean: string | undefined }) {
  const { locale, t } = useSite();
  return (
    <>
      <NoResults />
      {didYouMean ? (
        <p className="search-note">
          {t('siteSearch.didYouMean')} <a href={href('search', { keyword: didYouMean }, locale)}>{didYouMean}</a>
        </p>
      ) : null}
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

/** No result holds every word: say so, and which words nothing on the site holds. */
function Partial({ unmatched }: { unmatched: string[] }) {
  const { t, locale } = useSite();
  const list = new Intl.ListFormat(LOCALE_INFO[locale].intl, { type: 'conjunction' });
  return (
    <p className="search-note" role="note">
      {t('siteSearch.partial')}
      {unmatched.length ? <> {t('siteSearch.unmatched', { words: list.format(unmatched) })}</> : null}
    </p>
  );
}

export interface ResultsProps {
  outcome: Outcome;
  kind: ResultKind | undefined;
  pageNum: number;
  truncated: boolean;
}

/** The whole-site results: the best matches and the groups of each kind, or one kind paged by links. */
export function Results({ outcome, kind, pageNum, truncated }: ResultsProps) {
  const { t } = useSite();
  const total = outcome.total;
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
        <Nothing didYouMean={outcome.didYouMean} />
      ) : (
        <>
          <ResultCount count={total} keyword={outcome.keyword} />
          {outcome.partial ? <Partial unmatched={outcome.partial.unmatched} /> : null}
          {kind ? <KindPage outcome={outcome} kind={kind} pageNum={pageNum} /> : <Overview outcome={outcome} />}
        </>
      )}
    </>
  );
}
