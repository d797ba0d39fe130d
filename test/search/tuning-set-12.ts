// The twelfth tuning set, written in November 2026 by someone who had read neither the search's
// code, nor its vocabulary, nor the other sets. 100 queries as visitors type them: 40 in traditional
// Chinese, 30 in simplified Chinese, 30 in English.
//
// Visitors: Hong Kong secondary-school leavers and their parents (Cantonese questions mixed with
// English words such as degree, offer, interview, JUPAS, HD and DSE; colloquial wording; a wrong
// character and a half-remembered name of the College); mainland applicants and parents (mainland
// words such as 高考, 专升本, 港硕, 统招, 网申, and slips of the pinyin input method); international
// applicants writing English (British and American spellings, typos, a long question holding two
// needs); current students (examinations, typhoon and rainstorm, counselling, the student union,
// graduation); staff and job seekers; alumni and donors; the public and neighbours (open day, public
// lectures, how to get here, contact).
//
// The needs were written down first; the pages that answer them were then found by browsing the
// site as a visitor does (menus, footer, sitemap, news, events, programme pages), never through its
// search, and each page was read to confirm that it answers. Every page that fully answers is given,
// the best first.
//
// Needs dropped because no page answers them: the library's opening hours (only the Learning
// Commons' hours are given, in a news item), a reissued transcript, parking on campus, staying to
// work in Hong Kong after graduation, associate degree programmes (the College offers none), on-campus
// part-time work for local students (only the non-local students' conditions of stay are given), and
// the latest news in general (the news list is a listing, not a page that answers). Six traditional
// Chinese needs, two simplified Chinese needs and one English need were written to replace them
// (after the browsing had begun), as the personas above would ask them.
import {
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  ALUMNI,
  ASSOCIATE,
  CALENDAR,
  CONTACT,
  EVENT,
  EVENTS,
  EXCHANGE,
  FAQ,
  FB,
  FEES_PAGE,
  FINDER,
  GIVE,
  HIGHER_DIPLOMA,
  HKDSE,
  HOUSING,
  INTERNATIONAL,
  JOBS,
  MAINLAND,
  NON_LOCAL,
  OVERVIEW,
  P,
  PART_TIME_PG,
  POSTGRADUATE,
  PRESIDENT,
  RECRUIT,
  ROUTES,
  SCHOLARSHIPS,
  SEVERE_WEATHER,
  STUDENTS,
  SUBSIDY,
  sc,
  type TuningRow,
  tc,
  UNDERGRADUATE,
  en,
} from './site-paths';

/** The public lectures on the events list. */
const LECTURES = [EVENT(301), EVENT(302), EVENT(303), EVENT(304), EVENT(305)];
/** The open days: the College's (November) and the science and engineering laboratories' (April). */
const OPEN_DAYS = [EVENT(104), EVENT(105)];
/** The Bachelor of Business Administration programmes. */
const BBA = [P('ug-accounting'), P('ug-fintech'), P('ug-digital-marketing')];
/** Every route page and the subsidy scheme's page state the undergraduate tuition beside the fees page. */
const UG_TUITION = [FEES_PAGE, HKDSE, ASSOCIATE, SUBSIDY, INTERNATIONAL, MAINLAND];
/** The Admissions Office's telephone and email are on every route page. */
const ADMISSIONS_CONTACT = [HKDSE, ASSOCIATE, SUBSIDY, INTERNATIONAL, MAINLAND];

