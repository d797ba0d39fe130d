// The fourth tuning set, written in November 2026 by someone who had read neither the search's code,
// its vocabulary nor the other sets' queries. It is written from the visitors' side, as people type
// into a search box: short keyword strings typed on a phone, whole questions, mainland wording in
// simplified Chinese (本科, 专科, 硕士, 宿舍, 地铁站, 放假), homophone slips of a pinyin input method,
// Hong Kong terms and Cantonese in traditional Chinese, English abbreviations and misspellings, and
// names of people remembered in part. The personas: a Hong Kong DSE school leaver, an associate-degree
// holder, a mainland Gaokao student and parent, an international applicant, a postgraduate applicant,
// a current student, a job seeker, an alumnus, a journalist and a neighbour. Each expected page was
// found by browsing the site in the query's language: it states the answer; where several pages each
// answer in full, all of them are listed.
import {
  ABOUT,
  ADMISSIONS_FAQ,
  ALUMNI,
  ASSOCIATE,
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
  MAINLAND,
  NON_LOCAL,
  OVERVIEW,
  P,
  PRESIDENT,
  STUDENTS,
  SUBSIDY,
  sc,
  TEACHER,
  type TuningRow,
  tc,
  en,
  FSE,
  JOBS,
  RECRUIT,
  STATEMENT,
  NEWS,
  ADMINISTRATION,
  CANTONESE_CENTRE,
  SEVERE_WEATHER,
  FINDER,
  UNDERGRADUATE,
} from './site-paths';

const APPLY = '/apply';
const WORK_HERE = '/article/jobs';
const PRIVACY = '/article/privacy-policy';
const AGEING_CENTRE = '/centre-smart-ageing';

