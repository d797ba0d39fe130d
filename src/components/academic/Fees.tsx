// What a place costs: tuition by intake, level and kind of student, the other charges, and an
// amount as the language writes it (the admissions' dates: Admissions.tsx).
import { Section } from '@/components/Section';
import type { ReactNode } from 'react';
import { TableRegion } from '@/components/TableRegion';
import { listOf } from '@/i18n/lists';
import { money } from '@/i18n/money';
import { href } from '@/lib/href';
import { useSite } from '@/components/site-context';
import { type AdmissionsFacts, type Tuition, LEVELS, type Level } from '@/upstream/schemas';

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
  const { t, locale } = useSite();
  const list = (items: string[]) => listOf(items, locale);
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
