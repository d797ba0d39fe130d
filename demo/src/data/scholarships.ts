// The scholarships behind GET /api/scholarship/list (docs/UPSTREAM.md §24): who may apply (by
// entry route and level), how much, by when, and the page with the rules. All fictional; the
// deadlines are those of the 2027/28 intake (admissions-facts.ts).
import { type Lang, type T3, t3, MAIL_DOMAIN } from '../lib';

const RULES = `https://scholarships.${MAIL_DOMAIN}`;

interface DemoScholarship {
  id: string;
  name: T3;
  amount: number;
  per: 'year' | 'programme' | 'once';
  note: T3;
  routes: string[];
  levels: string[];
  deadline: string;
}

const scholarships: DemoScholarship[] = [
  {
    id: 'entrance-excellence',
    name: t3('新生卓越入學獎學金', '新生卓越入学奖学金', 'Entrance Scholarship for Excellence'),
    amount: 98_000,
    per: 'year',
    note: t3(
      '文憑試最佳五科總分 28 分或以上；成績達標可續領至畢業。',
      '文凭试最佳五科总分 28 分或以上；成绩达标可续领至毕业。',
      'Best five HKDSE subjects totalling 28 or more; renewable to graduation while results stay on track.',
    ),
    routes: ['hkdse'],
    levels: ['ug'],
    deadline: '2027-07-31',
  },
  {
    id: 'mainland-talent',
    name: t3('內地優秀學生獎學金', '内地优秀学生奖学金', 'Mainland Talent Scholarship'),
    amount: 80_000,
    per: 'year',
    note: t3(
      '高考成績達所在省份本科批次分數線以上 80 分。',
      '高考成绩达所在省份本科批次分数线以上 80 分。',
      'A Gaokao score 80 points or more above your province’s undergraduate line.',
    ),
    routes: ['mainland'],
    levels: ['ug'],
    deadline: '2027-06-20',
  },
  {
    id: 'global-horizons',
    name: t3('環球視野獎學金', '环球视野奖学金', 'Global Horizons Scholarship'),
    amount: 50_000,
    per: 'year',
    note: t3(
      '持國際學歷入讀學士課程的非本地生。',
      '持国际学历入读学士课程的非本地生。',
      'For non-local students entering a bachelor’s programme with international qualifications.',
    ),
    routes: ['international'],
    levels: ['ug'],
    deadline: '2027-04-30',
  },
  {
    id: 'articulation',
    name: t3('升學銜接獎學金', '升学衔接奖学金', 'Articulation Scholarship'),
    amount: 30_000,
    per: 'once',
    note: t3(
      '副學士或高級文憑平均積點 3.3 或以上，入讀高年級。',
      '副学士或高级文凭平均积点 3.3 或以上，入读高年级。',
      'An associate degree or higher diploma with a grade point average of 3.3 or above, for senior-year entry.',
    ),
    routes: ['associate'],
    levels: ['ug'],
    deadline: '2027-04-30',
  },
  {
    id: 'postgraduate-merit',
    name: t3('研究生優異獎學金', '研究生优异奖学金', 'Postgraduate Merit Scholarship'),
    amount: 40_000,
    per: 'programme',
    note: t3(
      '學士學位一級榮譽或同等成績。',
      '学士学位一级荣誉或同等成绩。',
      'A first-class honours bachelor’s degree or an equivalent.',
    ),
    routes: [],
    levels: ['pg'],
    deadline: '2027-05-31',
  },
  {
    id: 'community-bursary',
    name: t3('社區助學金', '社区助学金', 'Community Bursary'),
    amount: 20_000,
    per: 'year',
    note: t3(
      '按家庭經濟需要發放，所有本地生均可申請。',
      '按家庭经济需要发放，所有本地生均可申请。',
      'By family financial need; open to every local student.',
    ),
    routes: ['hkdse', 'associate'],
    levels: [],
    deadline: '2027-09-30',
  },
  {
    id: 'early-bird-2026',
    name: t3('2026 年度早鳥入學獎學金', '2026 年度早鸟入学奖学金', 'Early Application Scholarship 2026'),
    amount: 10_000,
    per: 'once',
    note: t3('已截止。', '已截止。', 'Closed.'),
    routes: [],
    levels: ['ug', 'hd'],
    deadline: '2026-01-31',
  },
];

/** GET /api/scholarship/list: every scholarship, the closed one too (the site leaves it out by its deadline). */
export function scholarshipList(lang: Lang) {
  return scholarships.map((s) => ({
    id: s.id,
    name: s.name[lang],
    amount: s.amount,
    per: s.per,
    note: s.note[lang],
    routes: s.routes,
    levels: s.levels,
    deadline: s.deadline,
    link: `${RULES}/${s.id}`,
  }));
}
