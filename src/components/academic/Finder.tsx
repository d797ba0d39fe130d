import { applicationPeriods, intakeById, lastDay } from '@/cms/admissions';
import { deptName, findUnit } from '@/cms/depts';
import {
  type FilterKey,
  type FinderData,
  FILTER_KEYS,
  finderHref,
  KEYWORD_MAX,
  MAX_COMPARE,
  matching,
  tuitionOf,
} from '@/cms/finder';
import { LEVEL_ROUTES } from '@/cms/programmes';
import { Amount } from '@/components/academic/Admissions';
import { useDuration, useMedia } from '@/components/academic/ProgrammeDetail';
import { DateSpan } from '@/components/DateSpan';
import { Fact } from '@/components/Fact';
import { Island } from '@/components/Island';
import { Block } from '@/components/Block';
import type { Result } from '@/cms/result';
import { pluralOf } from '@/i18n/lists';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { type ProgrammeSummary, LEVELS, STUDENT_KINDS } from '@/upstream/schemas';

/** How a filter's value reads: a unit's name, a level, a length of study, an intake's title… */
function useValueLabel(data: FinderData): (key: FilterKey, value: string) => string {
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

/**
 * A change to the programmes chosen for comparison: a button of a GET form to the finder's next
 * state, which works without JavaScript. Not a link: links to every ordered choice of up to four
 * programmes would be hundreds of thousands of URLs for a crawler to follow (docs/SEO.md).
 */
function FinderAction({ to, label, className }: { to: string; label: string; className: string }) {
  const next = new URL(to, 'http://finder.invalid');
  return (
    <form method="get" action={next.pathname} className={className}>
      {[...next.searchParams].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="finder-action">
        {label}
      </button>
    </form>
  );
}

/** The programmes chosen to compare (kept in the URL), each removable, and the link to compare them. */
function CompareBar({ data }: { data: FinderData }) {
  const { t, locale } = useSite();
  if (!data.compare.length) return <p className="finder-compare__hint">{t('finder.compare.hint')}</p>;
  const nameOf = (code: string) => data.summaries.rows.find((r) => r.code === code)?.name ?? code;
  return (
    <section className="finder-compare" aria-labelledby="finder-compare">
      <h2 id="finder-compare">{t('finder.compare.chosen', { n: data.compare.length })}</h2>
      <ul>
        {data.compare.map((code) => (
          <li key={code}>
            {nameOf(code)}{' '}
            <FinderAction
              className="finder-compare__remove"
              to={finderHref({ ...data, compare: data.compare.filter((c) => c !== code) }, locale)}
              label={t('finder.compare.remove', { name: nameOf(code) })}
            />
          </li>
        ))}
      </ul>
      {data.compare.length >= 2 ? (
        <p>
          <a className="button" href={href('programmes-compare', { codes: data.compare.join(',') }, locale)}>
            {t('finder.compare.go')}
          </a>
        </p>
      ) : (
        <p>{t('finder.compare.hint')}</p>
      )}
    </section>
  );
}

/** One result: its page, key facts, and the choice to compare it. */
function ResultItem({ row, data }: { row: ProgrammeSummary; data: FinderData }) {
  const { t, locale } = useSite();
  const duration = useDuration();
  const media = useMedia();
  const fee = tuitionOf(row, data.students);
  const period = data.facts
    ? applicationPeriods(data.facts, data.day, {
        level: row.level,
        ...(data.filters.route ? { route: data.filters.route as never } : {}),
      }).find((p) => row.intakes.includes(p.intake.id))
    : undefined;
  const chosen = data.compare.includes(row.code);
  const compare = chosen
    ? data.compare.filter((c) => c !== row.code)
    : data.compare.length < MAX_COMPARE
      ? [...data.compare, row.code]
      : undefined;
  return (
    <li className="finder-result">
      <h3 className="finder-result__name">
        <a href={href('programme', { code: row.code }, locale)}>{row.name}</a>
      </h3>
      <dl className="finder-result__facts">
        <Fact label={t('programme.facts.level')} value={t(`programme.level.${row.level}`)} />
        <Fact label={t('programme.facts.duration')} value={duration(row.durationMonths)} />
        <Fact
          label={t('programme.facts.mode')}
          value={row.modes.map((m) => t(`programme.mode.${m}`)).join(t('programme.facts.or'))}
        />
        {fee ? (
          <>
            <dt>{t('finder.tuition')}</dt>
            <dd>
              {t(`admissions.fees.kind.${data.students}`)}
              {t('admissions.apply.separator')}
              <Amount amount={fee.amount} currency={data.facts?.currency ?? 'HKD'} per={fee.per} />
            </dd>
          </>
        ) : null}
        {period ? (
          <>
            <dt>{t('finder.nextDeadline')}</dt>
            <dd>
              <DateSpan start={lastDay(period.period)} />
            </dd>
          </>
        ) : null}
        <Fact label={t('programme.facts.qf')} value={row.qfLevel ? t('programme.qfValue', { n: row.qfLevel }) : ''} />
        <Fact label={t('programme.facts.medium')} value={media(row.medium)} />
      </dl>
      {compare ? (
        <FinderAction
          className="finder-result__compare"
          to={finderHref({ ...data, compare, pageNum: data.pageNum }, locale)}
          label={t(chosen ? 'finder.compare.remove' : 'finder.compare.add', { name: row.name })}
        />
      ) : (
        <span className="finder-result__compare">{t('finder.compare.full')}</span>
      )}
    </li>
  );
}

/** The count, the programmes to compare, and the results; an empty result names the filters to drop. */
export function FinderResults({ data }: { data: FinderData }) {
  const { t, locale } = useSite();
  const n = data.results.length;
  return (
    <section className="finder-results" aria-labelledby="finder-results">
      <h2 id="finder-results">{t('finder.results')}</h2>
      <p className="finder-results__count" role="status">
        {t(`finder.count.${pluralOf(n, locale) === 'one' ? 'one' : 'other'}`, { n })}
      </p>
      <CompareBar data={data} />
      {n ? (
        <ol className="finder-results__list">
          {data.shown.map((row) => (
            <ResultItem key={row.code} row={row} data={data} />
          ))}
        </ol>
      ) : (
        <DropFilters data={data} />
      )}
    </section>
  );
}

/** For an empty result: each filter in use (and the keyword) as a link that drops it, with what it would give. */
function DropFilters({ data }: { data: FinderData }) {
  const { t, locale } = useSite();
  const label = useValueLabel(data);
  const drops = [
    ...FILTER_KEYS.flatMap((key) => {
      const value = data.filters[key];
      if (value === undefined) return [];
      const filters = { ...data.filters, [key]: undefined };
      return [{ key, filter: t(`finder.filter.${key}`), value: label(key, value), query: { ...data, filters } }];
    }),
    ...(data.q ? [{ key: 'q', filter: t('finder.keyword'), value: data.q, query: { ...data, q: '' } }] : []),
  ];
  return (
    <div className="finder-empty">
      <p>{t('finder.empty')}</p>
      <ul>
        {drops.map((d) => (
          <li key={d.key}>
            <a href={finderHref(d.query, locale)}>
              {t('finder.drop', {
                filter: d.filter,
                value: d.value,
                n: matching(data.summaries.rows, d.query, data.depts).length,
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
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
