import * as v from 'valibot';
import {
  ENTRY_ROUTES,
  FEE_PERIODS,
  LEVELS,
  STUDENT_KINDS,
  STUDY_MODES,
  known,
  programmeFactsEntries,
} from '@/upstream/schemas-admissions';
import { date, id, int, list, opt, paging, slug, str, text } from '@/upstream/schemas-base';

/**
 * The CMS contract (schemas.ts): the programme summary list, GET /api/programme/list
 * (docs/UPSTREAM.md §23), one row per programme with a detail (call 21): what the programme
 * finder filters on and shows. Optional: a CMS without it has no finder.
 */
export const ProgrammeSummarySchema = v.object({
  code: slug,
  name: str,
  level: v.picklist(LEVELS),
  deptId: opt(int),
  modes: known(STUDY_MODES),
  durationMonths: v.pipe(int, v.minValue(1)),
  /** Intake ids of the admissions facts (call 20). */
  intakes: list(id),
  /** The entry routes it admits through (empty: none of them, e.g. a master's). */
  routes: known(ENTRY_ROUTES),
  /** Tuition by kind of student (its own, or its level's). */
  tuition: list(
    v.object({
      students: v.picklist(STUDENT_KINDS),
      amount: v.pipe(int, v.minValue(0)),
      per: v.fallback(v.picklist(FEE_PERIODS), 'year'),
    }),
  ),
  places: opt(v.pipe(int, v.minValue(1))),
  ...programmeFactsEntries,
});
export type ProgrammeSummary = v.InferOutput<typeof ProgrammeSummarySchema>;
export const ProgrammeSummaryPageSchema = paging(ProgrammeSummarySchema);

/** A scholarship (docs/UPSTREAM.md §24): who may apply by entry route and level, how much, by when. */
export const ScholarshipSchema = v.object({
  id,
  name: str,
  /** In the admissions facts' currency; absent: the amount varies (the note says how). */
  amount: opt(v.pipe(int, v.minValue(0))),
  per: v.fallback(v.picklist(['year', 'programme', 'semester', 'once']), 'once'),
  note: text,
  /** The entry routes whose applicants may apply; empty: every route. */
  routes: known(ENTRY_ROUTES),
  /** The levels whose students may apply; empty: every level. */
  levels: known(LEVELS),
  /** The last day to apply; past it, the scholarship leaves the pages. */
  deadline: opt(date),
  /** The page with its rules and how to apply (https). */
  link: opt(str),
});
export type Scholarship = v.InferOutput<typeof ScholarshipSchema>;
export const ScholarshipListSchema = v.array(ScholarshipSchema);
