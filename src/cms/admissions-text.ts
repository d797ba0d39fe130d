// The admissions facts as the text a page shows them in (the key dates of
// src/components/academic/Admissions.tsx; the tuition, application fee, deposit and refund tables
// of src/components/academic/Fees.tsx): what the site search indexes of an admissions page, from
// its route's `index` (src/search/page-index.ts).
import { type Audience, tuitionFor, upcoming } from '@/cms/admissions';
import { scholarshipsFor } from '@/cms/scholarships';
import { listOf } from '@/i18n/lists';
import { longDate } from '@/i18n/dates';
import type { Locale } from '@/i18n/locales';
import type { Translate } from '@/i18n/messages';
import { money } from '@/i18n/money';
import type { AdmissionsFacts, Level, Scholarship, Tuition } from '@/upstream/schemas';

/** A page's text and headings from the facts. */
export interface FactsText {
  text: string[];
  heads: string[];
}

const none = (): FactsText => ({ text: [], heads: [] });

/** The key dates still ahead for an audience: the heading, each intake and each date's title and day. */
export function keyDatesText(
  facts: AdmissionsFacts,
  day: string,
  audience: Audience,
  locale: Locale,
  t: Translate,
): FactsText {
  const groups = upcoming(facts, day, audience);
  if (!groups.length) return none();
  return {
    heads: [t('admissions.keyDates')],
    text: groups.flatMap(({ intake, dates }) => [
      intake.title,
      ...dates.map((d) => `${d.title} ${longDate(d.date, locale)}${d.end ? ` ${longDate(d.end, locale)}` : ''}`),
    ]),
  };
}

/** Tuition rows: each intake's table caption, and each row's level, students, routes, amount and note. */
export function tuitionText(facts: AdmissionsFacts, rows: readonly Tuition[], locale: Locale, t: Translate): FactsText {
  if (!rows.length) return none();
  const captions = facts.intakes
    .filter((intake) => rows.some((r) => r.intake === intake.id))
    .map((intake) => t('admissions.fees.tuitionOf', { intake: intake.title }));
  return {
    heads: [t('admissions.fees.title')],
    text: [
      ...captions,
      ...rows.map((r) =>
        [
          t(`programme.level.${r.level}`),
          t(`admissions.fees.kind.${r.students}`),
          ...r.routes.map((x) => t(`admissions.routes.${x}`)),
          t(`admissions.fees.per.${r.per}`, { amount: money(r.amount, facts.currency, locale) }),
          r.note,
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ],
  };
}

/** The application fees, deposits and refunds (the fees page's other tables). */
export function otherChargesText(facts: AdmissionsFacts, locale: Locale, t: Translate): FactsText {
  const amount = (n: number) => money(n, facts.currency, locale);
  const heads: string[] = [];
  const text: string[] = [];
  if (facts.applicationFees.length) {
    heads.push(t('admissions.fees.application'));
    for (const f of facts.applicationFees) text.push(join(t(`programme.level.${f.level}`), amount(f.amount), f.note));
  }
  if (facts.deposits.length) {
    heads.push(t('admissions.fees.deposits'));
    for (const d of facts.deposits)
      text.push(
        join(
          t(`programme.level.${d.level}`),
          t(`admissions.fees.kind.${d.students ?? 'all'}`),
          amount(d.amount),
          d.due,
          d.note,
        ),
      );
  }
  if (facts.refunds.length) {
    heads.push(t('admissions.fees.refunds'));
    for (const r of facts.refunds) text.push(join(r.case, r.refund));
  }
  return { heads, text };
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** Every tuition row of the intakes still open (the fees page's tables). */
export const allTuitionText = (facts: AdmissionsFacts, day: string, locale: Locale, t: Translate): FactsText =>
  tuitionText(facts, tuitionFor(facts, day), locale, t);

/**
 * The scholarships still open for an audience, as the Scholarships section shows them: its
 * heading, each one's name (a heading there), amount, who may apply, deadline and note.
 */
export function scholarshipsText(
  list: readonly Scholarship[],
  day: string,
  audience: Audience,
  levels: ReadonlySet<Level> | undefined,
  currency: string,
  locale: Locale,
  t: Translate,
): FactsText {
  const items = scholarshipsFor(list, day, audience, levels);
  if (!items.length) return none();
  const or = (names: string[]) => listOf(names, locale, 'disjunction');
  return {
    heads: [t('scholarships.title'), ...items.map((s) => s.name)],
    text: items.map((s) =>
      join(
        s.name,
        s.amount === undefined ? undefined : money(s.amount, currency, locale),
        s.levels.length ? or(s.levels.map((l) => t(`programme.level.${l}`))) : undefined,
        s.routes.length ? or(s.routes.map((r) => t(`admissions.routes.${r}`))) : t('scholarships.everyone'),
        s.deadline ? `${t('scholarships.deadline')} ${longDate(s.deadline, locale)}` : undefined,
        s.note,
      ),
    ),
  };
}
