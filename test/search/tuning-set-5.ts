// The fifth tuning set, written in November 2026 by someone who had read neither the search's code,
// its vocabulary nor the other sets' queries. Each query was written first, as a visitor would type
// it, from a persona's need (a DSE school leaver and parent, an associate-degree holder, a mainland
// Gaokao family, an international and a postgraduate applicant, a current student, a job seeker, an
// alumnus, a journalist, a neighbour); then the expected pages were found by browsing the site's
// menus, lists and pages only. Queries with no page that answers were dropped. The kinds: phone
// keywords, whole questions with particles, one-character and pinyin-input slips, misspellings,
// abbreviations, names remembered in part, Hong Kong against mainland words.
// Every page that states the answer in full is listed, the best first. A programme's page repeats the
// scholarships, fees, deadlines and admission dates of its level; for a question asked of all
// programmes the pages that state them for all (the fees page, the admission routes) are the answer,
// and a programme's page is listed only where the question names it.
// The lists of what is coming next (on the home page and the events list) are not counted as
// answers to a question about an event.
import {
  ABOUT,
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  ALUMNI,
  ASSOCIATE,
  BRI,
  CALENDAR,
  CAMPUS,
  CONTACT,
  EVENT,
  EXCHANGE,
  FAQ,
  FEES_PAGE,
  GIVE,
  HKDSE,
  HOUSING,
  INTERNATIONAL,
  JOBS,
  MAINLAND,
  NEWS,
  NON_LOCAL,
  OVERVIEW,
  P,
  PRESIDENT,
  RECRUIT,
  STATEMENT,
  STUDENTS,
  SUBSIDY,
  TEACHER,
  type TuningRow,
  en,
  sc,
  tc,
  SEVERE_WEATHER,
  UNDERGRADUATE,
  FINDER,
  CANTONESE_CENTRE,
  POSTGRADUATE,
} from './site-paths';

const HOME = '/';
const HIGHER_DIPLOMA = '/HigherDiploma';
const HISTORY = '/about-history';