export const TUNING_SET_4: readonly TuningRow[] = [
  // A Hong Kong DSE school leaver: HK terms, Cantonese, a programme code.
  tc('DSE 入學要求', HKDSE),
  tc('非聯招 點報名', HKDSE),
  tc('自資學位 學費幾多', FEES_PAGE, HKDSE),
  tc('放榜後 改選課程', HKDSE, OVERVIEW),
  tc('JS9119', P('ug-data-science')),
  tc('護理 資助 四萬', SUBSIDY),
  tc('酒店旅遊 學位', P('ug-hospitality')),
  tc('心理學 學士', P('ug-psychology')),
  tc('最佳五科 獎學金', HKDSE, FEES_PAGE),

  // An associate-degree or higher-diploma holder looking for a way into a degree.
  tc('副學士 銜接 學士', ASSOCIATE),
  tc('高級文憑 GPA 要幾多先可以升學位', ASSOCIATE),
  tc('學分轉移', ASSOCIATE),
  tc('副學士升學資訊日', EVENT(102), ASSOCIATE),
  tc('社工 高級文憑', P('hd-social-services')),

  // A current student in Hong Kong: dates, weather, the library, offices.
  tc('學年曆', CALENDAR),
  tc('考試幾時開始', CALENDAR),
  tc('八號風球 使唔使上堂', SEVERE_WEATHER),
  tc('黑雨 考試', SEVERE_WEATHER),
  tc('圖書館開放時間', NEWS(1033)),
  tc('學生事務處', ADMINISTRATION, STUDENTS),
  tc('海外交換 GPA 要求', EXCHANGE),
  tc('宿舍 申請截止', HOUSING),
  tc('畢業禮', EVENT(501), NEWS(1029)),

  // People, research, alumni and neighbours, in traditional Chinese; names remembered in part.
  tc('理工學院院長 黃教授', TEACHER(3004), FSE),
  tc('何浩然', TEACHER(3008), CANTONESE_CENTRE),
  tc('粵語語料庫', CANTONESE_CENTRE),
  tc('長者跌倒 研究', AGEING_CENTRE, NEWS(1004)),
  tc('校友回校日', EVENT(601), ALUMNI),
  tc('捐款 扣稅', GIVE),
  tc('點去月灣書院', CONTACT, FAQ),

  // A mainland Gaokao student or parent: short keyword strings on a phone, Baidu-style questions,
  // mainland terms, two pinyin homophone slips (宿设, 实间).
  sc('学费', FEES_PAGE, MAINLAND),
  sc('宿舍 价格', HOUSING),
  sc('招生简章', MAINLAND, OVERVIEW),
  sc('录取分数线', MAINLAND),
  sc('报名入口', MAINLAND, APPLY, OVERVIEW),
  sc('专业目录', FINDER, UNDERGRADUATE),
  sc('招生办电话', MAINLAND, CONTACT, ADMISSIONS_FAQ, ADMINISTRATION),
  sc('月湾书院怎么样', ABOUT),
  sc('月湾书院承认学历吗', ABOUT),
  sc('高考多少分能上月湾书院', MAINLAND),
  sc('英语单科要求', MAINLAND),
  sc('新高考 护理 选科要求', P('ug-nursing')),
  sc('计算机专业', P('ug-computer-science')),
  sc('广州 招生宣讲会', EVENT(202), MAINLAND),
  sc('北京招生讲座', EVENT(204)),
  sc('网上面试 时间', MAINLAND, OVERVIEW),
  sc('offer 什么时候出', ADMISSIONS_FAQ, OVERVIEW),
  sc('内地生奖学金', MAINLAND, FEES_PAGE),
  sc('宿设 几人间', HOUSING),
  sc('开学实间', CALENDAR, MAINLAND, OVERVIEW),
  sc('中介 保证录取 靠谱吗', STATEMENT),
  sc('校长是谁', PRESIDENT, TEACHER(3001)),

  // The same family after the offer: papers, money and life in Hong Kong.
  sc('港澳通行证 签注', NON_LOCAL),
  sc('学生签证 怎么办', NON_LOCAL),
  sc('医保', NON_LOCAL),
  sc('生活费 一个月多少', NON_LOCAL),
  sc('签证被拒 押金能退吗', FEES_PAGE, HOUSING),
  sc('接机', NON_LOCAL),

  // A mainland applicant to a higher diploma, a top-up degree or a master's.
  sc('专升本', ASSOCIATE),
  sc('会计 专科', P('hd-accounting')),
  sc('人工智能 硕士', P('pg-artificial-intelligence')),
  sc('MBA 要工作经验吗', P('pg-mba')),
  sc('IELTS 要几分', INTERNATIONAL),

  // A mainland student already here, and a job seeker.
  sc('期末考试 时间', CALENDAR),
  sc('台风 停课', SEVERE_WEATHER),
  sc('兼职 每周几小时', NON_LOCAL),
  sc('宿舍 访客 时间', HOUSING),
  sc('地铁站', CONTACT, FAQ),
  sc('心理咨询', STUDENTS, ADMINISTRATION),
  sc('招聘 教师', JOBS, RECRUIT),

  // An international applicant: abbreviations, a misspelling, practical needs.
  en('tuition fees international students', FEES_PAGE, INTERNATIONAL),
  en('IELTS requirement', INTERNATIONAL),
  en('TOEFL score needed', INTERNATIONAL),
  en('student visa', NON_LOCAL),
  en('accomodation', HOUSING),
  en('cost of living in hong kong for students', NON_LOCAL),
  en('airport pickup', NON_LOCAL),
  en('scholarships for international students', INTERNATIONAL, FEES_PAGE),
  en('deposit refund if visa refused', FEES_PAGE, HOUSING),

  // Programmes, asked by their abbreviations.
  en('MSc AI', P('pg-artificial-intelligence')),
  en('BBA accounting', P('ug-accounting')),
  en('HD in IT', P('hd-information-technology')),
  en('part time MBA', P('pg-mba')),
  en('how many years is the nursing degree', P('ug-nursing')),
  en('science lab open day', EVENT(105)),

  // A current student.
  en('term dates', CALENDAR),
  en('library hours', NEWS(1033)),
  en('typhoon signal 8 classes', SEVERE_WEATHER),
  en('counselling service', STUDENTS, ADMINISTRATION),
  en('exchange programme partner universities', EXCHANGE),
  en('swimming pool', CAMPUS),

  // A job seeker, an alumnus, a donor.
  en('jobs', JOBS, RECRUIT, WORK_HERE),
  en('alumni association', ALUMNI),
  en('donate', GIVE),

  // A journalist.
  en('president of the college', PRESIDENT, TEACHER(3001)),
  en('student film award', NEWS(1040)),
  en('is the college accredited', ABOUT),
  en('privacy policy', PRIVACY),

  // A neighbour.
  en('can the public use the library', FAQ),
  en('how to get to campus by MTR', CONTACT, FAQ),
];
