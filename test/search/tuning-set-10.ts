// The tenth tuning set, written in November 2026 by someone who had read neither the search's code
// nor its vocabulary nor the other sets. The needs come first, from nine kinds of visitor: a Hong Kong
// Form 6 student and their parent, a mainland student and parent, an international applicant, a
// current student, a working adult looking for part-time or evening study, a job seeker, an alumnus
// or donor, a journalist, neighbour or partner, and a visitor who uses a screen reader. The answering
// pages were found by browsing from the header menus, the footer, the sitemap and the lists (news,
// events, programmes, teachers, jobs), then reading each page; a page is listed only if it states the
// answer itself. Needs dropped because the site does not answer them: wheelchair access and lifts on
// campus, support for students with disabilities, car parking, a press office or media contact, the
// main Library's own opening hours (only the Learning Commons' hours are given), canteens and meals,
// ordering a transcript, course registration dates, how to join a particular society, the Higher
// Diploma in Tourism and Events and the PhD (both only on faculty sites), and this year's graduation
// date. The wording mixes keywords and long questions, Cantonese colloquial questions with English
// mixed in ("報 HD", "offer", "sem", "master"), mainland wording (专业, 研究生, 本科线, 港漂, 宣讲会,
// 在职读研), abbreviations (DSE, HD, JUPAS, E-APP, MBA, GPA, IELTS, IB, FPS), two needs in one query,
// half-remembered names of people, events and centres, and a few slips: a wrong homophone character
// (文平, 將學金, 签正) and English misspellings (accomodation, scholarhsips, vacancys).
import {
  ACCESSIBILITY,
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  AGEING_CENTRE,
  ALUMNI,
  ASSOCIATE,
  BRI,
  CALENDAR,
  CANTONESE_CENTRE,
  CONTACT,
  EVENT,
  EXCHANGE,
  FAQ,
  FEES_PAGE,
  GIVE,
  HD_PAGES,
  HIGHER_DIPLOMA,
  HKDSE,
  HOUSING,
  INTERNATIONAL,
  JOBS,
  MAINLAND,
  MARINE_CENTRE,
  NEWS,
  NON_LOCAL,
  OVERVIEW,
  P,
  POSTGRADUATE,
  PRESIDENT,
  RECRUIT,
  SEVERE_WEATHER,
  STATEMENT,
  STUDENTS,
  SUBSIDY,
  TEACHER,
  type TuningRow,
  UNDERGRADUATE,
  en,
  sc,
  tc,
} from './site-paths';

