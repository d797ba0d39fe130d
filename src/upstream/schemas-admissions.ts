import * as v from 'valibot';
import { date, id, int, list, opt, slug, str, text } from '@/upstream/schemas-base';

/** The programme levels, in the order the site shows them (outTypeName `{unit}-{level}` of /api/out/list). */
export const LEVELS = ['ug', 'pg', 'hd'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The CMS contract (schemas.ts): admissions facts (intakes, key dates, fees, deposits,
 * refunds), programme detail and giving (docs/UPSTREAM.md §20–22). Each fact is stated once
 * here and rendered by every page that shows it.
 */

/** The entry routes of the admissions sub-pages (docs/UPSTREAM.md §20). */
export const ENTRY_ROUTES = ['hkdse', 'mainland', 'international', 'associate'] as const;
export type EntryRoute = (typeof ENTRY_ROUTES)[number];

/** Unknown values in a list are left out, so one new route or level in the CMS breaks nothing. */
export const known = <T extends readonly string[]>(values: T) =>
  v.pipe(
    list(v.unknown()),
    v.transform((items) => items.filter((x): x is T[number] => (values as readonly unknown[]).includes(x))),
  );

const level = v.picklist(LEVELS);

export const KEY_DATE_KINDS = ['applications', 'deadline', 'event'] as const;
export type KeyDateKind = (typeof KEY_DATE_KINDS)[number];

export const KeyDateSchema = v.object({
  id: id,
  title: str,
  /** 'applications': a period for applying; 'deadline': something is due; 'event': it happens. */
  kind: v.fallback(v.picklist(KEY_DATE_KINDS), 'event'),
  /** The day, or the first day of a period. */
  date,
  /** The last day of a period. */
  end: opt(date),
  /** The routes it concerns; empty: every route. */
  routes: known(ENTRY_ROUTES),
  /** The levels it concerns; empty: every level of its intake. */
  levels: known(LEVELS),
});
export type KeyDate = v.InferOutput<typeof KeyDateSchema>;

export const IntakeSchema = v.object({
  id: id,
  title: str,
  /** The first day of teaching. */
  starts: opt(date),
  levels: known(LEVELS),
  dates: list(KeyDateSchema),
});
export type Intake = v.InferOutput<typeof IntakeSchema>;

export const STUDENT_KINDS = ['local', 'nonLocal'] as const;
export type StudentKind = (typeof STUDENT_KINDS)[number];
export const FEE_PERIODS = ['year', 'programme', 'semester'] as const;

/** An amount in the facts' currency (a whole number: HK$98,000 is 98000). */
const amount = v.pipe(int, v.minValue(0));

export const TuitionSchema = v.object({
  intake: id,
  level,
  students: v.picklist(STUDENT_KINDS),
  /** The entry routes whose applicants this row concerns; empty: it is not tied to a route. */
  routes: known(ENTRY_ROUTES),
  amount,
  per: v.fallback(v.picklist(FEE_PERIODS), 'year'),
  note: text,
});
export type Tuition = v.InferOutput<typeof TuitionSchema>;

export const DepositSchema = v.object({
  level,
  /** Absent: every student of the level. */
  students: opt(v.picklist(STUDENT_KINDS)),
  amount,
  /** When it is paid, e.g. 'within 14 days of accepting the offer'. */
  due: text,
  note: text,
});
export type Deposit = v.InferOutput<typeof DepositSchema>;

export const AdmissionsFactsSchema = v.object({
  /** ISO 4217, e.g. 'HKD'. */
  currency: v.nullish(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'HKD'),
  intakes: list(IntakeSchema),
  tuition: list(TuitionSchema),
  applicationFees: list(v.object({ level, amount, note: text })),
  deposits: list(DepositSchema),
  /** When a student withdraws, and what is refunded then. */
  refunds: list(v.object({ case: str, refund: str })),
});
export type AdmissionsFacts = v.InferOutput<typeof AdmissionsFactsSchema>;

// ---------------------------------------------------------------- programme detail

export const STUDY_MODES = ['full-time', 'part-time'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/**
 * Media of instruction, as BCP 47 language tags (they go into the programme's JSON-LD
 * `inLanguage` as they are): English, Chinese as spoken in Hong Kong (Cantonese), Putonghua.
 */
export const MEDIA = ['en', 'yue', 'cmn'] as const;
export type Medium = (typeof MEDIA)[number];

/** A code of the register or the admission systems: read as absent when malformed, so it never fails a page. */
const code = (pattern: RegExp) => v.fallback(opt(v.pipe(v.string(), v.trim(), v.regex(pattern))), undefined);

/**
 * The facts a Hong Kong applicant checks (docs/UPSTREAM.md §21), all optional: the
 * Qualifications Framework level, the Qualifications Register entry and its validity, the
 * JUPAS and E-APP (non-JUPAS) codes, and the media of instruction. Shared by the detail and
 * the summary list (call 23).
 */
export const programmeFactsEntries = {
  /** Hong Kong Qualifications Framework level, 1–7 (sub-degree 4, bachelor's 5, master's 6). */
  qfLevel: v.fallback(opt(v.pipe(int, v.minValue(1), v.maxValue(7))), undefined),
  /** Qualifications Register number, e.g. 23/000123/L5. */
  qrNumber: code(/^[0-9A-Za-z/-]{1,32}$/),
  /** The registration's validity: first and last day. */
  qrValidFrom: v.fallback(opt(date), undefined),
  qrValidTo: v.fallback(opt(date), undefined),
  /** JUPAS programme code (JS and four digits), for programmes admitting through JUPAS. */
  jupasCode: code(/^JS\d{4}$/),
  /** The code applicants outside JUPAS give in the college's own E-APP system. */
  eappCode: code(/^[0-9A-Za-z-]{1,32}$/),
  medium: known(MEDIA),
};

export const ProgrammeDetailSchema = v.object({
  ...programmeFactsEntries,
  id,
  /** The programme's code, its page's path segment: lowercase letters, digits and hyphens. */
  code: slug,
  name: str,
  level,
  deptId: opt(int),
  summary: text,
  /** The normal length of study, full time. */
  durationMonths: v.pipe(int, v.minValue(1)),
  modes: known(STUDY_MODES),
  /** The intake (an id of the admissions facts) the page applies for. */
  intake: opt(id),
  /** Places offered in that intake. */
  places: opt(v.pipe(int, v.minValue(1))),
  curriculum: list(v.object({ title: str, items: list(str) })),
  /** Entry requirements: by route, or (no route) for every applicant. */
  requirements: list(v.object({ route: opt(v.picklist(ENTRY_ROUTES)), body: str })),
  /** The programme's own tuition when it differs from its level's (admissions facts). */
  fees: list(
    v.object({
      students: v.picklist(STUDENT_KINDS),
      amount,
      per: v.fallback(v.picklist(FEE_PERIODS), 'year'),
      note: text,
    }),
  ),
  careers: text,
  teachers: list(v.object({ id: int, name: str, title: text })),
  /** The faculty's own page of the programme. */
  link: opt(str),
});
export type ProgrammeDetail = v.InferOutput<typeof ProgrammeDetailSchema>;

// ---------------------------------------------------------------- giving

export const GivingSchema = v.object({
  currency: v.nullish(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'HKD'),
  /** Suggested amounts for every fund that has none of its own. */
  amounts: list(amount),
  funds: list(
    v.object({
      id,
      name: str,
      description: text,
      /** The fund's page on the giving platform (https). */
      url: str,
      amounts: list(amount),
    }),
  ),
});
export type Giving = v.InferOutput<typeof GivingSchema>;
