// Alumni ("schoolfellows"): sixteen per faculty, spread over its departments, each with their
// own employer, words and story (alumni-voices.ts).
// userType 1 = undergraduate alumnus, 2 = postgraduate alumnus.
import { type Lang, type T3, t3, fill } from '../lib';
import { ADVICE, STUDENT_DAYS, VOICES } from './alumni-voices';
import { person } from './names';
import { programmesOf } from './programmes';
import { academicDepts } from './site';

const PER_FACULTY = 16;

/**
 * The year each faculty opened (the About page's history): its first class graduated a course's
 * length later, so no alumnus graduated before that (test/demo/consistency.test.ts).
 */
export const FACULTY_OPENED: Record<number, number> = { 100: 1998, 200: 2008, 300: 2015, 400: 2021 };
/** Years from entry to graduation, by alumni type: a bachelor's (1) or a taught master's (2). */
const YEARS_TO_GRADUATE: Record<1 | 2, number> = { 1: 4, 2: 1 };
/** The last class the demo's alumni come from. */
export const LAST_CLASS = 2025;

/** The first year an alumnus of a faculty and type could have graduated. */
export const firstClass = (facultyId: number, userType: 1 | 2): number =>
  (FACULTY_OPENED[facultyId] ?? 1998) + YEARS_TO_GRADUATE[userType];

const story = t3(
  '<p>{name}於 {year} 年畢業於{programme}，現任{employer}{role}。</p><blockquote>{quote}</blockquote>{days}<p>{now}</p>',
  '<p>{name}于 {year} 年毕业于{programme}，现任{employer}{role}。</p><blockquote>{quote}</blockquote>{days}<p>{now}</p>',
  '<p>{name} graduated from the {programme} in {year} and is now {role} at {employer}.</p><blockquote>{quote}</blockquote>{days}<p>{now}</p>',
);

export interface DemoAlumnus {
  id: number;
  name: T3;
  deptId: number;
  userType: 1 | 2;
  graduationYear: number;
  programme: T3;
  role: T3;
  employer: T3;
  quote: T3;
  /**
   * What they did as a student (a few alumni only: each of these sentences is one person's), and
   * what they do for the College now (about their own employer): their story's own pieces.
   */
  days?: T3 | undefined;
  now: T3;
  /** The first year someone of their faculty and type could graduate (firstClass). */
  firstClass: number;
  orderNum: number;
}

function build(): DemoAlumnus[] {
  const out: DemoAlumnus[] = [];
  const faculties = [100, 200, 300];
  faculties.forEach((facultyId, f) => {
    const depts = academicDepts.filter((x) => x.parentId === facultyId);
    const voices = VOICES[facultyId] ?? [];
    for (let j = 0; j < PER_FACULTY; j++) {
      const voice = voices[j];
      if (!voice) throw new Error(`no voice for alumnus ${j} of faculty ${facultyId}`);
      const dept = depts[j % depts.length];
      if (!dept) continue;
      // A postgraduate alumnus only of a department that teaches a postgraduate programme: the
      // filters' levels and the programme named always agree.
      const master = programmesOf(dept.deptId, 'pg')[0];
      const userType: 1 | 2 = j % 3 === 2 && master ? 2 : 1;
      const prog = userType === 2 ? master : programmesOf(dept.deptId, 'ug')[0];
      const n = out.length;
      const first = firstClass(facultyId, userType);
      out.push({
        id: 5001 + n,
        name: person(100 + n).name,
        deptId: dept.deptId,
        userType,
        graduationYear: first + ((j * 5 + f * 3) % (LAST_CLASS - first + 1)),
        firstClass: first,
        programme: prog?.name ?? dept.name,
        employer: voice.employer,
        role: voice.role,
        quote: voice.quote,
        // One alumnus in six tells of their student days, each a different one; what every
        // alumnus does now names their own employer, so no sentence is two people's.
        days: n % 6 === 0 ? STUDENT_DAYS[n / 6] : undefined,
        now: ADVICE[n % ADVICE.length] as T3,
        // 7 is coprime with 16, so within a faculty orderNum is a shuffled 1..16.
        orderNum: ((j * 7 + f * 3) % PER_FACULTY) + 1,
      });
    }
  });
  return out;
}

export const alumni: DemoAlumnus[] = build();

export function alumnusSummary(a: DemoAlumnus, lang: Lang) {
  // The post, then whose: never the two run together ('人力資源顧問（信和人才顧問有限公司）').
  const position = lang === 'en' ? `${a.role.en}, ${a.employer.en}` : `${a.role[lang]}（${a.employer[lang]}）`;
  return {
    id: a.id,
    name: a.name[lang],
    deptId: a.deptId,
    userType: a.userType,
    graduationYear: a.graduationYear,
    programme: a.programme[lang],
    position,
    quote: a.quote[lang],
    orderNum: a.orderNum,
  };
}

const paragraph = (text: T3): T3 => fill(t3('<p>{p}</p>', '<p>{p}</p>', '<p>{p}</p>'), { p: text });

export function alumnusDetail(a: DemoAlumnus, lang: Lang) {
  return {
    ...alumnusSummary(a, lang),
    story: fill(fill(story, { days: a.days ? paragraph(a.days) : t3('', '', ''), now: a.now }), {
      name: a.name,
      year: a.graduationYear,
      programme: a.programme,
      employer: a.employer,
      role: a.role,
      quote: a.quote,
    })[lang],
  };
}