export const TUNING_SET_10: readonly TuningRow[] = [
  // A Hong Kong Form 6 student and their parent
  tc('報 HD 要咩 DSE 成績', ...HD_PAGES),
  tc('讀 degree DSE 最低要幾多分', HKDSE),
  tc('main round deadline 幾時', OVERVIEW, HKDSE, UNDERGRADUATE),
  tc('本地生學費同宿舍費 幾多錢一年', FEES_PAGE, HKDSE, HOUSING),
  tc('護理 JUPAS code', P('ug-nursing'), UNDERGRADUATE),
  tc('放榜後可唔可以改選科', HKDSE, OVERVIEW),
  tc('入學將學金 最佳五科28分', HKDSE, FEES_PAGE),
  tc('收咗offer 留位按金要幾時交', FEES_PAGE),
  tc('讀護士有冇政府資助', SUBSIDY),
  tc('可以報幾多個課程', ADMISSIONS_FAQ, OVERVIEW, HKDSE),
  tc('non-jupas 點樣報名', HKDSE),
  tc('會計高級文平 E-APP 編號', P('hd-accounting'), HIGHER_DIPLOMA),
  tc('數據科學 數學要考幾多級', P('ug-data-science')),
  tc('面試之後幾時會知結果', ADMISSIONS_FAQ),

  // A current student
  tc('第一學期考試幾時開始', CALENDAR),
  tc('八號風球 使唔使返學', SEVERE_WEATHER),
  tc('黑雨考試會唔會取消', SEVERE_WEATHER),
  tc('有冇心理輔導服務', STUDENTS, ADMINISTRATION),
  tc('去交流 GPA 要幾多', EXCHANGE),
  tc('圖書館溫書 考試期間開到幾點', NEWS(1033)),
  tc('交學費 可唔可以用轉數快', FEES_PAGE),
  tc('中英文寫作 朋輩導師 點預約', NEWS(1042)),

  // A working adult wanting part-time or evening study
  tc('返工人士 夜晚讀 master', P('pg-mba'), P('pg-public-policy'), P('pg-chinese-culture'), P('pg-sustainability')),
  tc('MBA 學費幾多 要唔要工作經驗', P('pg-mba')),
  tc('中國文化碩士 兼讀', P('pg-chinese-culture')),
  tc('研究生一月入學 幾時截止報名', POSTGRADUATE, OVERVIEW),

  // A job seeker
  tc('月灣書院 請人', JOBS, RECRUIT),
  tc('兼職講師 人才庫', RECRUIT),
  tc('助理圖書館主任 截止日期', JOBS),

  // An alumnus or donor
  tc('校友回校日 幾時', EVENT(601), ALUMNI),
  tc('捐款 有冇扣稅收據', GIVE),
  tc('校友可以免費旁聽課程嗎', NEWS(1029)),
  tc('傑出校友頒獎 晚宴 報名', EVENT(602), ALUMNI),

  // A journalist, neighbour or partner
  tc('點去月灣書院 搭巴士', CONTACT, FAQ),
  tc('街坊可唔可以入去圖書館睇書', FAQ),
  tc('公開講座 吐露港 海岸生態', EVENT(301)),
  tc('環境科學系 麥教授', TEACHER(3039)),
  tc('粵語語料庫 邊個負責', CANTONESE_CENTRE),

  // A visitor with a disability
  tc('無障礙', ACCESSIBILITY),
  tc('螢幕閱讀器讀唔到啲PDF', ACCESSIBILITY),

  // A mainland student and parent
  sc('高考多少分能报', MAINLAND),
  sc('内地生学费多少钱一年', FEES_PAGE, MAINLAND),
  sc('宿舍费用 单人间多少钱', HOUSING),
  sc('学生签正怎么办理', NON_LOCAL),
  sc('往来港澳通行证 D签注', NON_LOCAL),
  sc('深圳招生宣讲会 时间地点', EVENT(201), MAINLAND),
  sc('高考英语要多少分', MAINLAND),
  sc('数据科学专业 选科要求是什么', P('ug-data-science')),
  sc('香港生活费一个月大概多少钱', NON_LOCAL),
  sc('内地生奖学金 超过本科线多少分', FEES_PAGE, MAINLAND),
  sc('签证被拒 押金能退吗', FEES_PAGE, HOUSING),
  sc('医疗保险必须买吗', NON_LOCAL),
  sc('留学生可以兼职打工吗', NON_LOCAL),
  sc('网上面试什么时候', MAINLAND, OVERVIEW),
  sc('北京有招生宣讲会吗', EVENT(204)),
  sc('港漂 办香港身份证', NON_LOCAL),
  sc('中介说可以保证录取 靠谱吗', STATEMENT),
  sc('研究生申请截止日期', POSTGRADUATE, OVERVIEW),
  sc('人工智能硕士 入学要求', P('pg-artificial-intelligence')),
  sc('翻译硕士 是普通话授课吗', P('pg-translation'), POSTGRADUATE),

  // Others, in simplified Chinese
  sc('在职读研 周末上课', P('pg-mba')),
  sc('招聘 数据科学教授', JOBS),
  sc('捐款方式 银行转账', GIVE),
  sc('校友会 怎么加入', ALUMNI),
  sc('一带一路研究院 研究方向', BRI),
  sc('智慧养老 研究中心', AGEING_CENTRE),
  sc('台风8号 停课吗', SEVERE_WEATHER),
  sc('期末考试时间 校历', CALENDAR),
  sc('交换生申请条件', EXCHANGE),
  sc('网页 读屏软件 无障碍', ACCESSIBILITY),

  // An international applicant
  en('IELTS requirement undergraduate', INTERNATIONAL),
  en('how many IB points do I need', INTERNATIONAL),
  en('tuition fees international students per year', FEES_PAGE, INTERNATIONAL),
  en('student visa application hong kong', NON_LOCAL),
  en('scholarhsips for international students', INTERNATIONAL, FEES_PAGE),
  en('accomodation cost per semester', HOUSING),
  en('medical insurance non-local students', NON_LOCAL),
  en('can I work part time on a student visa', NON_LOCAL),
  en('application deadline for international applicants', INTERNATIONAL, OVERVIEW),
  en('online talk for IB and A-level applicants', EVENT(207), INTERNATIONAL),

  // A current student
  en('first term exams date', CALENDAR),
  en('typhoon signal 8 are classes cancelled', SEVERE_WEATHER),
  en('counselling', STUDENTS, ADMINISTRATION),
  en('exchange partner universities in Japan', EXCHANGE),
  en('learning commons opening hours', NEWS(1033)),

  // A working adult
  en(
    'part time masters evening classes',
    P('pg-mba'),
    P('pg-public-policy'),
    P('pg-chinese-culture'),
    P('pg-sustainability'),
  ),
  en('senior year entry with associate degree GPA', ASSOCIATE),
  en('MBA fees and work experience', P('pg-mba')),

  // A job seeker
  en('job vacancys', JOBS, RECRUIT),
  en('lecturer in accounting closing date', JOBS),
  en('part-time lecturer pool', RECRUIT),

  // An alumnus or donor
  en('homecoming day', EVENT(601), ALUMNI),
  en('donate by cheque', GIVE),
  en('alumni mentoring scheme', ALUMNI),

  // A journalist, neighbour or partner
  en('student short film prize Asian Youth Film Festival', NEWS(1040)),
  en('marine ecology centre director contact', MARINE_CENTRE),
  en('campus opening hours', FAQ),
  en('Prof Chan Wing Yan president', PRESIDENT, TEACHER(3001)),

  // A visitor with a disability
  en('accessibility statement report a barrier', ACCESSIBILITY),
  en('campus map text directions for screen reader users', ACCESSIBILITY),
];
