// Alumni ("schoolfellows"): sixteen per faculty, spread over its departments.
// userType 1 = undergraduate alumnus, 2 = postgraduate alumnus.
import { type Lang, type T3, t3, fill } from '../lib';
import { person, positions } from './names';
import { programmesOf } from './programmes';
import { academicDepts } from './site';

const PER_FACULTY = 16;
/** Indexes into `positions` that suit each faculty's graduates. */
const POSITIONS_BY_FACULTY: Record<number, number[]> = {
  100: [0, 5, 9, 7, 8],
  200: [1, 4, 8, 9, 7],
  300: [2, 3, 6, 7],
};

const quotes: T3[] = [
  t3(
    '書院給我的不只是知識，更是面對世界的勇氣。',
    '书院给我的不只是知识，更是面对世界的勇气。',
    'The College gave me more than knowledge: it gave me the courage to face the world.',
  ),
  t3(
    '小班教學讓老師真正認識每一位同學。',
    '小班教学让老师真正认识每一位同学。',
    'Small classes meant that our teachers truly knew every one of us.',
  ),
  t3('海外交流打開了我的視野。', '海外交流打开了我的视野。', 'My exchange semester abroad opened my eyes.'),
  t3(
    '實習經驗讓我畢業後很快適應職場。',
    '实习经验让我毕业后很快适应职场。',
    'My internships helped me settle into work quickly after graduation.',
  ),
  t3(
    '在月灣結識的朋友，至今仍是我最大的支持。',
    '在月湾结识的朋友，至今仍是我最大的支持。',
    'The friends I made at Crescent Harbour are still my greatest support.',
  ),
  t3(
    '導師的鼓勵讓我找到自己的方向。',
    '导师的鼓励让我找到自己的方向。',
    'My mentor’s encouragement helped me find my own direction.',
  ),
  t3(
    '服務學習讓我明白專業知識可以回饋社會。',
    '服务学习让我明白专业知识可以回馈社会。',
    'Service learning showed me how professional skills can give back to society.',
  ),
  t3(
    '海邊的校園是我讀書時最難忘的風景。',
    '海边的校园是我读书时最难忘的风景。',
    'The seaside campus is the view I remember most from my student days.',
  ),
];

const story = t3(
  '<p>{name}於 {year} 年畢業於{programme}，現任{employer}{role}。</p><blockquote>{quote}</blockquote><p>在學期間，{name}積極參與學會活動及海外交流，畢業後一直與母校保持聯繫，並擔任學弟學妹的友師。</p>',
  '<p>{name}于 {year} 年毕业于{programme}，现任{employer}{role}。</p><blockquote>{quote}</blockquote><p>在学期间，{name}积极参与学会活动及海外交流，毕业后一直与母校保持联系，并担任学弟学妹的友师。</p>',
  '<p>{name} graduated from the {programme} in {year} and is now {role} at {employer}.</p><blockquote>{quote}</blockquote><p>As a student, {name} was active in student societies and exchange programmes, and has kept in touch with the College since, mentoring current students.</p>',
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
  orderNum: number;
}

function build(): DemoAlumnus[] {
  const out: DemoAlumnus[] = [];
  const faculties = [100, 200, 300];
  faculties.forEach((facultyId, f) => {
    const depts = academicDepts.filter((x) => x.parentId === facultyId);
    const pool = POSITIONS_BY_FACULTY[facultyId] ?? [0];
    for (let j = 0; j < PER_FACULTY; j++) {
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
        ...(positions[pool[j % pool.length] ?? 0] as (typeof positions)[number]),
        quote: quotes[(j + f) % quotes.length] as T3,
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
    story: fill(story, {
      name: a.name,
      year: a.graduationYear,
      programme: a.programme,
      employer: a.employer,
      role: a.role,
      quote: a.quote,
    })[lang],
  };
}
