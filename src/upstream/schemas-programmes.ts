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
import { id, int, list, opt, paging, slug, str } from '@/upstream/schemas-base';

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
