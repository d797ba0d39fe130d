// A second query table, written from the visitors' side before the search was tuned on it: what
// mainland applicants, Hong Kong school leavers, parents, international applicants, students,
// staff and alumni type (questions with particles, regional words, abbreviations, typos, names,
// practical needs), with the page each one wants, found by browsing the site. Measured by
// tuning-set.test.ts as precision at 1 and 3 per language, like the query table (query-table.ts).
import type { Locale } from '@/i18n/locales';

export interface TuningRow {
  locale: Locale;
  query: string;
  /** The pages that answer (paths without language prefix); a section of one (`#…`) answers too. */
  expect: readonly string[];
}

const FEES_PAGE = '/admissions/fees';
const OVERVIEW = '/admissions';
const MAINLAND = '/admissions/mainland';
const INTERNATIONAL = '/admissions/international';
const HKDSE = '/admissions/hkdse';
const ASSOCIATE = '/admissions/associate';
const SUBSIDY = '/admissions/subsidy';
const ADMISSIONS_FAQ = '/admissions-faq';
const ROUTES = [HKDSE, MAINLAND, INTERNATIONAL, ASSOCIATE];
const FEES = [FEES_PAGE, ...ROUTES, ADMISSIONS_FAQ];
const DEADLINES = [OVERVIEW, ...ROUTES];
/** Scholarships are listed on the overview, every route page and the fees page. */
const SCHOLARSHIPS = [OVERVIEW, ...ROUTES, FEES_PAGE];
const HOUSING = '/student-housing';
const NON_LOCAL = '/non-local-students';
const CONTACT = '/page/contact-us';
/** The general FAQ answers how to get to the College and when the campus is open. */
const FAQ = '/faq';
const GETTING_HERE = [CONTACT, FAQ];
const ABOUT = '/about';
const PRESIDENT = '/about/president';
const CAMPUS = '/campus-facilities';
const STUDENTS = '/page/student';
const STAFF = '/page/staff';
const EXCHANGE = '/page/global-exchange';
const GIVE = '/give';
const ACCESSIBILITY = '/article/accessibility';
const AGENTS = '/page/statement';
const CALENDAR = '/article/academic-calendar';
const FB = '/faculties/fb';
const BRI = '/faculties/bri';
const P = (code: string) => `/programmes/${code}`;
const TEACHER = (id: number) => `/teacher/detail?id=${id}`;
const EVENT = (id: number) => `/events/${id}`;
const BUSINESS = [FB, ...['ug-accounting', 'ug-fintech', 'ug-digital-marketing', 'ug-hospitality'].map(P)];

const tc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'tc', query, expect });
const sc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'sc', query, expect });
const en = (query: string, ...expect: string[]): TuningRow => ({ locale: 'en', query, expect });

