// The eighth tuning set, written in November 2026 by someone who had read neither the search's code,
// its vocabulary nor the other sets' queries. Each need was written first from a visitor's side (a
// Gaokao student from Guangdong and one from a northern province; a mainland parent worried about
// money and safety; a Hong Kong DSE leaver with weak results and a DSE parent; an associate-degree or
// higher-diploma graduate wanting a top-up degree; a working adult looking at evening or part-time
// study; a current student; an alumnus; a job seeker; a secondary-school teacher bringing a class; a
// journalist; a neighbour; an international or exchange applicant; a visitor with a disability), then
// the pages that state the answer were found by browsing the site's menus, lists and pages (never its
// search); a need the site does not answer (transcripts, an alumni card, renting a venue, step-free
// routes on campus, press contacts) was dropped. The queries mix whole questions with particles,
// keyword strings, Cantonese (係咪, 幾時, 點樣, 有冇, 幾多錢), code-mixing ("改choice 幾時",
// "intern 機會", "deadline"), pinyin-input slips (奖学今, 包证, 签主, 认正, 压金, 考是), mainland
// words the site does not use (双非, 网申, 专业, 专升本, 大专, 绩点, 港漂, 读研究生), two needs in one
// query, abbreviations (DSE, HD, MBA, IB, FPS) and misspellings (accomodation, tution, scholarsip,
// libary); some are one or two words, some a long sentence.
import {
  ABOUT,
  ACCESSIBILITY,
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  AGEING_CENTRE,
  ALUMNI,
  ASSOCIATE,
  CALENDAR,
  CAMPUS,
  CANTONESE_CENTRE,
  CONTACT,
  EVENT,
  EXCHANGE,
  FAQ,
  FEES_PAGE,
  GIVE,
  HIGHER_DIPLOMA,
  HISTORY,
  HKDSE,
  HD_PAGES,
  HOUSING,
  INTERNATIONAL,
  JOBS,
  MAINLAND,
  MARINE_CENTRE,
  NEWS,
  NON_LOCAL,
  OVERVIEW,
  P,
  PART_TIME_PG,
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

export const TUNING_SET_8: readonly TuningRow[] = [
  // A Gaokao student from Guangdong
  sc('广州有没有招生宣讲会', EVENT(202), MAINLAND),
  sc('计算机专业选科 物理是必选吗', P('ug-computer-science')),
  sc('广东考生 分数只够上双非 能报月湾吗', MAINLAND),
  sc('英语单科不到110分还能报吗', MAINLAND),
  sc('高考奖学今 超本科线80分', MAINLAND, FEES_PAGE, SUBSIDY),
  sc('网申什么时候开始 截止日期', MAINLAND, OVERVIEW, UNDERGRADUATE),
  sc('数据科学 历史类考生可以报吗', P('ug-data-science')),

  // A Gaokao student from a northern province
  sc('北京招生说明会时间地点', EVENT(204)),
  sc('高考出分后怎么交成绩 面试是线上的吗', MAINLAND, OVERVIEW),
  sc('港澳通行证 留学签主怎么办', NON_LOCAL),
  sc('山东考生报护理专业 选科要化学吗', P('ug-nursing')),
  sc('录取后宿舍包证吗', HOUSING, ADMISSIONS_FAQ, MAINLAND, INTERNATIONAL),
  sc('什么时候可以入住宿舍 有接机吗', HOUSING, NON_LOCAL),

  // A mainland parent worried about money and safety
  sc('孩子今年高考 想去香港读本科 一年学费加生活费大概要准备多少钱', FEES_PAGE, NON_LOCAL, MAINLAND, INTERNATIONAL),
  sc('中介说交钱保录取 是真的吗', STATEMENT),
  sc('宿舍安全吗 有没有24小时保安', HOUSING),
  sc('在香港看病贵不贵 学校有医保吗', NON_LOCAL),
  sc('签证没批下来 押金能退吗', FEES_PAGE, HOUSING),
  sc('月湾书院正规吗 有没有认正', ABOUT),
  sc('留位压金多少 什么时候交', FEES_PAGE),

  // A Hong Kong DSE leaver with weak results
  tc('DSE 22222 有咩讀', ...HD_PAGES),
  tc('放榜後改choice 幾時', HKDSE, OVERVIEW),
  tc('non-JUPAS 點報', HKDSE),
  tc('讀HD之後升唔升到degree', OVERVIEW, ASSOCIATE, P('hd-accounting'), P('hd-english-communication')),
  tc('我一月底前冇報到名 而家遲咗報名仲有冇得報呀', HKDSE, OVERVIEW, UNDERGRADUATE, HIGHER_DIPLOMA),
  tc('高級文憑IT 學費幾多錢', P('hd-information-technology'), FEES_PAGE, HKDSE),
  tc('社工 HD 入學要求', P('hd-social-services')),

  // A DSE parent
  tc('入學獎學金要幾多分', HKDSE, FEES_PAGE, SUBSIDY),
  tc('屋企經濟困難 有冇助學金', HKDSE, ASSOCIATE, FEES_PAGE, SUBSIDY),
  tc('護士課程 政府資助 使唔使另外申請', SUBSIDY),
  tc('讀護理要讀幾耐', P('ug-nursing')),
  tc('書院係咪政府認可 有冇評審', ABOUT),
  tc('交咗留位按金之後唔讀 退唔退錢', FEES_PAGE),

  // An associate-degree or higher-diploma graduate wanting a top-up degree
  tc('副學士 GPA 要幾多先可以銜接', ASSOCIATE),
  tc('副學士升學資訊日 幾時 要唔要報名', EVENT(102), ASSOCIATE, HKDSE),
  tc('學分轉移 要交咩文件', ASSOCIATE),
  tc('銜接獎學金 deadline', ASSOCIATE, FEES_PAGE, SUBSIDY),
  sc('大专毕业 绩点2.8 专升本能插班读大三吗', ASSOCIATE),
  en('top up degree after higher diploma', ASSOCIATE, OVERVIEW),

  // A working adult looking at evening or part-time study
  tc('返工人士 兼讀碩士 夜晚上堂', ...PART_TIME_PG),
  tc('MBA 要幾年工作經驗 學費幾多', P('pg-mba')),
  sc('港漂在职读研究生 公共政策 非全日制', P('pg-public-policy')),
  en('part time masters evening classes', ...PART_TIME_PG),
  en('January intake postgraduate application deadline', OVERVIEW, POSTGRADUATE),
  en('postgrad info day', EVENT(103), INTERNATIONAL),

  // A current student
  tc('八號風球 考試取消嗎', SEVERE_WEATHER),
  tc('情緒困擾 搵邊個輔導', STUDENTS, ADMINISTRATION),
  tc('有冇游泳池', CAMPUS),
  tc('Computer Science 有冇 intern 機會', P('ug-computer-science')),
  sc('期末考是什么时候开始', CALENDAR),
  sc('交换 新西兰有合作大学吗', NEWS(1037), EXCHANGE),
  sc('学生社团多不多', STUDENTS),
  sc('内地生 校内兼职 每周能做几小时', NON_LOCAL),
  en('libary opening hours during exams', NEWS(1033)),
  en('exchange GPA requirement and when to apply', EXCHANGE),
  en('help with english essay writing tutor', NEWS(1042)),
  en('graduation ceremony date', EVENT(501)),

  // An alumnus
  tc('校友回校日 點報名', EVENT(601), ALUMNI),
  tc('畢業生 旁聽 免費 用圖書館', NEWS(1029)),
  sc('大湾区校友会 分会活动', ALUMNI, EVENT(603)),
  en('donate by FPS tax deductible receipt', GIVE),
  en('alumni mentoring scheme sign up', ALUMNI),
  en('alumni dinner 2027', EVENT(602), ALUMNI),
  en('update my contact details alumni association', ALUMNI),

  // A job seeker (teaching and administrative posts)
  tc('兼職講師 登記', RECRUIT),
  tc('行政職位 申請截止日期', RECRUIT, JOBS),
  sc('招聘 IT 岗位 截止', JOBS),
  sc('图书馆助理馆员 招聘要求', JOBS),
  en('lecturer vacancy accounting', JOBS),
  en('academic post application CV referees', RECRUIT),
  en('staff benefits study sponsorship', '/article/jobs', '/page/staff'),

  // A secondary-school teacher bringing a class
  tc('帶中學生睇實驗室開放日', EVENT(105)),
  tc('粵語 教材 中學老師', CANTONESE_CENTRE),
  tc('海岸清潔日 中學可以參加嗎', NEWS(1023)),
  en('marine ecology data for secondary school teaching', '/subject/harbour-ecology', MARINE_CENTRE),
  en('bird photo exhibition opening hours', EVENT(403)),

  // A journalist
  tc('學生短片 亞洲青年電影節 得獎', NEWS(1040)),
  sc('粤语语料库 研究中心', CANTONESE_CENTRE),
  sc('护理毕业生 注册考试 全部通过', NEWS(1019)),
  en('who is the president of crescent harbour college', PRESIDENT, TEACHER(3001)),
  en('when was the college founded and how many students', ABOUT, HISTORY),
  en('fall detection research older people', AGEING_CENTRE, NEWS(1004)),
  en('scholarships record 2026 how much', NEWS(1032)),

  // A neighbour
  tc('街坊可唔可以入校園 開放時間', FAQ),
  tc('點樣去月灣書院 巴士', CONTACT, FAQ),
  tc('運動場夜晚開燈 係咪夜間訓練', NEWS(1036)),
  sc('附近居民 周六能进图书馆看书吗', FAQ),

  // An international or exchange applicant
  sc('交换生能住宿舍吗', HOUSING),
  sc('雅思要求 本科 国际学历', INTERNATIONAL),
  en('student visa timeline and hall application deadline', NON_LOCAL, HOUSING),
  en('IB or A-level entry requirements', INTERNATIONAL),
  en('online info session for international applicants', EVENT(207), INTERNATIONAL),
  en('accomodation fees single room', HOUSING),
  en('scholarsip for international students', INTERNATIONAL, FEES_PAGE, SUBSIDY),
  en('airport pick up registration', NON_LOCAL),
  en('how much is tution for non local students', FEES_PAGE, INTERNATIONAL, MAINLAND),

  // A visitor with a disability
  tc('網頁無障礙 讀屏 反映問題', ACCESSIBILITY),
  sc('视障人士 读屏软件 网站无障碍', ACCESSIBILITY),
  en('screen reader website accessibility', ACCESSIBILITY),
  en('campus map not accessible alternative', ACCESSIBILITY),
];
