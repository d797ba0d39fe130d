// The site search's HELD-OUT query set: queries as real visitors type them into the header's
// box, in each language of the site, with the pages a visitor would accept as the answer.
//
// It is held out. It was written before any change to the search, by reading the site as a
// visitor does (every URL the route table lists and the demo CMS's pages, news, people,
// programmes and admissions facts), without looking at the search's code, its vocabulary or
// the rows of the query table (query-table.ts: only its row type and precision helpers are
// shared), and it is never tuned on: a change to the search may not
// edit, drop or add a row here to make it pass. Only a content change that moves an answer to
// another page may update a row's `expect`, with a note in its `why` saying so. Its measure
// (held-out.test.ts) is how the search does on queries nobody shaped it for.
//
// How it was written: from the point of view of the site's visitors, not from the page text
// (most queries do not repeat a page's heading):
// - a school leaver in Shenzhen on a phone, in simplified Chinese, with mainland wording
//   (高考, 本科, 专业, 计算机, 读研, 专升本, 学费多少, 宿舍) and slips of pinyin input
//   (a character with the same sound in place of the right one);
// - a parent in Canada on a laptop, in English: tuition, deadlines, accreditation,
//   scholarships, housing, visas, how to get in touch, programme names and abbreviations
//   (MBA, CS, IB, IELTS), American spellings and misspellings;
// - an alumnus in Hong Kong on a tablet, in traditional Chinese, with Hong Kong and Cantonese
//   wording (文憑試, DSE, 副學士, 返校日, 捐錢, 幾錢, 點樣, 搵工) and teachers' names;
// - current students, staff and the public: library, academic calendar, vacancies, campus,
//   news.
// The mix: single words, whole questions with particles (吗, 呢, 嗎, 點樣, how, can I), two
// topics in one query, regional and colloquial words, abbreviations, one-character typos and
// homophone slips, people's names and practical needs. `first` is set only where one page (or
// a small set of equivalent pages) is clearly the answer.
//
// Every row has an answer on the site. Realistic queries the site has no answer for (kept
// out of the rows, since no page could be expected):
// - en "typhoon signal 8 classes cancelled?" / tc "八號風球停課" (no typhoon or bad-weather
//   arrangements anywhere on the site)
// - en "parking on campus" (no parking information)
// - tc "校友申請成績表" (no transcript or certificate service for graduates)
// - sc "食堂好吃吗" (no canteen or catering page)
// - tc "JUPAS 編號" (the College admits directly; no JUPAS code is given anywhere)
// - en "shuttle bus timetable" (an electric shuttle is mentioned as a plan, with no timetable)
// Two such queries have had an answer since the set was written, and are not added as rows
// (the set is fixed): sc "宿舍申请截止日期" (/student-housing) and en "student health
// insurance" (/non-local-students).
import type { QueryRow } from './query-table';

const ROUTE_PAGES = ['/admissions/hkdse', '/admissions/mainland', '/admissions/international', '/admissions/associate'];
// The student housing page (a content change) answers every housing row too.
const HOUSING = ['/student-housing', '/campus-facilities', '/admissions-faq'];
const LIBRARY_HOURS = ['/news/1033', '/faq', '/campus-facilities'];
const GRADUATION = ['/news/1029', '/news/1019', '/news/1009'];

