// Alumni ("schoolfellows"): sixteen per faculty, spread over its departments, each with their
// own employer, words and story (alumni-voices.ts).
// userType 1 = undergraduate alumnus, 2 = postgraduate alumnus.
import { type Lang, type T3, t3, fill } from '../lib';
import { ADVICE, STUDENT_DAYS, VOICES } from './alumni-voices';
import { person } from './names';
import { programmesOf } from './programmes';
import { academicDepts } from './site';

const PER_FACULTY = 16;

const story = t3(
  '<p>{name}於 {year} 年畢業於{programme}，現任{employer}{role}。</p><blockquote>{quote}</blockquote><p>{days}</p><p>{now}</p>',
  '<p>{name}于 {year} 年毕业于{programme}，现任{employer}{role}。</p><blockquote>{quote}</blockquote><p>{days}</p><p>{now}</p>',
  '<p>{name} graduated from the {programme} in {year} and is now {role} at {employer}.</p><blockquote>{quote}</blockquote><p>{days}</p><p>{now}</p>',
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
  /** What they did as a student, and what they do for the College now: their story's own pieces. */
  days: T3;
  now: T3;
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
      const userType: 1 | 2 = j % 3 === 2 ? 2 : 1;
      const prog = programmesOf(dept.deptId, userType === 1 ? 'ug' : 'pg')[0] ?? programmesOf(dept.deptId, 'ug')[0];
      const n = out.length;
      out.push({
        id: 5001 + n,
        name: person(100 + n).name,
        deptId: dept.deptId,
        userType,
        graduationYear: 2008 + ((j * 5 + f * 3) % 17),
        programme: prog?.name ?? dept.name,
        employer: voice.employer,
        role: voice.role,
        quote: voice.quote,
        // Every alumnus a different pair of the eight student days and six kinds of help (48 pairs).
        days: STUDENT_DAYS[n % STUDENT_DAYS.length] as T3,
        now: ADVICE[Math.floor(n / STUDENT_DAYS.length) % ADVICE.length] as T3,
        // 7 is coprime with 16, so within a faculty orderNum is a shuffled 1..16.
        orderNum: ((j * 7 + f * 3) % PER_FACULTY) + 1,
      });
    }
  });
  return out;
}

export const alumni: DemoAlumnus[] = build();

export function alumnusSummary(a: DemoAlumnus, lang: Lang) {
  const position = lang === 'en' ? `${a.role.en}, ${a.employer.en}` : `${a.employer[lang]}${a.role[lang]}`;
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

export function alumnusDetail(a: DemoAlumnus, lang: Lang) {
  return {
    ...alumnusSummary(a, lang),
    story: fill(fill(story, { days: a.days, now: a.now }), {
      name: a.name,
      year: a.graduationYear,
      programme: a.programme,
      employer: a.employer,
      role: a.role,
      quote: a.quote,
    })[lang],
  };
}
