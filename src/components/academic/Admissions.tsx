import { Section } from '@/components/Section';
import type { ReactNode } from 'react';
import { type Audience, applicationPeriods, lastDay, levelsOf, routeLevels, upcoming } from '@/cms/admissions';
import { DateSpan } from '@/components/DateSpan';
import { Slots } from '@/components/Slots';
import { TableRegion } from '@/components/TableRegion';
import { listOf } from '@/i18n/lists';
import { money } from '@/i18n/money';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { type AdmissionsFacts, type Intake, type KeyDate, type Tuition, LEVELS, type Level } from '@/upstream/schemas';

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

/** 'HK$98,000 a year', '每年 HK$98,000'. */
export function Amount({ amount, currency, per }: { amount: number; currency: string; per?: Tuition['per'] }) {
  const { t, locale } = useSite();
  const value = money(amount, currency, locale);
  return <>{per ? t(`admissions.fees.per.${per}`, { amount: value }) : value}</>;
}

/** A table with a caption, its columns and rows (a cell per column), scrolled sideways when narrow. */
function FactsTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <TableRegion label={caption}>
      <table className="facts-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((cell, j) =>
                j === 0 ? (
                  <th scope="row" key={j}>
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

const byLevel = (a: { level: Level }, b: { level: Level }) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level);

/**
 * Tuition, one table per intake: level and kind of student, the amount, and (on the fees page,
 * `routes`) the entry routes each row concerns.
 */
export function TuitionTables({
  facts,
  rows,
  routes = false,
}: {
  facts: AdmissionsFacts;
  rows: Tuition[];
  routes?: boolean;
}) {
  const { t } = useSite();
  const list = useList();
  return (
    <>
      {facts.intakes.map((intake) => {
        const mine = rows.filter((r) => r.intake === intake.id).sort(byLevel);
        if (!mine.length) return null;
        const columns = [
          t('admissions.fees.level'),
          t('admissions.fees.students'),
          ...(routes ? [t('admissions.fees.routes')] : []),
          t('admissions.fees.tuition'),
          t('admissions.fees.note'),
        ];
        return (
          <FactsTable
            key={intake.id}
            caption={t('admissions.fees.tuitionOf', { intake: intake.title })}
            columns={columns}
            rows={mine.map((r) => [
              t(`programme.level.${r.level}`),
              t(`admissions.fees.kind.${r.students}`),
              ...(routes
                ? [
                    r.routes.length
                      ? list(r.routes.map((x) => t(`admissions.routes.${x}`)))
                      : t('programme.allApplicants'),
                  ]
                : []),
              <Amount key="a" amount={r.amount} currency={facts.currency} per={r.per} />,
              r.note || '–',
            ])}
          />
        );
      })}
    </>
  );
}

/** Application fees, deposits and refunds: the rest of what a place costs. */
export function OtherCharges({ facts }: { facts: AdmissionsFacts }) {
  const { t } = useSite();
  const cur = facts.currency;
  return (
    <>
      <TableSection
        id="fees-application"
        title={t('admissions.fees.application')}
        columns={[t('admissions.fees.level'), t('admissions.fees.amount'), t('admissions.fees.note')]}
        rows={[...facts.applicationFees]
          .sort(byLevel)
          .map((f) => [
            t(`programme.level.${f.level}`),
            <Amount key="a" amount={f.amount} currency={cur} />,
            f.note || '–',
          ])}
      />
      <TableSection
        id="fees-deposits"
        title={t('admissions.fees.deposits')}
        columns={['level', 'students', 'amount', 'due', 'note'].map((c) => t(`admissions.fees.${c}`))}
        rows={[...facts.deposits]
          .sort(byLevel)
          .map((d) => [
            t(`programme.level.${d.level}`),
            t(`admissions.fees.kind.${d.students ?? 'all'}`),
            <Amount key="a" amount={d.amount} currency={cur} />,
            d.due || '–',
            d.note || '–',
          ])}
      />
      <TableSection
        id="fees-refunds"
        title={t('admissions.fees.refunds')}
        columns={[t('admissions.fees.refundCase'), t('admissions.fees.refund')]}
        rows={facts.refunds.map((r) => [r.case, r.refund])}
      />
    </>
  );
}

/**
 * A titled part of the page that is one table, none at all without rows (no empty heading). Not
 * a landmark of its own: the table's scrolling region, named like it, is the one.
 */
function TableSection({
  id,
  title,
  columns,
  rows,
}: {
  id: string;
  title: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  if (!rows.length) return null;
  return (
    <div className="section">
      <h2 id={id}>{title}</h2>
      <FactsTable caption={title} columns={columns} rows={rows} />
    </div>
  );
}

/** The link to the whole fees page (deposits, application fees, refunds). */
export function AllFeesLink() {
  const { t, locale } = useSite();
  return (
    <p>
      <a href={href('admissions-fees', {}, locale)}>{t('admissions.fees.all')}</a>
    </p>
  );
}

/** A route's tuition rows and the link to every other charge, as a section of its page. */
export function RouteFees({
  facts,
  rows,
  id = 'route-fees',
}: {
  facts: AdmissionsFacts;
  rows: Tuition[];
  id?: string;
}) {
  const { t } = useSite();
  if (!rows.length) return null;
  return (
    <Section id={id} title={t('admissions.fees.title')}>
      <TuitionTables facts={facts} rows={rows} />
      <AllFeesLink />
    </Section>
  );
}