export const HELD_OUT: readonly QueryRow[] = [
  // ---- English: a parent in Canada, overseas applicants, the public ----
  {
    locale: 'en',
    query: 'tuition fees for international students',
    expect: ['/admissions/fees', '/admissions/international'],
    first: true,
    why: 'the fee table, or the international route page that repeats the non-local fee',
  },
  {
    locale: 'en',
    query: 'how much does it cost per year',
    expect: ['/admissions/fees', ...ROUTE_PAGES],
    why: 'a full question without the word tuition: the fees page or a route page with its fees',
  },
  {
    locale: 'en',
    query: 'application deadline',
    expect: ['/admissions', ...ROUTE_PAGES],
    why: 'the key dates are on the admissions overview and each route page',
  },
  {
    locale: 'en',
    query: 'when is the deadline to apply for fall 2027',
    expect: ['/admissions', ...ROUTE_PAGES],
    why: 'North American "fall" for the September 2027 intake; a full question',
  },
  {
    locale: 'en',
    query: 'is the college accredited',
    expect: ['/about'],
    first: true,
    why: 'the registration and accreditation paragraph is on the College introduction',
  },
  {
    locale: 'en',
    query: 'scholarships for international students',
    expect: ['/admissions/international'],
    first: true,
    why: 'the Harbour Global Scholarship is on the international route page',
  },
  {
    locale: 'en',
    query: 'scholarhsip',
    expect: [...ROUTE_PAGES, '/admissions/subsidy', '/news/1032', '/news/1022', '/news/1012', '/news/1002'],
    why: 'transposed letters; any page about scholarships will do',
  },
  {
    locale: 'en',
    query: 'student housing',
    expect: HOUSING,
    why: 'residences on the campus facilities page; the admissions FAQ answers "Does the College offer housing?"',
  },
  {
    locale: 'en',
    query: 'dorms',
    expect: HOUSING,
    why: 'the American word for the residences (halls)',
  },
  {
    locale: 'en',
    query: 'refund if student visa is refused',
    expect: ['/admissions/fees'],
    first: true,
    why: 'the refunds table: deposit and tuition refunded in full on a visa refusal',
  },
  {
    locale: 'en',
    query: 'deposit refund policy',
    expect: ['/admissions/fees'],
    first: true,
    why: 'deposits and refunds are on the fees page',
  },
  {
    locale: 'en',
    query: 'how do I contact the admissions office',
    expect: ['/page/contact-us', '/administration', '/admissions-faq', '/admissions', ...ROUTE_PAGES],
    why: 'the enquiry page, the Admissions Office on the administration page or a route page’s contact section',
  },
  {
    locale: 'en',
    query: 'phone number',
    expect: ['/page/contact-us', '/administration', '/page/statement'],
    why: 'the contact page lists the telephone; the administration page gives the admissions line',
  },
  {
    locale: 'en',
    query: 'MBA',
    expect: ['/programmes/pg-mba'],
    first: true,
    why: 'the abbreviation of the Master of Business Administration',
  },
  {
    locale: 'en',
    query: 'part time mba evening classes',
    expect: ['/programmes/pg-mba'],
    first: true,
    why: 'the MBA is taught in the evenings and at weekends, full- or part-time',
  },
  {
    locale: 'en',
    query: 'CS degree',
    expect: ['/programmes/ug-computer-science'],
    first: true,
    why: 'CS for computer science',
  },
  {
    locale: 'en',
    query: 'computer sceince',
    expect: ['/programmes/ug-computer-science'],
    first: true,
    why: 'a misspelling of science',
  },
  {
    locale: 'en',
    query: 'nursing program',
    expect: ['/programmes/ug-nursing'],
    first: true,
    why: 'American spelling of programme',
  },
  {
    locale: 'en',
    query: 'masters in AI',
    expect: ['/programmes/pg-artificial-intelligence'],
    first: true,
    why: 'AI for artificial intelligence, "masters" without the apostrophe',
  },
  {
    locale: 'en',
    query: 'can I apply with the IB diploma',
    expect: ['/admissions/international'],
    first: true,
    why: 'IB (International Baccalaureate) requirements are on the international qualifications page',
  },
  {
    locale: 'en',
    query: 'A-level entry requirements',
    expect: ['/admissions/international'],
    first: true,
    why: 'A-Level requirements (CCC) are on the international qualifications page',
  },
  {
    locale: 'en',
    query: 'IELTS score needed',
    expect: ['/admissions/international', '/admissions/associate'],
    why: 'the English-language requirement of the international (and associate) route',
  },
  {
    locale: 'en',
    query: 'library opening hours',
    expect: LIBRARY_HOURS,
    why: 'the Learning Commons news gives the hours; the FAQ says when the public may use the Library',
  },
  {
    locale: 'en',
    query: 'academic calendar',
    expect: ['/article/academic-calendar'],
    first: true,
    why: 'a student looking for the key dates of the year',
  },
  {
    locale: 'en',
    query: 'when does the semester start',
    expect: ['/article/academic-calendar', '/admissions', ...ROUTE_PAGES],
    why: 'term starts are on the calendar; "teaching begins" is among the admissions key dates',
  },
  {
    locale: 'en',
    query: 'job vacancies',
    expect: ['/page/jobs', '/recruit'],
    first: true,
    why: 'the list of vacancies, or the recruitment forms',
  },
  {
    locale: 'en',
    query: 'lecturer positions',
    expect: ['/page/jobs', '/recruit'],
    why: 'academic posts: the jobs list and the academic application form',
  },
  {
    locale: 'en',
    query: 'donate',
    expect: ['/give'],
    first: true,
    why: 'the verb a donor types; the page is called Give',
  },
  {
    locale: 'en',
    query: 'how to get to campus by bus',
    expect: ['/faq', '/page/contact-us'],
    why: 'bus routes 88 and 288 are in the FAQ and under "How to get here" on the contact page',
  },
  {
    locale: 'en',
    query: 'exchange partner universities in Canada',
    expect: ['/page/global-exchange'],
    first: true,
    why: 'the partner list has two Canadian institutions',
  },
  {
    locale: 'en',
    query: 'professor wong chi-ming',
    expect: ['/teacher/detail?id=3004', '/centre-smart-ageing'],
    why: 'a person’s name, lower case: the dean of Science and Engineering',
  },
  {
    locale: 'en',
    query: 'who is the president',
    expect: ['/about/president', '/teacher/detail?id=3001'],
    why: 'the President’s message or her profile',
  },
  {
    locale: 'en',
    query: 'alumni association Toronto chapter',
    expect: ['/alumni'],
    first: true,
    why: 'the Association’s chapters are on the alumni page',
  },
  {
    locale: 'en',
    query: 'graduation ceremony',
    expect: GRADUATION,
    why: 'the yearly graduation news',
  },
  {
    locale: 'en',
    query: 'jupas',
    expect: ['/admissions/hkdse'],
    why: 'a Hong Kong applicant’s word for applying with HKDSE results; the HKDSE route page says how to apply',
  },
  // ---- Simplified Chinese: a school leaver in Shenzhen, on a phone ----
  {
    locale: 'sc',
    query: '高考',
    expect: ['/admissions/mainland'],
    first: true,
    why: 'the mainland Gaokao route',
  },
  {
    locale: 'sc',
    query: '高考生可以报吗',
    expect: ['/admissions/mainland'],
    first: true,
    why: 'a question with 可以 and 吗, mainland 报 (报考) for apply',
  },
  {
    locale: 'sc',
    query: '高考多少分能上',
    expect: ['/admissions/mainland'],
    first: true,
    why: 'the score needed: first-tier cut-off and 110 in English',
  },
  {
    locale: 'sc',
    query: '高靠',
    expect: ['/admissions/mainland'],
    why: 'pinyin slip: 靠 for 考 (both kao)',
  },
  {
    locale: 'sc',
    query: '学费多少',
    expect: ['/admissions/fees', '/admissions/mainland'],
    why: 'how much the tuition is',
  },
  {
    locale: 'sc',
    query: '本科一年学费多少钱',
    expect: ['/admissions/fees', '/admissions/mainland'],
    why: 'undergraduate tuition per year, as a full question',
  },
  {
    locale: 'sc',
    query: '学废',
    expect: ['/admissions/fees', '/admissions/mainland'],
    why: 'pinyin slip: 废 for 费 (both fei)',
  },
  {
    locale: 'sc',
    query: '有没有宿舍',
    expect: HOUSING,
    why: 'does the College have housing',
  },
  {
    locale: 'sc',
    query: '宿社',
    expect: HOUSING,
    why: 'pinyin slip: 社 for 舍 (both she)',
  },
  {
    locale: 'sc',
    query: '住宿费一个学期多少',
    expect: ['/student-housing', '/admissions/fees', '/admissions/mainland'],
    why: 'housing costs about HK$16,000 a semester, in the non-local fee notes; the hall fee table of the student housing page (a content change)',
  },
  {
    locale: 'sc',
    query: '奖学金怎么申请',
    expect: ['/admissions/mainland', ...ROUTE_PAGES],
    why: 'the entrance scholarship of the Gaokao route (any route page’s scholarship section will do)',
  },
  {
    locale: 'sc',
    query: '怎么申请',
    expect: ['/admissions', '/apply', ...ROUTE_PAGES],
    why: 'how to apply: the overview, the apply page or a route page’s "how to apply"',
  },
  {
    locale: 'sc',
    query: '内地生申请截止日期',
    expect: ['/admissions/mainland', '/admissions'],
    first: true,
    why: 'the closing date of the Gaokao applications',
  },
  {
    locale: 'sc',
    query: '计算机专业',
    expect: ['/programmes/ug-computer-science'],
    first: true,
    why: 'mainland 计算机 for the programme the site calls 电脑科学',
  },
  {
    locale: 'sc',
    query: '人工智能硕士',
    expect: ['/programmes/pg-artificial-intelligence'],
    first: true,
    why: 'the AI master’s degree',
  },
  {
    locale: 'sc',
    query: '护理专业要读几年',
    expect: ['/programmes/ug-nursing'],
    first: true,
    why: 'nursing takes five years; 专业 for programme',
  },
  {
    locale: 'sc',
    query: '金融科技',
    expect: ['/programmes/ug-fintech'],
    first: true,
    why: 'the fintech degree',
  },
  {
    locale: 'sc',
    query: '英语要求',
    expect: ['/admissions/mainland', '/admissions/international', '/admissions/associate', '/admissions/hkdse'],
    why: 'the English-language requirement sections of the route pages',
  },
  {
    locale: 'sc',
    query: '雅思',
    expect: ['/admissions/international', '/admissions/associate'],
    why: 'the mainland name of IELTS (the site writes IELTS)',
  },
  {
    locale: 'sc',
    query: '网上面试什么时候',
    expect: ['/admissions/mainland'],
    first: true,
    why: 'the Gaokao online interviews in July',
  },
  {
    locale: 'sc',
    query: '读研',
    expect: ['/Postgraduate'],
    why: 'colloquial for studying for a master’s: the postgraduate programmes',
  },
  {
    locale: 'sc',
    query: 'MBA学费',
    expect: ['/programmes/pg-mba'],
    first: true,
    why: 'the MBA’s own fee is on its page; abbreviation glued to a Chinese word',
  },
  {
    locale: 'sc',
    query: '专升本',
    expect: ['/admissions/associate'],
    first: true,
    why: 'mainland term for moving from a sub-degree to a bachelor’s: the associate degree route',
  },
  {
    locale: 'sc',
    query: '联系方式',
    expect: ['/page/contact-us'],
    first: true,
    why: 'contact details (phone, WeChat, address)',
  },
  {
    locale: 'sc',
    query: '微信号',
    expect: ['/page/contact-us'],
    first: true,
    why: 'the WeChat ID is on the contact page',
  },
  {
    locale: 'sc',
    query: '怎么去学校',
    expect: ['/faq', '/page/contact-us'],
    why: 'how to get there: the FAQ and the contact page’s directions',
  },
  {
    locale: 'sc',
    query: '图书馆几点关门',
    expect: LIBRARY_HOURS,
    why: 'library hours (the Learning Commons opens 8 am to 11 pm)',
  },
  {
    locale: 'sc',
    query: '有哪些专业',
    expect: ['/Undergraduate', '/faculties', '/Postgraduate', '/HigherDiploma'],
    why: 'the list of programmes; 专业 is the mainland word for a programme or major',
  },
  {
    locale: 'sc',
    query: '交换生',
    expect: ['/page/global-exchange'],
    first: true,
    why: 'mainland 交换 for the site’s 交流 (exchange)',
  },
  {
    locale: 'sc',
    query: '中介说可以保录取靠谱吗',
    expect: ['/page/statement'],
    first: true,
    why: 'the statement that no agent may arrange or guarantee admission',
  },
  {
    locale: 'sc',
    query: '签证被拒能退钱吗',
    expect: ['/admissions/fees'],
    first: true,
    why: 'refund in full if the student visa is refused',
  },
  {
    locale: 'sc',
    query: '校历',
    expect: ['/article/academic-calendar'],
    first: true,
    why: 'mainland 校历 for the site’s 学年历',
  },
  {
    locale: 'sc',
    query: '几月开学',
    expect: ['/article/academic-calendar', '/admissions/mainland', '/admissions'],
    why: 'when teaching begins: the calendar or the admissions key dates',
  },
  {
    locale: 'sc',
    query: '数据科学 政府资助',
    expect: ['/admissions/subsidy', '/programmes/ug-data-science'],
    why: 'two topics: the data science degree and its subsidy',
  },
  {
    locale: 'sc',
    query: '研究声课程',
    expect: ['/Postgraduate'],
    why: 'pinyin slip: 声 for 生 (both sheng)',
  },
  // ---- Traditional Chinese: an alumnus in Hong Kong, local applicants, the public ----
  {
    locale: 'tc',
    query: '文憑試',
    expect: ['/admissions/hkdse'],
    first: true,
    why: 'the HKDSE route',
  },
  {
    locale: 'tc',
    query: 'DSE收生要求',
    expect: ['/admissions/hkdse'],
    first: true,
    why: 'DSE for the HKDSE, glued to Chinese; 收生 is Hong Kong wording for admission',
  },
  {
    locale: 'tc',
    query: 'DSE幾多分先有獎學金',
    expect: ['/admissions/hkdse'],
    first: true,
    why: 'Cantonese question: 28 points for the entrance scholarship',
  },
  {
    locale: 'tc',
    query: '副學士',
    expect: ['/admissions/associate'],
    first: true,
    why: 'the associate degree route',
  },
  {
    locale: 'tc',
    query: '讀完副學士可唔可以升學士',
    expect: ['/admissions/associate'],
    first: true,
    why: 'Cantonese question about senior-year entry from an associate degree',
  },
  {
    locale: 'tc',
    query: '高級文憑',
    expect: ['/HigherDiploma', '/admissions/associate'],
    why: 'higher-diploma programmes, or entry as a holder of one',
  },
  {
    locale: 'tc',
    query: '校友會',
    expect: ['/alumni'],
    first: true,
    why: 'the Alumni Association is on the alumni page',
  },
  {
    locale: 'tc',
    query: '返校日',
    expect: ['/alumni'],
    first: true,
    why: 'Hong Kong 返校 for the site’s 回校日 (Homecoming Day)',
  },
  {
    locale: 'tc',
    query: '友師計劃點報名',
    expect: ['/alumni'],
    first: true,
    why: 'the mentoring scheme, asked in Cantonese',
  },
  {
    locale: 'tc',
    query: '捐款',
    expect: ['/give'],
    first: true,
    why: 'giving to the College',
  },
  {
    locale: 'tc',
    query: '捐錢可唔可以扣稅',
    expect: ['/give'],
    first: true,
    why: 'Cantonese: gifts of HK$100 or more are tax-deductible',
  },
  {
    locale: 'tc',
    query: '點樣聯絡書院',
    expect: ['/page/contact-us'],
    first: true,
    why: 'Cantonese "how do I contact"',
  },
  {
    locale: 'tc',
    query: '電話幾號',
    expect: ['/page/contact-us', '/administration', '/page/statement'],
    why: 'Cantonese "what is the phone number"',
  },
  {
    locale: 'tc',
    query: '學費幾錢',
    expect: ['/admissions/fees', '/admissions/hkdse'],
    why: 'Cantonese "how much is the tuition"',
  },
  {
    locale: 'tc',
    query: '有冇宿位',
    expect: HOUSING,
    why: 'Cantonese "are there residence places"',
  },
  {
    locale: 'tc',
    query: '圖書館幾點開',
    expect: LIBRARY_HOURS,
    why: 'Cantonese "when does the library open"',
  },
  {
    locale: 'tc',
    query: '何浩然',
    expect: ['/teacher/detail?id=3008', '/centre-cantonese'],
    first: true,
    why: 'a teacher’s name (director of the Cantonese centre)',
  },
  {
    locale: 'tc',
    query: '何浩燃',
    expect: ['/teacher/detail?id=3008', '/centre-cantonese'],
    why: 'the same name with 燃 for 然 (same sound)',
  },
  {
    locale: 'tc',
    query: '陳詠欣校長',
    expect: ['/teacher/detail?id=3001', '/about/president'],
    first: true,
    why: 'the President by name and title',
  },
  {
    locale: 'tc',
    query: '潘潁琪',
    expect: ['/teacher/detail?id=3040'],
    why: 'a teacher’s name typed with 潁 for the look-alike 穎',
  },
  {
    locale: 'tc',
    query: '讀護士要幾多年',
    expect: ['/programmes/ug-nursing'],
    first: true,
    why: 'Hong Kong 讀護士 for the nursing degree (five years)',
  },
  {
    locale: 'tc',
    query: '兼讀碩士',
    expect: ['/programmes/pg-mba', '/Postgraduate'],
    why: 'a part-time master’s: the MBA is the one offered part-time',
  },
  {
    locale: 'tc',
    query: '搵工',
    expect: ['/page/jobs', '/recruit'],
    why: 'Cantonese "looking for a job"',
  },
  {
    locale: 'tc',
    query: '職位空缺',
    expect: ['/page/jobs', '/recruit'],
    first: true,
    why: 'vacancies',
  },
  {
    locale: 'tc',
    query: '幾時開學',
    expect: ['/article/academic-calendar', '/admissions', '/admissions/hkdse'],
    why: 'Cantonese "when does term start"',
  },
  {
    locale: 'tc',
    query: '去外國交流',
    expect: ['/page/global-exchange'],
    first: true,
    why: 'going abroad on exchange',
  },
  {
    locale: 'tc',
    query: '陸運會',
    expect: ['/news/1036', '/news/1025', '/news/1015', '/news/1005'],
    why: 'the sports day news',
  },
  {
    locale: 'tc',
    query: '畢業禮',
    expect: GRADUATION,
    why: 'Hong Kong 畢業禮 for the site’s 畢業典禮',
  },
  {
    locale: 'tc',
    query: '傑出校友獎',
    expect: ['/alumni'],
    first: true,
    why: 'the Distinguished Alumni Awards are presented at the annual dinner',
  },
  {
    locale: 'tc',
    query: '珊瑚研究',
    expect: ['/centre-marine-ecology', '/subject/harbour-ecology', '/research'],
    why: 'coral monitoring of the marine ecology centre',
  },
  {
    locale: 'tc',
    query: '粵語語料庫',
    expect: ['/centre-cantonese', '/research', '/subject/digital-humanities'],
    why: 'the Cantonese corpus',
  },
  {
    locale: 'tc',
    query: '小巴點去',
    expect: ['/page/contact-us', '/faq'],
    why: 'minibus 12A is under "How to get here" on the contact page',
  },
  {
    locale: 'tc',
    query: '護理 資助 四萬',
    expect: ['/admissions/subsidy'],
    first: true,
    why: 'two topics and an amount: the $40,000 subsidy for nursing',
  },
  {
    locale: 'tc',
    query: '內地高考生',
    expect: ['/admissions/mainland'],
    first: true,
    why: 'the Gaokao route asked in traditional Chinese',
  },
];
