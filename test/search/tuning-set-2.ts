// A second tuning set, written after the first round and before a second one changed the search,
// in another style from tuning-set.ts: what visitors type into a search box, as they type it.
// Short fragments; whole questions in Cantonese written form (點, 幾時, 有冇, 可唔可以); mainland
// phrasing (怎么, 哪里, 多少钱, 有没有, 专业, 录取); English questions with typos; people's names
// in any script; programmes by their informal names; practical needs (deadlines, fees, halls,
// library hours, scholarships, transport, exchange, careers, contact, jobs, events, term dates,
// graduation). The page each one wants was found by browsing the site. Measured by
// tuning-set.test.ts like the first set.
import type { TuningRow } from './tuning-set';

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
/** Scholarships are listed on the overview, every route page and the fees page. */
const SCHOLARSHIPS = [OVERVIEW, ...ROUTES, FEES_PAGE];
const HOUSING = '/student-housing';
const NON_LOCAL = '/non-local-students';
const CONTACT = '/page/contact-us';
const FAQ = '/faq';
const GETTING_HERE = [CONTACT, FAQ];
const CAMPUS = '/campus-facilities';
const STUDENTS = '/page/student';
const EXCHANGE = '/page/global-exchange';
const ALUMNI = '/alumni';
const GIVE = '/give';
const JOBS = ['/page/jobs', '/recruit'];
const ADMINISTRATION = '/administration';
/** The academic calendar states the terms and examinations; the overview's key dates say when teaching begins. */
const CALENDAR = '/article/academic-calendar';
const TERM_DATES = [CALENDAR, OVERVIEW];
const POSTGRADUATE = '/Postgraduate';
const FB = '/faculties/fb';
const P = (code: string) => `/programmes/${code}`;
const TEACHER = (id: number) => `/teacher/detail?id=${id}`;
const EVENT = (id: number) => `/events/${id}`;
const BUSINESS = [FB, ...['ug-accounting', 'ug-fintech', 'ug-digital-marketing', 'ug-hospitality', 'pg-mba'].map(P)];

const tc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'tc', query, expect });
const sc = (query: string, ...expect: string[]): TuningRow => ({ locale: 'sc', query, expect });
const en = (query: string, ...expect: string[]): TuningRow => ({ locale: 'en', query, expect });