export const TUNING_SET_5: readonly TuningRow[] = [
  // A DSE school leaver and a parent: fees, entry requirements, deadlines, scholarships, programmes
  tc('學士學費一年幾錢', FEES_PAGE, HKDSE, ASSOCIATE, INTERNATIONAL, SUBSIDY),
  tc('報 non-JUPAS 幾時截止', HKDSE, OVERVIEW, INTERNATIONAL, ASSOCIATE, SUBSIDY, UNDERGRADUATE, HIGHER_DIPLOMA),
  tc('文憑試最低入學要求係咩', HKDSE),
  tc('DSE 28分 有冇獎學金', HKDSE, FEES_PAGE, SUBSIDY),
  tc('屋企經濟困難 有冇助學金', FEES_PAGE, HKDSE, ASSOCIATE, SUBSIDY),
  tc('放榜後可唔可以改選課程', HKDSE, OVERVIEW, SUBSIDY),
  tc('留位按金幾多錢', FEES_PAGE),
  tc('中途退學 學費退唔退', FEES_PAGE),
  tc('交學費可唔可以用轉數快', FEES_PAGE, NON_LOCAL),
  tc('讀護士要讀幾多年', P('ug-nursing')),
  tc('JS9118', P('ug-computer-science'), UNDERGRADUATE),
  tc('讀護理有冇政府資助', SUBSIDY),
  tc('心理學學士', P('ug-psychology')),
  tc('實驗室開放日幾時', EVENT(105), P('ug-nursing'), P('ug-data-science')),
  // An associate-degree or higher diploma holder looking for a top-up degree
  tc('副學士升學士 GPA要幾多', ASSOCIATE),
  tc('學分轉移申請表', ASSOCIATE),
  tc('副學士升學資訊日', EVENT(102), ASSOCIATE, HKDSE),
  tc('IT 高級文憑', P('hd-information-technology')),
  // Contacts and how to get to the campus
  tc('點去月灣書院', CONTACT, FAQ),
  tc('小巴12A', CONTACT),
  tc('招生處電郵', HKDSE, ASSOCIATE, SUBSIDY, MAINLAND, INTERNATIONAL),
  tc('星期六辦公時間', CONTACT),
  // A current student: dates, weather, services, halls
  tc('第一學期考試幾時開始', CALENDAR),
  tc('八號風球使唔使返學', SEVERE_WEATHER),
  tc('黑雨考試會唔會取消', SEVERE_WEATHER),
  tc('學生輔導', STUDENTS, ADMINISTRATION),
  tc('去交流 GPA 要求', EXCHANGE),
  tc('考試期間圖書館溫書開到幾點', NEWS(1033)),
  tc('朋友可唔可以喺宿舍過夜', HOUSING),
  tc('本地生幾時申請宿舍', HOUSING),
  // A job seeker
  tc('會計講師 請人', JOBS),
  tc('兼職講師登記', RECRUIT),
  // An alumnus and a donor
  tc('校友會要唔要交會費', ALUMNI),
  tc('捐錢 扣稅', GIVE),
  // A neighbour, a visitor, a journalist
  tc('校長係邊個', PRESIDENT, TEACHER(3001)),
  tc('街坊可唔可以入圖書館', FAQ),
  tc('粵語流行曲 講座', EVENT(302), P('pg-chinese-culture')),
  tc('護理系 李教授', TEACHER(3042)),
  tc('有冇游水池', CAMPUS),
  tc('中介話保證入學', STATEMENT),

  // A mainland Gaokao student and parent: requirements, fees, scholarships, dates, talks
  sc('内地高考生怎么申请', MAINLAND),
  sc('高考要过一本线吗', MAINLAND),
  sc('英语单科要多少分', MAINLAND),
  sc('学废一年多少钱', FEES_PAGE, MAINLAND, INTERNATIONAL),
  sc('内地生奖学金有多少', MAINLAND, FEES_PAGE, SUBSIDY),
  sc('网上面试什么时候', MAINLAND, OVERVIEW, SUBSIDY),
  sc('高考成绩什么时候提交', MAINLAND, OVERVIEW, SUBSIDY),
  sc('内地报名截止日期', MAINLAND, OVERVIEW, SUBSIDY, UNDERGRADUATE),
  sc('深圳招生讲座', EVENT(201), MAINLAND),
  sc('北京有宣讲会吗', EVENT(204)),
  sc('计算机专业选科要求', P('ug-computer-science')),
  sc('护理专业要选化学吗', P('ug-nursing')),
  // The same family: housing, entry permit, living in Hong Kong
  sc('宿舍能保证吗', HOUSING, MAINLAND, INTERNATIONAL, ADMISSIONS_FAQ),
  sc('住宿费多少钱一学期', HOUSING),
  sc('进入许可怎么办理', NON_LOCAL),
  sc('逗留D签注', NON_LOCAL),
  sc('签正被拒 押金能退吗', FEES_PAGE, HOUSING),
  sc('在香港读书每个月生活费要多少', NON_LOCAL),
  sc('医疗保险必须买吗', NON_LOCAL),
  sc('留学生可以兼职打工吗', NON_LOCAL),
  sc('接机', NON_LOCAL),
  sc('有中介说能保证录取是真的吗', STATEMENT),
  sc('学历被认可吗', ABOUT),
  sc('学校地址 高德地图', CONTACT),
  sc('微信号', CONTACT),
  // A mainland postgraduate applicant
  sc('MBA学费多少', P('pg-mba')),
  sc('人工智能硕士申请条件', P('pg-artificial-intelligence')),
  sc(
    '普通话授课的硕士',
    P('pg-chinese-culture'),
    POSTGRADUATE,
    FINDER,
    P('pg-translation'),
    P('pg-belt-and-road-studies'),
  ),
  sc('一带一路博士', POSTGRADUATE, BRI),
  // A current student on the mainland side
  sc('台风停课', SEVERE_WEATHER),

  // An international applicant: fees, requirements, visa, housing, scholarships
  en('tuition fees for international students', FEES_PAGE, INTERNATIONAL, MAINLAND),
  en('IB score needed', INTERNATIONAL),
  en('ielts score for a bachelor degree', INTERNATIONAL),
  en('student visa how long does it take', NON_LOCAL),
  en('global horizons scholorship', INTERNATIONAL, FEES_PAGE, SUBSIDY),
  en('is there accomodation on campus', HOUSING, CAMPUS, ADMISSIONS_FAQ),
  en('single room with own bathroom price', HOUSING),
  en('airport pick up', NON_LOCAL),
  en('opt out of medical insurance', NON_LOCAL),
  en('online info session for A-Level applicants', EVENT(207), INTERNATIONAL),
  // A postgraduate applicant
  en('part time MBA evening classes', P('pg-mba')),
  en('masters in translation entrance test', P('pg-translation')),
  en('postgraduate information day', EVENT(103), INTERNATIONAL, P('pg-finance'), P('pg-mba')),
  en('postgrad january intake deadline', OVERVIEW, POSTGRADUATE),
  en('scholarship for masters first class honours', FEES_PAGE),
  // An associate-degree holder
  en('top-up degree for associate degree graduates', ASSOCIATE),
  // A current student
  en('typhoon signal 8 are classes cancelled', SEVERE_WEATHER),
  en('when do semester 2 exams start', CALENDAR),
  en('exchange partner universities in japan', EXCHANGE),
  en('counselling service', STUDENTS, ADMINISTRATION),
  en('hall quiet hours', HOUSING),
  // A job seeker
  en('IT officer vacancy', JOBS),
  en('academic job application referees', RECRUIT),
  // An alumnus and a donor
  en('alumni association membership fee', ALUMNI),
  en('how do I become a mentor as an alumnus', ALUMNI),
  en('donate via FPS', GIVE),
  // A journalist, a neighbour, a visitor
  en('who is the president of the college', PRESIDENT, TEACHER(3001)),
  en('cantonese corpus research', CANTONESE_CENTRE),
  en('how to get to campus by bus', CONTACT, FAQ),
  en('when was the college founded', ABOUT, HISTORY, HOME),
];
