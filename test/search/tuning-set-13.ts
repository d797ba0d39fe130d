// The thirteenth tuning set: 100 queries (35 traditional Chinese, 35 simplified Chinese, 30 English),
// written in November 2026 by someone who had read neither the search's code nor its vocabulary nor
// the other sets.
//
// Visitors: a parent in Guangzhou helping a child choose (simplified Chinese, long questions in
// mainland words: 本科, 专科, 研究生, 学费, 住宿, 奖学金, 分数线, 录取, 志愿, 港校); a Hong Kong working
// adult looking for part-time or evening study (Cantonese mixed with English: part-time, evening,
// MBA, credit, top-up); a Hong Kong HKDSE candidate after results day (放榜, 改選, main round, offer);
// an international exchange or postgraduate applicant (English, some of it not a native speaker's);
// a current student with practical problems (typhoons, counselling, the library, sports, exams);
// a journalist or member of the public (news, events, research, the President, contact, location);
// a job seeker and a donor. Short keywords, whole questions, abbreviations and half-remembered
// names; at least ten queries carry a slip: a wrong character, a pinyin homophone or a misspelling
// (兼讀製, 奬學金, 宿社, 申情, 将学金, 速舍, 路取, 学废, presidnet, scholarshp, acommodation,
// admision, harbor).
//
// The needs were written down first; the pages that answer them were then found by browsing the
// site as a visitor does (the menus, the footer, the sitemap, the news list, the events, the
// programme lists, the people list) and reading each page, never through the site search. Each
// row names every page that fully answers, the best first.
//
// Needs dropped because no page answers them: resetting the IT account's password, printing on
// campus, replacing a lost student card, reporting sick leave, the examination rules (only the
// examination dates are published), continuing-education short courses, direct applications after
// results day (叩門) and late clearing places (補錄), graduates' employment figures, the College's
// ranking, the library's own opening hours, and a press office contact for journalists.
import {
  ABOUT,
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  ASSOCIATE,
  BRI,
  CALENDAR,
  CAMPUS,
  CONTACT,
  EVENT,
  EVENTS,
  EXCHANGE,
  FACULTIES,
  FAQ,
  FB,
  FEES,
  FEES_PAGE,
  GETTING_HERE,
  GIVE,
  HIGHER_DIPLOMA,
  HKDSE,
  HOUSING,
  INTERNATIONAL,
  JOBS,
  MAINLAND,
  NEWS,
  NEWS_LIST,
  NON_LOCAL,
  OVERVIEW,
  P,
  PART_TIME_PG,
  POSTGRADUATE,
  PRESIDENT,
  RECRUIT,
  RESEARCH,
  SCHOLARSHIPS,
  SEVERE_WEATHER,
  STUDENTS,
  SUBSIDY,
  sc,
  TEACHER,
  type TuningRow,
  tc,
  UNDERGRADUATE,
  en,
  FINDER,
} from './site-paths';

/** The pages that state the admissions office's telephone number. */
const ADMISSIONS_PHONE = [MAINLAND, HKDSE, INTERNATIONAL, ASSOCIATE, ADMINISTRATION, ADMISSIONS_FAQ, CONTACT];
/** The pages whose key dates include the first round's results (本科 and higher diploma routes). */
const FIRST_ROUND_RESULTS = [HKDSE, OVERVIEW, ASSOCIATE, INTERNATIONAL, SUBSIDY];
/** The pages whose key dates include new students' registration. */
const REGISTRATION = [OVERVIEW, MAINLAND, HKDSE, INTERNATIONAL, ASSOCIATE, SUBSIDY];
/** The President's message and her profile. */
const THE_PRESIDENT = [PRESIDENT, TEACHER(3001)];

