// The facts a Hong Kong applicant checks for each programme with a detail (docs/UPSTREAM.md
// §21): QF level, Qualifications Register entry, JUPAS and E-APP codes, media of instruction;
// and the summary row of GET /api/programme/list (§23). All codes are fictional.
import type { Lang } from '../lib';
import { admissionsFacts, PROGRAMME_INTAKE } from './admissions-facts';
import type { Level, Programme } from './programmes';

/** Hong Kong Qualifications Framework: sub-degree 4, bachelor's 5, master's 6, doctorate 7. */
const QF: Record<Level, number> = { hd: 4, ug: 5, pg: 6 };

/** Taught in Cantonese or Putonghua, or in two languages; every other programme in English. */
const MEDIA: Record<string, readonly string[]> = {
  'ug-chinese': ['yue'],
  'ug-english-translation': ['en', 'yue'],
  'pg-chinese-culture': ['cmn'],
  'pg-translation': ['en', 'cmn'],
  'pg-belt-and-road-studies': ['en', 'cmn'],
  'hd-social-services': ['yue'],
  'hd-english-communication': ['en'],
};

export interface ProgrammeFactsFields {
  qfLevel: number;
  qrNumber: string;
  qrValidFrom: string;
  qrValidTo: string;
  jupasCode?: string;
  eappCode: string;
  medium: string[];
}

/**
 * The facts of programme `p` (code `code`); copy j of it at a demo scale (j > 0) has a
 * registration and an E-APP code of its own and no JUPAS code (JUPAS admits to the original).
 */
export function programmeFacts(p: Programme, code: string, j = 0): ProgrammeFactsFields {
  const qf = p.slug.endsWith('-phd') ? 7 : QF[p.level];
  const n = p.id - 7000 + j * 97;
  const year = 22 + (n % 4);
  return {
    qfLevel: qf,
    qrNumber: `${year}/${String(100_000 + n * 137).padStart(6, '0')}/L${qf}`,
    qrValidFrom: `20${year}-09-01`,
    qrValidTo: `20${year + 6}-08-31`,
    ...(p.level === 'ug' && j === 0 ? { jupasCode: `JS${9100 + (p.id - 7000)}` } : {}),
    eappCode: `CHC-${p.level.toUpperCase()}-${p.id}${j ? `-${j}` : ''}`,
    medium: [...(MEDIA[code.replace(/--\d+$/, '')] ?? ['en'])],
  };
}

/** The fields of a detail (GET /api/programme/{code}) the summary keeps. */
export interface DetailForSummary extends ProgrammeFactsFields {
  code: string;
  name: string;
  level: Level;
  deptId: number;
  durationMonths: number;
  modes: string[];
  intake: string;
  places: number;
  requirements: Array<{ route?: string }>;
  fees: Array<{ students: 'local' | 'nonLocal'; amount: number; per: 'year' | 'programme' }>;
}

/** A row of GET /api/programme/list: a programme's detail, summarised; tuition its own or its level's. */
export function programmeSummary(d: DetailForSummary, lang: Lang) {
  const level = admissionsFacts(lang).tuition.filter((t) => t.level === d.level && t.intake === d.intake);
  const tuition = (d.fees.length ? d.fees : level).map((f) => ({ students: f.students, amount: f.amount, per: f.per }));
  const { requirements, fees: _fees, intake, ...rest } = d;
  return {
    ...rest,
    intakes: [intake ?? PROGRAMME_INTAKE],
    routes: [...new Set(requirements.flatMap((r) => (r.route ? [r.route] : [])))],
    tuition,
  };
}
