// The programme finder's form, its note past its bound, and the links to it from other pages
// (its results: FinderResults.tsx).
import { intakeById } from '@/cms/admissions';
import { deptName, findUnit } from '@/cms/depts';
import { type FilterKey, type FinderData, FILTER_KEYS, finderHref, KEYWORD_MAX } from '@/cms/finder';
import { LEVEL_ROUTES } from '@/cms/programmes';
import { useDuration } from '@/components/academic/ProgrammeDetail';
import { Island } from '@/components/Island';
import { Block } from '@/components/Block';
import type { Result } from '@/cms/result';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { LEVELS, STUDENT_KINDS } from '@/upstream/schemas';

/** How a filter's value reads: a unit's name, a level, a length of study, an intake's title… */
export function useValueLabel(data: FinderData): (key: FilterKey, value: string) => string {
  const { t, locale } = useSite();
  const duration = useDuration();
  return (key, value) => {
    switch (key) {
      case 'unit': {
        const unit = findUnit(data.depts, value);
        return unit ? deptName(unit, locale) : value.toUpperCase();
      }
      case 'level':
        return t(`programme.level.${value}`);
      case 'mode':
        return t(`programme.mode.${value}`);
      case 'duration':
        return duration(Number(value));
      case 'route':
        return t(`admissions.routes.${value}`);
      case 'intake':
        return (data.facts && intakeById(data.facts, value)?.title) || value;
      case 'medium':
        return t(`programme.medium.${value}`);
      case 'qf':
        return t('programme.qfValue', { n: value });
    }
  };
}

/**
 * The filters as a GET form (works without JavaScript; the `finder` island submits it on each
 * change): a keyword, each filter's values from the data with the count of results each gives,
 * and the kind of student whose tuition the results show.
 */
export function FinderForm({ data }: { data: FinderData }) {
  const { t, locale } = useSite();
  const label = useValueLabel(data);
  const filtered = FILTER_KEYS.some((k) => data.filters[k] !== undefined) || data.q !== '';
  return (
    <Island name="finder">
      <form method="get" action={href('programmes', {}, locale)} className="finder-form" aria-label={t('finder.form')}>
        <div className="finder-form__field finder-form__field--wide">
          <label htmlFor="finder-q">{t('finder.keyword')}</label>
          <input id="finder-q" type="search" name="q" defaultValue={data.q} maxLength={KEYWORD_MAX} />
        </div>
        {FILTER_KEYS.map((key) =>
          data.options[key].length ? (
            <div className="finder-form__field" key={key}>
              <label htmlFor={`finder-${key}`}>{t(`finder.filter.${key}`)}</label>
              <select id={`finder-${key}`} name={key} defaultValue={data.filters[key] ?? ''}>
                <option value="">{t('finder.any')}</option>
                {data.options[key].map((o) => (
                  <option key={o.value} value={o.value}>
                    {t('finder.option', { label: label(key, o.value), n: o.count })}
                  </option>
                ))}
              </select>
            </div>
          ) : null,
        )}
        <fieldset className="finder-form__students">
          <legend>{t('finder.students')}</legend>
          {STUDENT_KINDS.map((kind) => (
            <label key={kind}>
              <input type="radio" name="students" value={kind} defaultChecked={data.students === kind} />{' '}
              {t(`admissions.fees.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        {data.compare.length ? <input type="hidden" name="compare" value={data.compare.join(',')} /> : null}
        <div className="finder-form__actions">
          <button type="submit" className="button">
            {t('finder.submit')}
          </button>
          {filtered ? <a href={finderHref({ ...data, filters: {}, q: '' }, locale)}>{t('finder.clear')}</a> : null}
        </div>
      </form>
    </Island>
  );
}

/** Past the finder's bound: say so, and name the level lists, which list every programme. */
export function FinderCapped({ data }: { data: FinderData }) {
  const { t, locale } = useSite();
  return (
    <div className="programme-note" role="note">
      <p>{t('finder.capped', { n: data.summaries.rows.length, total: data.summaries.total })}</p>
      <ul>
        {LEVELS.map((level) => (
          <li key={level}>
            <a href={href(LEVEL_ROUTES[level], {}, locale)}>{t(`programme.title.${level}`)}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * On a programme's page: add it to a comparison (the finder, with it chosen: pick the others
 * there), shown only when the site has a finder. A plain link: works without JavaScript.
 */
export function CompareChoice({ code, finder }: { code: string; finder: Promise<Result<true>> }) {
  const { t, locale } = useSite();
  return (
    <Block data={finder} optional>
      {() => (
        <p className="compare-choice">
          <a
            className="button button--ghost"
            href={finderHref({ filters: {}, q: '', students: 'local', compare: [code] }, locale)}
          >
            {t('programme.addToCompare')}
          </a>{' '}
          <a href={href('programmes', {}, locale)}>{t('programme.findOthers')}</a>
        </p>
      )}
    </Block>
  );
}

/** A link to the finder, shown only when the site has one (the CMS gives the summary list). */
export function FinderLink({
  available,
  className = 'finder-link',
}: {
  available: Promise<Result<true>>;
  className?: string;
}) {
  const { t, locale } = useSite();
  return (
    <Block data={available} optional>
      {() => (
        <p className={className}>
          <a href={href('programmes', {}, locale)}>{t('finder.link')}</a>
        </p>
      )}
    </Block>
  );
}
