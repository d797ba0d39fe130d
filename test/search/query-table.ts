// The site search's query table: what visitors from Hong Kong, the mainland and overseas type
// into the header's box, in each language of the site, and the page each one must lead to
// (docs/architecture/search.md "Site search"). Kept as a test (query-table.test.ts) and measured as
// precision at 1 and at 3 per language (docs/PERFORMANCE.md "Site search").
import type { Locale } from '@/i18n/locales';

export interface QueryRow {
  locale: Locale;
  query: string;
  /** The pages that answer the query (paths without language prefix): any of them will do. */
  expect: readonly string[];
  /** Order matters: one of `expect` must be the first result. */
  first?: true;
  why: string;
}

const TEACHER = (id: number) => `/teacher/detail?id=${id}`;
/** 陳志明 / 陈志明 / CHAN Chi-ming. */
const CHAN_CHI_MING = TEACHER(3021);
/** Teachers surnamed 陳 / 陈 / Chan, and those surnamed 黃 / 黄 / Wong. */
const CHAN_TEACHERS = [TEACHER(3001), TEACHER(3021), TEACHER(3041)];
const WONG_TEACHERS = [TEACHER(3004), TEACHER(3024)];
/** Every surname-Chan or -Wong person, teachers and alumni: a title-less surname may mean either. */
const CHAN_PEOPLE = [...CHAN_TEACHERS, '/alumni/detail?id=5001', '/alumni/detail?id=5021', '/alumni/detail?id=5041'];
const WONG_PEOPLE = [...WONG_TEACHERS, '/alumni/detail?id=5004', '/alumni/detail?id=5024', '/alumni/detail?id=5044'];

const FEES = [
  '/admissions/fees',
  '/admissions/subsidy',
  '/admissions/mainland',
  '/admissions/international',
  '/admissions/hkdse',
  '/admissions/associate',
  '/admissions-faq',
];
const ENTRY_ROUTES = [
  '/admissions/hkdse',
  '/admissions/mainland',
  '/admissions/international',
  '/admissions/associate',
];
const SCHOLARSHIPS = [...ENTRY_ROUTES, '/admissions/subsidy', '/give', '/news/1032', '/administration'];
/** The student housing page (halls, fees, how to apply) and the campus page's residences. */
const HALLS = ['/student-housing', '/campus-facilities'];
const LIBRARY = ['/campus-facilities', '/news/1033', '/administration'];
/** Programmes are listed on their unit's page: a programme of the level asked for answers too. */
const UNITS = ['/faculties/fass', '/faculties/fb', '/faculties/fse', '/faculties/bri'];
const UNDERGRADUATE = [
  '/Undergraduate',
  '/admissions',
  '/admissions/hkdse',
  '/admissions/mainland',
  '/faculties',
  ...UNITS,
];
const POSTGRADUATE = ['/Postgraduate', '/admissions', '/faculties', ...UNITS];

/** The newest items of recurring events: the visitor means this year's. */
const INFO_DAY = '/news/1031';
/** The open days are events of their own (docs/UPSTREAM.md §26); the information day news says the rest. */
const OPEN_DAY = ['/events/104', '/events/105', INFO_DAY];
const GRADUATION = '/news/1029';
const SPORTS_DAY = '/news/1036';

/** The programme finder: the answer to 'programmes' in every language. */
const FINDER = '/programmes';

const FSE = '/faculties/fse';
const FB = '/faculties/fb';
/** A programme with a page of its own (the CMS has its detail): that page answers for it. */
const PROGRAMME = (code: string) => `/programmes/${code}`;
const COMPUTER_SCIENCE = PROGRAMME('ug-computer-science');
const MBA = PROGRAMME('pg-mba');
const NURSING = PROGRAMME('ug-nursing');
const AI = PROGRAMME('pg-artificial-intelligence');
const IT = PROGRAMME('hd-information-technology');
const BUSINESS_BACHELORS = [
  FB,
  ...['ug-accounting', 'ug-fintech', 'ug-digital-marketing', 'ug-hospitality'].map(PROGRAMME),
];

