import type { ReactNode } from 'react';
import { applicationPeriods, intakeById, programmeTuition } from '@/cms/admissions';
import { deptName } from '@/cms/depts';
import { Amount } from '@/components/academic/Fees';
import { useDuration, useMedia, useQrText } from '@/components/academic/ProgrammeDetail';
import { DateSpan } from '@/components/DateSpan';
import { href } from '@/lib/href';
import type { Result } from '@/cms/result';
import { useSite } from '@/components/site-context';
import {
  type AdmissionsFacts,
  type Dept,
  type EntryRoute,
  type ProgrammeDetail,
  STUDENT_KINDS,
  type StudentKind,
} from '@/upstream/schemas';

/** The programmes compared (at most four details), what was left out, and what the rows need. */
export interface CompareData {
  programmes: ProgrammeDetail[];
  /** Codes given that no programme has (or that could not be read): named in a note. */
  ignored: string[];
  /** More than four were given. */
  more: boolean;
  /** The entry route whose requirements are shown; none: every route's. */
  route: EntryRoute | undefined;
  facts: AdmissionsFacts | undefined;
  depts: Dept[];
  day: string;
  finder: Promise<Result<true>>;
}

interface Row {
  key: string;
  label: string;
  /** Each programme's cell: its text (compared for differences) and how it is shown. */
  cells: { text: string; node?: ReactNode }[];
}

/** A programme's tuition for a kind of student: its own, else its level's for its intake. */
function feeOf(p: ProgrammeDetail, facts: AdmissionsFacts | undefined, day: string, students: StudentKind) {
  const own = p.fees.find((f) => f.students === students);
  if (own) return own;
  return facts ? programmeTuition(facts, day, p).find((f) => f.students === students) : undefined;
}

function useRows(data: CompareData): Row[] {
  const { t, locale } = useSite();
  const duration = useDuration();
  const media = useMedia();
  const qr = useQrText();
  const { programmes, facts, day, route } = data;
  const text = (s: string | number | undefined) => ({ text: s === undefined || s === '' ? '' : String(s) });
  const row = (key: string, label: string, cell: (p: ProgrammeDetail) => Row['cells'][number]): Row => ({
    key,
    label,
    cells: programmes.map(cell),
  });
  return [
    row('level', t('programme.facts.level'), (p) => text(t(`programme.level.${p.level}`))),
    row('dept', t('programme.facts.dept'), (p) => {
      const dept = data.depts.find((d) => d.deptId === p.deptId);
      return text(dept ? deptName(dept, locale) : '');
    }),
    row('duration', t('programme.facts.duration'), (p) => text(duration(p.durationMonths))),
    row('mode', t('programme.facts.mode'), (p) =>
      text(p.modes.map((m) => t(`programme.mode.${m}`)).join(t('programme.facts.or'))),
    ),
    row('intake', t('programme.facts.intake'), (p) => text(facts ? intakeById(facts, p.intake)?.title : p.intake)),
    row('places', t('programme.facts.places'), (p) => text(p.places)),
    ...STUDENT_KINDS.map((kind) =>
      row(`tuition-${kind}`, t('compare.tuition', { kind: t(`admissions.fees.kind.${kind}`) }), (p) => {
        const fee = feeOf(p, facts, day, kind);
        if (!fee) return text('');
        const currency = facts?.currency ?? 'HKD';
        return {
          text: `${fee.amount} ${currency} ${fee.per}`,
          node: <Amount amount={fee.amount} currency={currency} per={fee.per} />,
        };
      }),
    ),
    row('requirements', t('compare.requirements'), (p) => {
      const reqs = p.requirements.filter((r) => !route || !r.route || r.route === route);
      const lines = reqs.map((r) => (r.route ? `${t(`admissions.routes.${r.route}`)}: ${r.body}` : r.body));
      return {
        text: lines.join('\n'),
        node: lines.length ? (
          <ul className="compare-list">
            {lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
        ) : undefined,
      };
    }),
    row('dates', t('compare.keyDates'), (p) => {
      const periods = facts
        ? applicationPeriods(facts, day, { level: p.level, ...(route ? { route } : {}) }).filter(
            (x) => !p.intake || x.intake.id === p.intake,
          )
        : [];
      return {
        text: periods.map((x) => `${x.period.title} ${x.period.date} ${x.period.end ?? ''}`).join('\n'),
        node: periods.length ? (
          <ul className="compare-list">
            {periods.map((x) => (
              <li key={x.period.id}>
                {x.period.title}
                {t('admissions.apply.separator')}
                <DateSpan start={x.period.date} end={x.period.end} />
              </li>
            ))}
          </ul>
        ) : undefined,
      };
    }),
    row('qf', t('compare.qr'), (p) =>
      text([p.qfLevel ? t('programme.qfValue', { n: p.qfLevel }) : '', qr(p)].filter(Boolean).join(' · ')),
    ),
    row('medium', t('programme.facts.medium'), (p) => text(media(p.medium))),
    row('careers', t('compare.careers'), (p) => text(p.careers)),
  ];
}

/**
 * One column per programme, one row per fact; a row whose cells differ is marked in words
 * ("differs") as well as by style. The table scrolls sideways on a phone, its first column and
 * header kept in view, and says so; printed, it is whole.
 */
export function CompareTable({ data }: { data: CompareData }) {
  const { t, locale } = useSite();
  const rows = useRows(data);
  const codes = data.programmes.map((p) => p.code);
  return (
    <>
      <p className="compare-scrolls">{t('compare.scrolls')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take focus to be scrolled by keyboard */}
      <div className="table-wrap compare-wrap" role="region" aria-label={t('compare.caption')} tabIndex={0}>
        <table className="compare-table">
          <caption>{t('compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.fact')}</th>
              {data.programmes.map((p) => (
                <th scope="col" key={p.code}>
                  <a href={href('programme', { code: p.code }, locale)}>{p.name}</a>
                  <a
                    className="compare-remove"
                    href={href(
                      'programmes-compare',
                      { codes: codes.filter((c) => c !== p.code).join(','), route: data.route },
                      locale,
                    )}
                  >
                    {t('compare.remove', { name: p.name })}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const differs = new Set(r.cells.map((c) => c.text)).size > 1;
              return (
                <tr key={r.key} className={differs ? 'compare-row--differs' : undefined} data-fact={r.key}>
                  <th scope="row">
                    {r.label}
                    {differs ? <span className="compare-differs"> ({t('compare.differs')})</span> : null}
                  </th>
                  {r.cells.map((c, i) => (
                    <td key={codes[i]}>{c.node ?? (c.text || t('compare.none'))}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
