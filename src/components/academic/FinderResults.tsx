// The programme finder's results: their count, the programmes chosen to compare, each result's
// facts, and for an empty result the filters to drop (the form: Finder.tsx).
import { applicationPeriods, lastDay } from '@/cms/admissions';
import { type FinderData, FILTER_KEYS, finderHref, MAX_COMPARE, matching, tuitionOf } from '@/cms/finder';
import { useValueLabel } from '@/components/academic/Finder';
import { Amount } from '@/components/academic/Fees';
import { useDuration, useMedia } from '@/components/academic/ProgrammeDetail';
import { DateSpan } from '@/components/DateSpan';
import { Fact } from '@/components/Fact';
import { pluralOf } from '@/i18n/lists';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import type { ProgrammeSummary } from '@/upstream/schemas';

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
