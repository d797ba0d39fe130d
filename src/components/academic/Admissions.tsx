// The admissions' dates: key dates still ahead, and the application periods open or coming
// (what a place costs: Fees.tsx).
import { Section } from '@/components/Section';
import { type Audience, applicationPeriods, lastDay, levelsOf, routeLevels, upcoming } from '@/cms/admissions';
import { DateSpan } from '@/components/DateSpan';
import { Slots } from '@/components/Slots';
import { TableRegion } from '@/components/TableRegion';
import { listOf } from '@/i18n/lists';
import { useSite } from '@/components/site-context';
import type { AdmissionsFacts, Intake, KeyDate, Level } from '@/upstream/schemas';

/** Names joined as the language joins a list ('A, B and C', 'A、B及C'; 'A, B or C'). */
function useList(type: 'conjunction' | 'disjunction' = 'conjunction'): (items: string[]) => string {
  const { locale } = useSite();
  return (items) => listOf(items, locale, type);
}

/** Whom a key date concerns: its levels (within `within`, a route's), and its routes when it names some. */
function Who({ date, intake, within }: { date: KeyDate; intake: Intake; within?: Set<Level> | undefined }) {
  const { t } = useSite();
  const and = useList();
  const or = useList('disjunction');
  const mine = levelsOf(date, intake).filter((l) => !within?.size || within.has(l));
  const levels = and(mine.map((l) => t(`programme.level.${l}`)));
  if (!date.routes.length) return <>{levels}</>;
  return <>{t('admissions.whoRoutes', { levels, routes: or(date.routes.map((r) => t(`admissions.routes.${r}`))) })}</>;
}

/**
 * The key dates still ahead for the page's audience, one table per intake. Dates past on `day`
 * are not shown; nothing ahead at all: no section (no heading without content).
 */
export function KeyDates({
  facts,
  day,
  audience,
  id = 'key-dates',
}: {
  facts: AdmissionsFacts;
  day: string;
  audience: Audience;
  id?: string;
}) {
  const { t } = useSite();
  const groups = upcoming(facts, day, audience);
  if (!groups.length) return null;
  const within = audience.route ? routeLevels(facts, audience.route) : undefined;
  return (
    <Section id={id} className="key-dates" title={t('admissions.keyDates')}>
      {groups.map(({ intake, dates }) => (
        <TableRegion key={intake.id} label={intake.title}>
          <table className="facts-table">
            <caption>{intake.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admissions.date')}</th>
                <th scope="col">{t('admissions.what')}</th>
                <th scope="col">{t('admissions.who')}</th>
              </tr>
            </thead>
            <tbody>
              {dates.map((d) => (
                <tr key={d.id}>
                  <td className="facts-table__date">
                    <DateSpan start={d.date} end={d.end} />
                  </td>
                  <td>{d.title}</td>
                  <td>
                    <Who date={d} intake={intake} within={within} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      ))}
    </Section>
  );
}

/**
 * The application periods not yet closed, for the apply box: each open one with its closing
 * day, each later one with its dates. None: applications are closed, and the box says so.
 */
export function ApplyPeriods({ facts, day, audience }: { facts: AdmissionsFacts; day: string; audience: Audience }) {
  const { t } = useSite();
  const periods = applicationPeriods(facts, day, audience);
  if (!periods.length) return <p>{t('admissions.apply.closed')}</p>;
  const within = audience.route ? routeLevels(facts, audience.route) : undefined;
  return (
    <ul className="apply-cta__dates">
      {periods.map(({ intake, period, state }) => (
        <li key={period.id}>
          <strong>{period.title}</strong>
          {t('admissions.apply.separator')}
          <Slots
            text={
              state === 'open'
                ? t('admissions.apply.open', { end: '{end}' })
                : t('admissions.apply.soon', { start: '{start}', end: '{end}' })
            }
            slots={{ start: <DateSpan start={period.date} />, end: <DateSpan start={lastDay(period)} /> }}
          />
          <span className="apply-cta__who">
            <Who date={period} intake={intake} within={within} />
          </span>
        </li>
      ))}
    </ul>
  );
}