export const TUNING_SET: readonly TuningRow[] = [
  // ------------------------------------------ traditional Chinese: HK school leavers, parents, students, staff, alumni
  tc('文憑試幾多分先入到', HKDSE),
  tc('學費幾錢', ...FEES),
  tc('護理系讀咩科', P('ug-nursing')),
  tc('讀護理畢業做咩工', P('ug-nursing')),
  tc('會計 出路', P('ug-accounting')),
  tc('副學士點樣銜接學位', ASSOCIATE),
  tc('非本地生宿舍', HOUSING, NON_LOCAL),
  tc('宿費', HOUSING),
  tc('點樣去書院', ...GETTING_HERE),
  tc('巴士路線', ...GETTING_HERE),
  tc('WhatsApp', CONTACT),
  tc('辦公時間', CONTACT),
  tc('評審局', ABOUT),
  tc('獎學金點申請', ...SCHOLARSHIPS),
  tc('JUPAS', HKDSE, OVERVIEW),
  tc('電腦科學 JUPAS 編號', P('ug-computer-science')),
  tc('數據科學', P('ug-data-science')),
  tc('市場學', P('ug-digital-marketing')),
  tc('酒店管理', P('ug-hospitality')),
  tc('黃志明教授', TEACHER(3004)),
  tc('李子軒', TEACHER(3002)),
  tc('校長', PRESIDENT),
  tc('書院歷史', '/about-history', ABOUT),
  tc('圖書館開放時間', CAMPUS, FAQ),
  tc('輔導服務', STUDENTS),
  tc('交流團', EXCHANGE),
  tc('捐錢俾書院', GIVE),
  tc('轉數快', GIVE),
  tc('無障礙', ACCESSIBILITY),
  tc('申請截止日期', ...DEADLINES),
  tc('按金可唔可以退', FEES_PAGE, HOUSING),
  tc('中介', AGENTS),
  tc('學生簽證', NON_LOCAL),
  tc('醫療保險', NON_LOCAL),
  tc('開學禮', EVENT(502)),
  tc('心理學', P('ug-psychology')),
  tc('環境科學入學要求', P('ug-environmental-science')),
  tc('一帶一路碩士', P('pg-belt-and-road-studies')),
  // ------------------------------------------ simplified Chinese: mainland applicants and parents, mainland wording
  sc('高考多少分可以报', MAINLAND),
  sc('港澳通行证', NON_LOCAL),
  sc('签注怎么办', NON_LOCAL),
  sc('内地生奖学金', MAINLAND, ...SCHOLARSHIPS),
  sc('学费多少钱', ...FEES),
  sc('MBA学费多少', P('pg-mba'), FEES_PAGE),
  sc('计算机专业学什么课', P('ug-computer-science')),
  sc('护理专业就业方向', P('ug-nursing')),
  sc('会计专业前景怎么样', P('ug-accounting')),
  sc('人工智能硕士申请条件', P('pg-artificial-intelligence')),
  sc('数据科学选科要求', P('ug-data-science')),
  sc('住宿费', HOUSING),
  sc('宿舍怎么申请', HOUSING),
  sc('在香港生活费大概多少', NON_LOCAL),
  sc('医保', NON_LOCAL),
  sc('微信', CONTACT),
  sc('招生办电话', CONTACT, ...ROUTES, OVERVIEW),
  sc('学校地址在哪里', CONTACT),
  sc('怎么去学校', ...GETTING_HERE),
  sc('地铁站', ...GETTING_HERE),
  sc('深圳招生说明会', EVENT(201)),
  sc('专升本', ASSOCIATE),
  sc('雅思要求', INTERNATIONAL),
  sc('英语要求', ...ROUTES),
  sc('学历认证', ABOUT),
  sc('隐私政策', '/article/privacy-policy'),
  sc('校历', CALENDAR),
  sc('心理学', P('ug-psychology')),
  sc('金融科技', P('ug-fintech')),
  sc('旅游管理', P('ug-hospitality')),
  sc('商科', ...BUSINESS),
  sc('周美玲老师', TEACHER(3011)),
  sc('谢建华', TEACHER(3012)),
  sc('开学典礼', EVENT(502)),
  sc('押金', FEES_PAGE, HOUSING),
  sc('兼职打工', NON_LOCAL),
  sc('一带一路研究院', BRI),
  sc('无障碍', ACCESSIBILITY),
  sc('申请截止时间', ...DEADLINES),
  sc('护理学要读几年', P('ug-nursing')),
  // ------------------------------------------ English: international applicants, parents, students, staff, alumni
  en('how much are the tuition fees', ...FEES),
  en('when is the application deadline', ...DEADLINES),
  en('entry requirements for gaokao students', MAINLAND),
  en('what IELTS score do I need', INTERNATIONAL),
  en('student visa', NON_LOCAL),
  en('medical insurance', NON_LOCAL),
  en('cost of living in hong kong', NON_LOCAL),
  en('hall fees', HOUSING),
  en('dorm', HOUSING),
  en('hall deposit refund', HOUSING),
  en('careers after nursing', P('ug-nursing')),
  en('accounting career prospects', P('ug-accounting')),
  en('computer science modules', P('ug-computer-science')),
  en('BBA curriculum', ...BUSINESS),
  en('MSc finance', P('pg-finance')),
  en('data science entry requirements', P('ug-data-science')),
  en('psychology degree', P('ug-psychology')),
  en('accreditation', ABOUT),
  en('is the college accredited', ABOUT),
  en('whatsapp', CONTACT),
  en('office hours', CONTACT),
  en('how to get to campus by bus', ...GETTING_HERE),
  en('nearest train station', ...GETTING_HERE),
  en('scholarships for international students', INTERNATIONAL),
  en('financial aid', ADMISSIONS_FAQ, FEES_PAGE, SUBSIDY, OVERVIEW),
  en('application fee', FEES_PAGE, ADMISSIONS_FAQ),
  en('credit transfer from associate degree', ASSOCIATE),
  en('top-up degree', ASSOCIATE),
  en('exchange programme', EXCHANGE),
  en('president', PRESIDENT),
  en('Professor Wong Chi-ming', TEACHER(3004)),
  en('Chow Mei-ling', TEACHER(3011)),
  en('counselling', STUDENTS),
  en('IT services', STAFF),
  en('donate by FPS', GIVE),
  en('admission agents', AGENTS),
  en('accessibility', ACCESSIBILITY),
  en('sustainability masters', P('pg-sustainability')),
  en('part-time MBA', P('pg-mba')),
  en('marine ecology', '/centre-marine-ecology'),
  en('opening ceremony', EVENT(502)),
  en('physcology', P('ug-psychology')),
];

/** Whether a found path answers a row: one of its pages, or a section (`#…`) of one. */
export const answers = (row: TuningRow, path: string): boolean => row.expect.includes(path.split('#')[0] ?? path);
