import { LOCALE_INFO, type Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { KEYWORD_MAX } from '@/search/keyword';
import { Island } from '@/components/Island';

/** What the search-suggest island reads from the page (src/client/enhancers/search-suggest.ts). */
export interface SuggestProps {
  /** The suggestions endpoint in the page's language ('/en/search/suggest'). */
  endpoint: string;
}

/**
 * The words the island shows around the suggestions. Not in the page: only a visitor who types
 * needs them, so the island asks for them with its first suggestions (`labels=1`, the endpoint in
 * routes/search/index.tsx), and every page view is that much lighter (docs/PERFORMANCE.md "What a
 * phone downloads for the home page").
 */
export interface SuggestLabels {
  listLabel: string;
  /** Announced when suggestions arrive; '{count}' stands for their number. */
  countOne: string;
  countOther: string;
  none: string;
  /** Names of the kinds of result ('page', 'programme', 'person', 'news', 'event'). */
  kinds: Record<string, string>;
  /** The label of the best matches of every kind, listed first. */
  best: string;
  /** The rules of plural forms of the page's language (Intl). */
  intl: string;
}

/** The island's words in the page's language. */
export function suggestLabels(t: Translate, locale: Locale): SuggestLabels {
  const kind = (k: string) => t(`siteSearch.kinds.${k}`);
  return {
    listLabel: t('siteSearch.suggestions'),
    countOne: t('siteSearch.suggestCount.one', { count: '{count}' }),
    countOther: t('siteSearch.suggestCount.other', { count: '{count}' }),
    none: t('siteSearch.suggestNone'),
    kinds: {
      page: kind('page'),
      programme: kind('programme'),
      person: kind('person'),
      news: kind('news'),
      event: kind('event'),
    },
    best: t('siteSearch.best'),
    intl: LOCALE_INFO[locale].intl,
  };
}

/**
 * Site-wide search: a GET form that lands on the whole-site results page (works without JS).
 * With JavaScript, suggestions appear as the visitor types (the search-suggest island). The
 * island's marker is `display: contents`, so the form stays an item of the header's grid.
 */
export function SearchBox({ value = '' }: { value?: string }) {
  const { locale, t } = useSite();
  const props: SuggestProps = { endpoint: href('search-suggest', {}, locale) };
  return (
    <Island name="search-suggest" className="nav-search-island" props={props}>
      <form
        className="nav-search"
        role="search"
        aria-label={t('search.label')}
        method="get"
        action={href('search', {}, locale)}
      >
        <label htmlFor="site-search" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="site-search"
          type="search"
          name="keyword"
          defaultValue={value}
          placeholder={t('search.placeholder')}
          maxLength={KEYWORD_MAX}
        />
        <button type="submit">{t('search.submit')}</button>
      </form>
    </Island>
  );
}