export const QUERY_TABLE: readonly QueryRow[] = [
  // ---------------------------------------------------------------- traditional Chinese (HK)
  { locale: 'tc', query: '高考', expect: ['/admissions/mainland'], first: true, why: 'the page of the exam' },
  { locale: 'tc', query: '入學要求', expect: ENTRY_ROUTES, why: 'inside 本科入學要求' },
  { locale: 'tc', query: '學費', expect: FEES, why: 'fees pages' },
  { locale: 'tc', query: '文憑試', expect: ['/admissions/hkdse'], first: true, why: 'short for 香港中學文憑試' },
  { locale: 'tc', query: 'DSE', expect: ['/admissions/hkdse'], first: true, why: 'HK abbreviation of HKDSE' },
  { locale: 'tc', query: 'DSE 收生要求', expect: ['/admissions/hkdse'], first: true, why: 'HK phrasing, mixed' },
  { locale: 'tc', query: '收生要求', expect: ENTRY_ROUTES, why: '收生 is what HK schools say for 入學' },
  {
    locale: 'tc',
    query: '開放日',
    expect: OPEN_DAY,
    first: true,
    why: 'the open days (events), or the information day',
  },
  { locale: 'tc', query: '資訊日', expect: [INFO_DAY], first: true, why: 'the newest information day' },
  { locale: 'tc', query: '宿舍', expect: HALLS, first: true, why: 'student halls' },
  { locale: 'tc', query: '捐款', expect: ['/give'], first: true, why: 'the giving page' },
  { locale: 'tc', query: '聯絡我們', expect: ['/page/contact-us'], first: true, why: 'the contact page' },
  { locale: 'tc', query: '電話', expect: ['/page/contact-us'], first: true, why: 'how to call the College' },
  { locale: 'tc', query: '地址', expect: ['/page/contact-us'], first: true, why: 'where the College is' },
  { locale: 'tc', query: '雅思', expect: ['/admissions/international'], first: true, why: 'the site writes IELTS' },
  {
    locale: 'tc',
    query: 'IELTS 入學',
    expect: ['/admissions/international', '/admissions/associate'],
    first: true,
    why: 'mixed language: the routes that ask for IELTS',
  },
  { locale: 'tc', query: '陳志明', expect: [CHAN_CHI_MING], first: true, why: 'a teacher by name' },
  { locale: 'tc', query: '陈志明', expect: [CHAN_CHI_MING], first: true, why: 'the name in simplified script' },
  { locale: 'tc', query: 'Chan Chi-ming', expect: [CHAN_CHI_MING], first: true, why: 'the English name' },
  { locale: 'tc', query: '陳老師', expect: CHAN_TEACHERS, first: true, why: 'surname and title' },
  { locale: 'tc', query: '黃教授', expect: WONG_TEACHERS, first: true, why: 'surname and title' },
  { locale: 'tc', query: '畢業典禮', expect: [GRADUATION], first: true, why: 'the newest ceremony' },
  { locale: 'tc', query: '陸運會', expect: [SPORTS_DAY], first: true, why: 'the newest sports day' },
  { locale: 'tc', query: '運動會', expect: [SPORTS_DAY], first: true, why: 'the general word for 陸運會' },
  { locale: 'tc', query: '私隱', expect: ['/article/privacy-policy'], first: true, why: 'the privacy policy' },
  { locale: 'tc', query: '學年曆', expect: ['/article/academic-calendar'], first: true, why: 'the calendar' },
  { locale: 'tc', query: '課程', expect: [FINDER], first: true, why: 'the programme finder' },
  { locale: 'tc', query: '電腦科學', expect: [COMPUTER_SCIENCE], first: true, why: 'the programme' },
  { locale: 'tc', query: '計算機科學', expect: [COMPUTER_SCIENCE], first: true, why: 'mainland term for 電腦科學' },
  { locale: 'tc', query: '工商管理碩士', expect: [MBA], first: true, why: 'the MBA' },
  { locale: 'tc', query: 'MBA', expect: [MBA], first: true, why: 'abbreviation' },
  { locale: 'tc', query: '招聘', expect: ['/recruit', '/page/jobs'], first: true, why: 'a job query: posts welcome' },
  { locale: 'tc', query: '護理', expect: [NURSING], first: true, why: 'the nursing programme' },
  { locale: 'tc', query: '交換生', expect: ['/page/global-exchange'], first: true, why: 'the site says 交流' },
  { locale: 'tc', query: '獎學金', expect: SCHOLARSHIPS, why: 'scholarships' },
  { locale: 'tc', query: '副學士', expect: ['/admissions/associate'], first: true, why: 'associate degree holders' },
  { locale: 'tc', query: '一帶一路', expect: ['/faculties/bri'], first: true, why: 'the institute' },
  { locale: 'tc', query: '學分轉移', expect: ['/admissions/associate'], first: true, why: 'credit transfer' },
  { locale: 'tc', query: '圖書館', expect: LIBRARY, why: 'the library' },
  { locale: 'tc', query: '本科', expect: UNDERGRADUATE, why: 'undergraduate study' },
  // ---------------------------------------------------------------- simplified Chinese (mainland)
  { locale: 'sc', query: '计算机科学', expect: [COMPUTER_SCIENCE], first: true, why: 'the site says 电脑科学' },
  { locale: 'sc', query: '住宿', expect: HALLS, first: true, why: 'the site says 宿舍' },
  { locale: 'sc', query: '联系方式', expect: ['/page/contact-us'], first: true, why: 'the contact page' },
  { locale: 'sc', query: '雅思', expect: ['/admissions/international'], first: true, why: 'IELTS' },
  { locale: 'sc', query: '托福', expect: ['/admissions/international'], first: true, why: 'TOEFL' },
  {
    locale: 'sc',
    query: '专业',
    expect: [...UNDERGRADUATE, '/Postgraduate', '/HigherDiploma', FINDER],
    why: 'majors: the level lists, or the finder of every programme',
  },
  { locale: 'sc', query: '课程', expect: [FINDER], first: true, why: 'the programme finder' },
  { locale: 'sc', query: '本科', expect: UNDERGRADUATE, why: 'undergraduate study' },
  { locale: 'sc', query: '高考', expect: ['/admissions/mainland'], first: true, why: 'the exam' },
  { locale: 'sc', query: '高考录取分数线', expect: ['/admissions/mainland'], first: true, why: 'cut-off scores' },
  { locale: 'sc', query: '学费', expect: FEES, why: 'fees' },
  {
    locale: 'sc',
    query: '开放日',
    expect: OPEN_DAY,
    first: true,
    why: 'the open days (events), or the information day',
  },
  { locale: 'sc', query: '毕业典礼', expect: [GRADUATION], first: true, why: 'the newest ceremony' },
  { locale: 'sc', query: '运动会', expect: [SPORTS_DAY], first: true, why: 'mainland word for 陆运会' },
  { locale: 'sc', query: '隐私', expect: ['/article/privacy-policy'], first: true, why: 'the privacy policy' },
  { locale: 'sc', query: '陈志明', expect: [CHAN_CHI_MING], first: true, why: 'a teacher by name' },
  { locale: 'sc', query: '陈老师', expect: CHAN_TEACHERS, first: true, why: 'surname and title' },
  { locale: 'sc', query: '黄教授', expect: WONG_TEACHERS, first: true, why: 'surname and title' },
  { locale: 'sc', query: '人工智能', expect: [AI], first: true, why: 'the AI master’s' },
  { locale: 'sc', query: '信息技术', expect: [IT], first: true, why: 'the IT higher diploma' },
  { locale: 'sc', query: '资讯科技', expect: [IT], first: true, why: 'the HK term for 信息技术' },
  { locale: 'sc', query: '护理', expect: [NURSING], first: true, why: 'nursing' },
  { locale: 'sc', query: '奖学金', expect: SCHOLARSHIPS, why: 'scholarships' },
  { locale: 'sc', query: '捐赠', expect: ['/give'], first: true, why: 'giving' },
  { locale: 'sc', query: '宿舍', expect: HALLS, first: true, why: 'halls' },
  { locale: 'sc', query: '交换生', expect: ['/page/global-exchange'], first: true, why: 'exchange students' },
  { locale: 'sc', query: '研究生', expect: POSTGRADUATE, why: 'postgraduate study' },
  { locale: 'sc', query: '招聘', expect: ['/recruit', '/page/jobs'], first: true, why: 'a job query' },
  { locale: 'sc', query: 'MBA', expect: [MBA], first: true, why: 'abbreviation' },
  { locale: 'sc', query: '入学要求', expect: ENTRY_ROUTES, why: 'entry requirements' },
  { locale: 'sc', query: '学分转换', expect: ['/admissions/associate'], first: true, why: 'mainland for 学分转移' },
  { locale: 'sc', query: '图书馆', expect: LIBRARY, why: 'the library' },
  { locale: 'sc', query: '文凭试', expect: ['/admissions/hkdse'], first: true, why: 'the HKDSE' },
  { locale: 'sc', query: 'Chan Chi-ming', expect: [CHAN_CHI_MING], first: true, why: 'the English name' },
  { locale: 'sc', query: '陳志明', expect: [CHAN_CHI_MING], first: true, why: 'the traditional name' },
  // ---------------------------------------------------------------- English (overseas and local)
  { locale: 'en', query: 'tuition', expect: FEES, why: 'fees' },
  { locale: 'en', query: 'tution', expect: FEES, why: 'a typo' },
  { locale: 'en', query: 'admis', expect: ['/admissions', '/admissions-faq'], first: true, why: 'a prefix' },
  { locale: 'en', query: 'admissions', expect: ['/admissions'], first: true, why: 'the overview' },
  { locale: 'en', query: 'gaokao', expect: ['/admissions/mainland'], first: true, why: 'the exam' },
  { locale: 'en', query: 'IELTS', expect: ['/admissions/international'], first: true, why: 'language test' },
  { locale: 'en', query: 'TOEFL', expect: ['/admissions/international'], first: true, why: 'language test' },
  { locale: 'en', query: 'DSE', expect: ['/admissions/hkdse'], first: true, why: 'short for HKDSE' },
  { locale: 'en', query: 'accommodation', expect: HALLS, first: true, why: 'the site says halls' },
  { locale: 'en', query: 'acommodation', expect: HALLS, first: true, why: 'a typo' },
  { locale: 'en', query: 'hostel', expect: HALLS, first: true, why: 'HK English for halls' },
  { locale: 'en', query: 'donate', expect: ['/give'], first: true, why: 'the site says give' },
  {
    locale: 'en',
    query: 'open day',
    expect: OPEN_DAY,
    first: true,
    why: 'the open days (events), or the information day',
  },
  { locale: 'en', query: 'location', expect: ['/page/contact-us'], first: true, why: 'where the College is' },
  { locale: 'en', query: 'address', expect: ['/page/contact-us'], first: true, why: 'the postal address' },
  { locale: 'en', query: 'phone number', expect: ['/page/contact-us'], first: true, why: 'how to call' },
  { locale: 'en', query: 'MBA', expect: [MBA], first: true, why: 'Master of Business Administration' },
  { locale: 'en', query: 'BBA', expect: BUSINESS_BACHELORS, first: true, why: 'business bachelor’s' },
  { locale: 'en', query: 'AD', expect: ['/admissions/associate'], first: true, why: 'associate degree' },
  {
    locale: 'en',
    query: 'HD',
    expect: ['/HigherDiploma', '/admissions/associate', FSE, FB, '/faculties/fass'],
    first: true,
    why: 'higher diploma',
  },
  { locale: 'en', query: 'graduation', expect: [GRADUATION], first: true, why: 'the newest ceremony' },
  { locale: 'en', query: 'graduation ceremony', expect: [GRADUATION], first: true, why: 'exact phrase' },
  { locale: 'en', query: 'sports day', expect: [SPORTS_DAY], first: true, why: 'the newest sports day' },
  { locale: 'en', query: 'privacy', expect: ['/article/privacy-policy'], first: true, why: 'the policy' },
  { locale: 'en', query: 'academic calendar', expect: ['/article/academic-calendar'], first: true, why: 'dates' },
  { locale: 'en', query: 'application deadline', expect: ['/admissions'], first: true, why: 'admission dates' },
  { locale: 'en', query: 'Chan Chi-ming', expect: [CHAN_CHI_MING], first: true, why: 'a teacher by name' },
  { locale: 'en', query: '陳志明', expect: [CHAN_CHI_MING], first: true, why: 'the Chinese name' },
  { locale: 'en', query: 'Dr Chan', expect: CHAN_TEACHERS, first: true, why: 'title and surname' },
  { locale: 'en', query: 'Prof Wong', expect: WONG_TEACHERS, first: true, why: 'title and surname' },
  { locale: 'en', query: 'Chan', expect: CHAN_PEOPLE, first: true, why: 'a surname alone' },
  { locale: 'sc', query: 'Wong', expect: WONG_PEOPLE, first: true, why: 'an English surname on the Chinese site' },
  {
    locale: 'en',
    query: 'programmes',
    expect: [FINDER],
    why: 'the programme finder (the subsidy page, about every programme, may come first)',
  },
  { locale: 'en', query: 'courses', expect: [FINDER], first: true, why: 'the programme finder' },
  { locale: 'en', query: 'computer science', expect: [COMPUTER_SCIENCE], first: true, why: 'the programme' },
  { locale: 'en', query: 'computing', expect: [FSE, COMPUTER_SCIENCE], first: true, why: 'the department' },
  { locale: 'en', query: 'nursing', expect: [NURSING], first: true, why: 'the programme' },
  { locale: 'en', query: 'scholarship', expect: SCHOLARSHIPS, why: 'scholarships' },
  { locale: 'en', query: 'scholarsip', expect: SCHOLARSHIPS, why: 'a typo' },
  { locale: 'en', query: 'exchange', expect: ['/page/global-exchange'], first: true, why: 'student exchange' },
  { locale: 'en', query: 'jobs', expect: ['/page/jobs', '/recruit'], first: true, why: 'vacancies' },
  { locale: 'en', query: 'vacancies', expect: ['/page/jobs', '/recruit'], first: true, why: 'vacancies' },
  { locale: 'en', query: 'credit transfer', expect: ['/admissions/associate'], first: true, why: 'senior entry' },
  { locale: 'en', query: 'entry requirements', expect: ENTRY_ROUTES, why: 'the routes' },
  { locale: 'en', query: 'undergraduate', expect: UNDERGRADUATE, why: 'undergraduate study' },
  { locale: 'en', query: 'postgraduate', expect: POSTGRADUATE, why: 'postgraduate study' },
  { locale: 'en', query: 'library', expect: LIBRARY, why: 'the library' },
];