export const TUNING_SET_13: readonly TuningRow[] = [
  // Traditional Chinese (35): the working adult, the HKDSE candidate, the student, the public, the
  // job seeker and the donor.
  tc('有冇兼讀製碩士課程', ...PART_TIME_PG),
  tc('返工後想讀書 evening class 碩士', P('pg-mba')),
  tc('MBA學費幾錢', P('pg-mba')),
  tc('part time MBA 讀幾耐', P('pg-mba')),
  tc('副學士 top up degree', ASSOCIATE),
  tc('高級文憑升學位 credit transfer 點計', ASSOCIATE, EVENT(102)),
  tc('放榜後點樣改選', HKDSE, OVERVIEW, SUBSIDY),
  tc('main round 幾時知結果', ...FIRST_ROUND_RESULTS),
  tc('電腦科學 jupas 編號', P('ug-computer-science'), UNDERGRADUATE),
  tc('收到offer要交幾多留位按金', FEES_PAGE),
  tc('DSE要幾多分先入到', HKDSE),
  tc('非聯招 直接報名', HKDSE),
  tc('第一學期考試幾時開始', CALENDAR),
  tc('學年曆', CALENDAR),
  tc('黑雨要唔要返學', SEVERE_WEATHER),
  tc('校園幾點開幾點關', FAQ),
  tc('學生會 學會有幾多個', STUDENTS),
  tc('八號風球 考試照考唔照考', SEVERE_WEATHER),
  tc('情緒困擾 想搵人傾 輔導', STUDENTS, ADMINISTRATION),
  tc('公眾可唔可以入圖書館', FAQ),
  tc('有冇泳池同體育館', CAMPUS),
  tc('新聞稿', NEWS_LIST),
  tc('校長係邊個', ...THE_PRESIDENT),
  tc('whatsapp 聯絡', CONTACT),
  tc('月灣書院點去 搭幾號巴士', ...GETTING_HERE),
  tc('研究中心', RESEARCH),
  tc('有咩公開講座', EVENTS),
  tc('搵工 職位空缺', JOBS, RECRUIT),
  tc('捐款可唔可以扣稅', GIVE),
  tc('奬學金', ...SCHOLARSHIPS),
  tc('宿舍費幾錢一個學期', HOUSING),
  tc('宿社申請', HOUSING),
  tc('入學申情', OVERVIEW, HKDSE, MAINLAND, INTERNATIONAL, ASSOCIATE),
  tc('CHC 地址', CONTACT),
  tc('新生迎新營', NEWS(1027), NEWS(1017), NEWS(1007)),

  // Simplified Chinese (35): mostly the parent in Guangzhou, then the student and the public.
  sc('你们学校有哪些本科专业可以选', UNDERGRADUATE, FINDER),
  sc('内地学生怎么申请香港的本科', MAINLAND),
  sc('孩子今年高考，用高考成绩能报你们学校吗', MAINLAND),
  sc('高考录取分数线要多少分', MAINLAND),
  sc('内地生本科学费一年多少钱', FEES_PAGE, MAINLAND, INTERNATIONAL),
  sc('住宿费用怎么算 双人房多少钱', HOUSING),
  sc('有没有给内地生的奖学金', MAINLAND, FEES_PAGE),
  sc('港校读研究生学费多少', FEES_PAGE),
  sc('你们有专科吗', HIGHER_DIPLOMA, OVERVIEW),
  sc('可以填几个志愿', ADMISSIONS_FAQ, OVERVIEW, MAINLAND),
  sc('孩子英语一般 要考雅思吗', MAINLAND),
  sc('广州有没有招生宣讲会', EVENT(202)),
  sc('这个学校正规吗 是公立还是私立', ABOUT),
  sc('内地学生去香港读书要办什么签注', NON_LOCAL),
  sc('开放日是什么时候', EVENT(104), EVENT(105)),
  sc('学校地址在哪里 怎么去', ...GETTING_HERE),
  sc('招生办电话', ...ADMISSIONS_PHONE),
  sc('将学金有哪些', ...SCHOLARSHIPS),
  sc('速舍 有没有独立卫生间', HOUSING),
  sc('路取分数线', MAINLAND),
  sc('学废多少', ...FEES),
  sc('新生什么时候报到注册', ...REGISTRATION),
  sc('学校有哪几个学院', FACULTIES),
  sc('商科有什么专业', FB, UNDERGRADUATE),
  sc('计算机专业', P('ug-computer-science')),
  sc('心理辅导', STUDENTS, ADMINISTRATION),
  sc('校园有什么设施', CAMPUS),
  sc('校长是谁', ...THE_PRESIDENT),
  sc('最新新闻', NEWS_LIST),
  sc('讲座活动', EVENTS),
  sc('招聘信息', JOBS, RECRUIT),
  sc('怎么捐款给学校', GIVE),
  sc('内地优秀学生奖学金截止日期', FEES_PAGE, MAINLAND),
  sc('交换生去哪些国家', EXCHANGE),
  sc('护理专业要读几年', P('ug-nursing')),

  // English (30): the international applicant, the student, the journalist, the job seeker and the donor.
  en('exchange partner universities list', EXCHANGE),
  en('how can I apply master programme as international student', POSTGRADUATE, OVERVIEW, INTERNATIONAL),
  en('tuition fee for non local student', FEES_PAGE, INTERNATIONAL, MAINLAND),
  en('student visa application', NON_LOCAL),
  en('accommodation for exchange student', HOUSING),
  en('IELTS requirement', INTERNATIONAL, ASSOCIATE),
  en('scholarship for international students', INTERNATIONAL, FEES_PAGE),
  en('PhD research degree', POSTGRADUATE, BRI),
  en('medical insurance international student', NON_LOCAL),
  en('living cost per month in hong kong', NON_LOCAL),
  en('can I do part-time job with student visa', NON_LOCAL),
  en('airport pick up arrival', NON_LOCAL),
  en('when is semester 1 exam', CALENDAR),
  en('typhoon signal 8 class cancelled?', SEVERE_WEATHER),
  en('counselling service', STUDENTS, ADMINISTRATION),
  en('campus opening hours', FAQ),
  en('gym swimming pool', CAMPUS),
  en('press release', NEWS_LIST),
  en('who is the presidnet of the college', ...THE_PRESIDENT),
  en('contact email phone', CONTACT),
  en('how to get to campus by MTR', ...GETTING_HERE),
  en('research centres', RESEARCH),
  en('upcoming events', EVENTS),
  en('job vacancies', JOBS, RECRUIT),
  en('make a donation', GIVE),
  en('scholarshp international', INTERNATIONAL, FEES_PAGE),
  en('acommodation fee per semester', HOUSING),
  en('admision requirements A level', INTERNATIONAL),
  en('MSc programmes', POSTGRADUATE),
  en('harbor college news', NEWS_LIST),
];