export const TUNING_SET_12: readonly TuningRow[] = [
  // Hong Kong secondary-school leavers and their parents
  tc('護理degree幾時截止報名', P('ug-nursing'), OVERVIEW, HKDSE),
  tc('JUPAS點樣揀你哋嘅課程', HKDSE),
  tc('non-JUPAS收唔收DSE 22分', HKDSE),
  tc('入學有冇interview㗎', ...ROUTES),
  tc('degree學費幾多錢一年', ...UG_TUITION),
  tc('有冇獎學金俾新生', HKDSE, ...SCHOLARSHIPS.filter((p) => p !== HKDSE), SUBSIDY),
  tc('讀完HD可唔可以銜接學位', ASSOCIATE, OVERVIEW),
  tc('宿舍幾多錢 要唔要抽', HOUSING),
  tc('open day係咪十一月', ...OPEN_DAYS),
  tc('收到offer點樣接受 要唔要交留位費', FEES_PAGE),
  tc('有冇社工課程', P('hd-social-services')),
  tc('BBA要幾多分先入到', ...BBA, HKDSE),
  tc('學生資助 貸款點樣申請', FEES_PAGE, HKDSE, ASSOCIATE),
  tc('電腦科學學位', P('ug-computer-science')),
  tc('入學申請載止日期', OVERVIEW, ...ROUTES),
  tc('獎學今點申請', ...SCHOLARSHIPS, SUBSIDY),
  tc('副學士credit transfer點計', ASSOCIATE),
  tc('有冇exchange去外國讀書', EXCHANGE),
  tc('護理系讀完係咪可以做註冊護士', P('ug-nursing')),
  tc('讀護士要讀幾多年', P('ug-nursing')),
  tc('DSE英文要考幾多級先夠', HKDSE),
  tc('心理學degree有冇得讀', P('ug-psychology')),
  tc('月灣學院有冇灑店管理', P('ug-hospitality')),
  tc('本地生可唔可以住宿舍', HOUSING),
  // current students
  tc('考試時間表喺邊度睇', CALENDAR),
  tc('八號風球exam照唔照考', SEVERE_WEATHER),
  tc('黑雨要唔要返學', SEVERE_WEATHER),
  tc('紅雨使唔使返學', SEVERE_WEATHER),
  tc('心情唔好想搵人傾 有冇輔導服務', STUDENTS, ADMINISTRATION),
  tc('畢業典禮幾時搞', EVENT(501)),
  tc('學生會', STUDENTS),
  // working adults, staff and job seekers
  tc('返工之後想讀夜間碩士 part-time', P('pg-mba'), ...PART_TIME_PG.filter((p) => p !== P('pg-mba'))),
  tc('職位空缺', JOBS, RECRUIT),
  tc('想申請做講師 點樣apply', RECRUIT, JOBS),
  // alumni and donors
  tc('校友會', ALUMNI),
  tc('點樣donate俾學校', GIVE),
  // the public and neighbours
  tc('學院地址 點去', CONTACT, FAQ),
  tc('聯絡電話', CONTACT, ADMISSIONS_FAQ),
  tc('公開講座', EVENTS, ...LECTURES),
  tc('校長係邊個', PRESIDENT),

  // mainland applicants and parents
  sc('高考成绩可以申请吗', MAINLAND),
  sc('专升本', ASSOCIATE),
  sc('港硕研究生申请条件', POSTGRADUATE),
  sc('内地统招招生计划', MAINLAND),
  sc('网申入口在哪', MAINLAND, OVERVIEW),
  sc('本科学费多少', FEES_PAGE, MAINLAND, INTERNATIONAL, HKDSE, ASSOCIATE, SUBSIDY),
  sc('内地生住宿', HOUSING, NON_LOCAL, MAINLAND),
  sc('内地学生奖学金', MAINLAND, FEES_PAGE, SUBSIDY),
  sc('学生签证怎么办', NON_LOCAL),
  sc('雅思要求多少', INTERNATIONAL, POSTGRADUATE, ASSOCIATE),
  sc('护理专业', P('ug-nursing')),
  sc('一年制授课型硕士', POSTGRADUATE),
  sc('申请截至日期', OVERVIEW, MAINLAND, HKDSE, INTERNATIONAL, ASSOCIATE),
  sc('学飞多少', FEES_PAGE, MAINLAND, INTERNATIONAL, HKDSE, ASSOCIATE),
  sc('住宿肥用', HOUSING),
  sc('面试形式', MAINLAND),
  sc('录取通知什么时候出', ADMISSIONS_FAQ, OVERVIEW),
  sc('招生咨询电话', ADMISSIONS_FAQ, MAINLAND, CONTACT, HKDSE, INTERNATIONAL, ASSOCIATE, ADMINISTRATION),
  sc('有哪些专业', FINDER, UNDERGRADUATE, POSTGRADUATE, HIGHER_DIPLOMA),
  sc('计算机专业', P('ug-computer-science')),
  sc('工商管理', P('pg-mba'), ...BBA, FB),
  sc('心理学专业', P('ug-psychology')),
  sc('酒店管理专业', P('ug-hospitality')),
  // current students
  sc('心理咨询', STUDENTS, ADMINISTRATION),
  sc('台风停课', SEVERE_WEATHER),
  // staff and job seekers, alumni and donors
  sc('招聘教师职位', JOBS, RECRUIT),
  sc('校友捐赠', GIVE, ALUMNI),
  // the public
  sc('校园开放日', ...OPEN_DAYS),
  sc('学院在哪里', CONTACT, FAQ),
  sc('讲座活动', EVENTS, ...LECTURES),

  // international applicants
  en('tution fees for international students', FEES_PAGE, INTERNATIONAL),
  en('what are the requirements to apply as an international student', INTERNATIONAL),
  en('IELTS score needed', INTERNATIONAL, POSTGRADUATE, ASSOCIATE),
  en('how do I get a student visa for Hong Kong', NON_LOCAL),
  en('how much does on-campus accommodation cost', HOUSING, NON_LOCAL),
  en('scholarships for international students', INTERNATIONAL, FEES_PAGE, SUBSIDY),
  en('nursing degree entry requirements and application deadline', P('ug-nursing')),
  en('what programs do you offer', FINDER, UNDERGRADUATE, POSTGRADUATE, HIGHER_DIPLOMA),
  en('computer science degree', P('ug-computer-science')),
  en('student accomodation', HOUSING),
  en('schollarship', ...SCHOLARSHIPS, SUBSIDY),
  en('nursing programm', P('ug-nursing')),
  en('can international students work part-time on campus', NON_LOCAL),
  en('admissions office email', ...ADMISSIONS_CONTACT),
  en('credit transfer from an associate degree', ASSOCIATE),
  en('exchange programme abroad', EXCHANGE),
  en('my daughter is applying: when is the deadline and what happens at the interview', OVERVIEW, ...ROUTES),
  en("taught master's programmes", POSTGRADUATE),
  en('deadine for applications', OVERVIEW, ...ROUTES),
  en('psychology degree', P('ug-psychology')),
  // current students
  en('exam timetable', CALENDAR),
  en('are classes cancelled when typhoon signal 8 is up', SEVERE_WEATHER),
  en('counseling service', STUDENTS, ADMINISTRATION),
  en('graduation ceremony date', EVENT(501)),
  // job seekers, alumni and donors
  en('job vacancies', JOBS, RECRUIT),
  en('alumni association', ALUMNI),
  en('make a donation', GIVE),
  // the public and neighbours
  en('open day', ...OPEN_DAYS),
  en('public lectures', EVENTS, ...LECTURES),
  en('how to get to the campus by MTR or bus', CONTACT, FAQ),
];