export interface Precision {
  locale: Locale;
  queries: number;
  /** Share of queries with an expected page first, and within the first three results. */
  at1: number;
  at3: number;
  /** Queries that answered nothing at all. */
  empty: string[];
  /** Queries without an expected page in the first three. */
  missed: string[];
}

/** Precision at 1 and 3 per language, from the paths each query answered (best first). */
export function precision(rows: readonly QueryRow[], answers: readonly (readonly string[])[]): Precision[] {
  const locales = [...new Set(rows.map((r) => r.locale))];
  return locales.map((locale) => {
    const mine = rows.flatMap((row, i) => (row.locale === locale ? [{ row, found: answers[i] ?? [] }] : []));
    const within = (k: number) =>
      mine.filter(({ row, found }) => found.slice(0, k).some((p) => row.expect.includes(p))).length / mine.length;
    return {
      locale,
      queries: mine.length,
      at1: within(1),
      at3: within(3),
      empty: mine.filter(({ found }) => found.length === 0).map(({ row }) => row.query),
      missed: mine
        .filter(({ row, found }) => !found.slice(0, 3).some((p) => row.expect.includes(p)))
        .map(({ row }) => row.query),
    };
  });
}

export const formatPrecision = (label: string, p: readonly Precision[]): string =>
  p
    .map(
      (x) =>
        `${label} ${x.locale}: ${x.queries} queries, P@1 ${(x.at1 * 100).toFixed(0)} %, P@3 ${(x.at3 * 100).toFixed(0)} %, empty ${x.empty.length}${x.empty.length ? ` (${x.empty.join(', ')})` : ''}, not in the first 3: ${x.missed.join(', ') || 'none'}`,
    )
    .join('\n');