export const TUNING_SET_2: readonly TuningRow[] = [
  // ------------------------------------------ traditional Chinese: Cantonese questions, fragments, names
  tc('學費幾時交', ...FEES),
  tc('有冇宿舍', HOUSING, ADMISSIONS_FAQ),
  tc('宿舍幾時截止申請', HOUSING),
  tc('點樣申請獎學金', ...SCHOLARSHIPS),
  tc('護士', P('ug-nursing')),
  tc('讀電腦', P('ug-computer-science'), P('hd-information-technology')),
  tc('IT高級文憑', P('hd-information-technology')),
  tc('圖書館幾點開', CAMPUS, FAQ),
  tc('校園開放時間', FAQ),
  tc('畢業禮幾時', EVENT(501)),
  tc('開放日', EVENT(104)),
  tc('聯招', HKDSE, OVERVIEW),
  tc('副學士升學士', ASSOCIATE),
  tc('搵工', ...JOBS),
  tc('陳志明', TEACHER(3021)),
  tc('周老師', TEACHER(3011), TEACHER(3031)),
  tc('何美玲', TEACHER(3028)),
  tc('校友會', ALUMNI),
  tc('校友聚會', ALUMNI, EVENT(601), EVENT(603)),
  tc('轉學分', ASSOCIATE),
  tc('交換生資格', EXCHANGE),
  tc('去外國交流有冇資助', EXCHANGE),
  tc('幾時開學', ...TERM_DATES, EVENT(502)),
  tc('考試時間表', CALENDAR),
  tc('捐款', GIVE),
  tc('聯絡電話', CONTACT),
  tc('電郵地址', CONTACT),
  tc('學生簽證點申請', NON_LOCAL),
  tc('生活費要幾多', NON_LOCAL),
  tc('酒店管理學乜嘢', P('ug-hospitality')),
  tc('金融碩士', P('pg-finance')),
  tc('資助計劃', SUBSIDY),
  tc('翻譯課程', P('ug-english-translation'), P('pg-translation')),
  tc('粵語研究', '/centre-cantonese'),
  tc('申請費幾錢', FEES_PAGE, ADMISSIONS_FAQ),
  tc('可唔可以退宿', HOUSING),
  // ------------------------------------------ simplified Chinese: mainland phrasing
  sc('怎么申请宿舍', HOUSING),
  sc('宿舍多少钱一年', HOUSING),
  sc('哪里查录取结果', ADMISSIONS_FAQ, OVERVIEW),
  sc('高考生怎么报名', MAINLAND),
  sc('本科线', MAINLAND),
  sc('一年学费多少钱', ...FEES),
  sc('有没有奖学金', ...SCHOLARSHIPS),
  sc('计算机专业', P('ug-computer-science')),
  sc('护理专业学费', P('ug-nursing'), FEES_PAGE, SUBSIDY),
  sc('人工智能专业', P('pg-artificial-intelligence')),
  sc('金融专业', P('pg-finance'), P('ug-fintech')),
  sc('工商管理硕士', P('pg-mba')),
  sc('读研', POSTGRADUATE, OVERVIEW),
  sc('通行证签注', NON_LOCAL),
  sc('学生签证要多久', NON_LOCAL),
  sc('银行开户', NON_LOCAL),
  sc('手机卡', NON_LOCAL),
  sc('机场接机', NON_LOCAL),
  sc('联系方式', CONTACT),
  sc('招生办邮箱', CONTACT, ADMINISTRATION),
  sc('学校在哪', ...GETTING_HERE),
  sc('坐几路公交', ...GETTING_HERE),
  sc('图书馆对外开放吗', FAQ, CAMPUS),
  sc('什么时候开学', ...TERM_DATES, EVENT(502)),
  sc('毕业典礼', EVENT(501)),
  sc('张颖琪', TEACHER(3003)),
  sc('商学院院长', TEACHER(3003), FB),
  sc('交换生', EXCHANGE),
  sc('暑期交流', EXCHANGE),
  sc('校友导师计划', ALUMNI),
  sc('招聘老师', ...JOBS),
  sc('捐款收据', GIVE),
  sc('学费可以退吗', FEES_PAGE),
  sc('可持续发展硕士', P('pg-sustainability')),
  sc('社工专业', P('hd-social-services')),
  sc('酒店管理专业就业', P('ug-hospitality')),
  // ------------------------------------------ English: questions with typos, names, informal names
  en('how do i apply for a hall', HOUSING),
  en('dorm fees per year', HOUSING),
  en('when does the semester start', ...TERM_DATES),
  en('exam dates', CALENDAR),
  en('graduation ceremony', EVENT(501)),
  en('open day', EVENT(104)),
  en('scholarhsip', ...SCHOLARSHIPS),
  en('tution fee for nursing', P('ug-nursing'), FEES_PAGE),
  en('comp sci', P('ug-computer-science')),
  en('AI masters', P('pg-artificial-intelligence')),
  en('business degrees', ...BUSINESS),
  en('jupas code data science', P('ug-data-science')),
  en('non-jupas application', HKDSE, EVENT(208)),
  en('A-level requirements', INTERNATIONAL),
  en('IB diploma', INTERNATIONAL),
  en('gaokao', MAINLAND),
  en('visa for mainland students', NON_LOCAL),
  en('opening a bank account', NON_LOCAL),
  en('airport pickup', NON_LOCAL),
  en('library opening hours', CAMPUS, FAQ),
  en('swimming pool', CAMPUS),
  en('contact admissions office', CONTACT, ADMINISTRATION),
  en('where is the college', ...GETTING_HERE),
  en('Dr Tse', TEACHER(3012), TEACHER(3032)),
  en('Kin-wah Tse', TEACHER(3012)),
  en('dean of business', TEACHER(3003), FB),
  en('lecturer vacancies', ...JOBS),
  en('alumni mentoring', ALUMNI),
  en('homecoming', EVENT(601)),
  en('study abroad exchange', EXCHANGE),
  en('counseling services', STUDENTS),
  en('can i get my deposit back', FEES_PAGE, HOUSING),
  en('privacy', '/article/privacy-policy'),
  en('social work diploma', P('hd-social-services')),
  en('what does the translation degree teach', P('ug-english-translation')),
  en('enviromental science', P('ug-environmental-science')),
  en('subsidy scheme', SUBSIDY),
];
