// The ninth tuning set, written in November 2026 by someone who had read neither the search's code
// nor its vocabulary (a few of the eighth set's rows were seen while its file format was looked
// up, and no row copies them). It leans to Hong Kong visitors writing traditional
// Chinese, many in Cantonese. Each need was written first from a visitor's side (a Form 6 student
// choosing between a self-financed degree and a higher diploma; a parent in Tin Shui Wai worried about
// fees and the journey; a mature student returning to study at night; a current student; a new student
// from the mainland arriving in August; an alumnus; a job seeker; a secondary-school careers teacher; a
// journalist; a neighbour; an international exchange student; a researcher or partner organisation; a
// visitor with a disability), then the pages that state the answer were found by browsing the site's
// menus, lists and pages (never its search). Needs the site does not answer (the add/drop deadline,
// printing, lockers, graduation photos, noise from the campus, credit transfer for exchange students in
// general, press contacts, step-free routes) were dropped. The queries mix Cantonese questions (係咪,
// 幾時, 點樣, 有冇, 幾多錢, 使唔使, 得唔得, 咩, 嘅, 咗, 啲), code-mixing ("改 choice", "intern",
// "deadline", "sem", "essay", "gym"), Hong Kong abbreviations (DSE, HD, JUPAS, E-APP, CGA, MBA),
// simplified-Chinese questions from mainland students (吗, 呢, 怎么, 哪里, 专业, 研究生, 港漂), English
// keyword strings with misspellings (requirments, tution, timetabel, counseling, libary, accomodation),
// two needs in one query, and one- or two-word queries beside long sentences.
import {
  ACCESSIBILITY,
  ADMINISTRATION,
  AGEING_CENTRE,
  ALUMNI,
  ASSOCIATE,
  BRI,
  CALENDAR,
  CAMPUS,
  CANTONESE_CENTRE,
  CONTACT,
  EVENT,
  EXCHANGE,
  FAQ,
  FB,
  FEES_PAGE,
  FINDER,
  HD_PAGES,
  GIVE,
  HIGHER_DIPLOMA,
  HKDSE,
  HOUSING,
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
  STUDENTS,
  SUBSIDY,
  TEACHER,
  type TuningRow,
  UNDERGRADUATE,
  en,
  sc,
  tc,
} from './site-paths';

/** The research page lists the three centres and the institute; each centre's page states its work. */
const RESEARCH = '/research';

export const TUNING_SET_9: readonly TuningRow[] = [
  // A Form 6 student choosing between a self-financed degree and a higher diploma
  tc('HD 同 degree 有咩分別', OVERVIEW, HIGHER_DIPLOMA, UNDERGRADUATE),
  tc('DSE 五科 2 級 讀唔讀到 HD', ...HD_PAGES),
  tc('自資學士一年學費幾多錢', FEES_PAGE, HKDSE, FINDER),
  tc('JUPAS 定 E-APP 報', HKDSE, UNDERGRADUATE),
  tc('放榜之後可唔可以改 choice', HKDSE, OVERVIEW),
  tc('讀完 HD 可唔可以升返 degree 讀高年級', ASSOCIATE, OVERVIEW),
  tc('讀護理有冇政府資助', SUBSIDY),
  en('difference between higher diploma and degree', OVERVIEW, HIGHER_DIPLOMA, UNDERGRADUATE),
  en('higher diploma IT entry requirments', P('hd-information-technology')),

  // A parent in Tin Shui Wai worried about fees and the journey
  tc('天水圍去月灣書院點去', CONTACT, FAQ),
  tc('住天水圍返學好遠，可唔可以申請宿舍？', HOUSING),
  tc('個女明年考 DSE，自資學位學費一年要幾多，可唔可以分兩期俾', HKDSE, FEES_PAGE),
  tc('屋企經濟有困難 有冇助學金', FEES_PAGE, HKDSE, ASSOCIATE),
  tc('交咗留位按金之後唔讀 退唔退到錢', FEES_PAGE),
  en('bus to campus', CONTACT, FAQ),
  en('pay tution by FPS', FEES_PAGE),

  // A mature student returning to study at night
  tc('返工之後晚上讀 MBA', P('pg-mba')),
  tc('兼讀制碩士有邊啲', FINDER, ...PART_TIME_PG),
  tc('副學士畢業咗好多年 仲可以報高年級嗎', ASSOCIATE),
  sc('在职读研究生 有兼读的专业吗', FINDER, ...PART_TIME_PG),
  en('part time masters evening classes', P('pg-mba'), FINDER),
  en('ESG sustainability masters part-time', P('pg-sustainability')),

  // A current student
  tc('考試幾時開始', CALENDAR),
  tc('sem 2 幾時開課', CALENDAR),
  tc('圖書館溫書開到幾點', NEWS(1033)),
  tc('有冇學會可以參加', STUDENTS),
  tc('游泳池 gym 喺邊', CAMPUS),
  tc('去交流 CGA 要幾多', EXCHANGE),
  tc('黑雨 使唔使返學', SEVERE_WEATHER),
  tc('寫 essay 有冇人幫手睇', NEWS(1042)),
  tc('商科有冇 intern 機會', FB),
  tc('畢業典禮幾時 有冇直播', EVENT(501)),
  sc('交换生申请条件 绩点要求', EXCHANGE),
  sc('台风天考试会取消吗', SEVERE_WEATHER),
  sc('期末考试什么时候开始', CALENDAR),
  sc('有没有心理咨询', STUDENTS, ADMINISTRATION),
  en('exam timetabel', CALENDAR),
  en('library opening hours exam period', NEWS(1033)),
  en('counseling service confidential', STUDENTS, ADMINISTRATION),
  en('typhoon signal 8 classes cancelled?', SEVERE_WEATHER),
  en('graduation ceremony livestream', EVENT(501)),

  // A new student from the mainland arriving in August
  sc('学生签证要办多久 逗留D签注怎么办', NON_LOCAL),
  sc('到了香港怎么开银行卡，电话卡哪里买', NON_LOCAL),
  sc('机场接机要提前登记吗', NON_LOCAL),
  sc('宿舍一个学期多少钱 有空调吗', HOUSING),
  sc('8月底可以提前入住宿舍吗', HOUSING),
  sc('签证被拒的话押金能退吗', FEES_PAGE, HOUSING),
  sc('迎新营有什么活动', NON_LOCAL, NEWS(1027)),
  sc('港漂一年学费加生活费要多少钱', NON_LOCAL, FEES_PAGE),
  sc('新生注册是哪几天', MAINLAND, OVERVIEW),

  // An alumnus
  tc('校友回校日幾時', EVENT(601), ALUMNI),
  tc('校友會使唔使交會費', ALUMNI),
  tc('畢業咗仲用唔用到圖書館？可唔可以旁聽', NEWS(1029)),
  tc('捐款 扣稅 收據', GIVE),
  sc('校友 大湾区分会', ALUMNI, EVENT(603)),
  sc('给母校捐款 银行转账账号', GIVE),
  en('alumni dinner 2027', EVENT(602), ALUMNI),
  en('alumni mentor scheme', ALUMNI),
  en('donate to scholarship fund', GIVE),

  // A job seeker
  tc('兼職講師 點樣登記', RECRUIT),
  tc('行政職位 請人', JOBS, RECRUIT),
  tc('會計講師 deadline', JOBS),
  sc('招聘 教师岗位 截止日期', RECRUIT, JOBS),
  en('part-time lecturer pool', RECRUIT),
  en('admin job vacancies', JOBS, RECRUIT),
  en('IT officer job deadline', JOBS),

  // A secondary-school careers teacher
  tc('帶中學生參觀校園 點樣預約', CONTACT),
  tc('實驗室開放日', EVENT(105)),
  tc('粵語教學資源 中小學', CANTONESE_CENTRE),
  tc('副學士升學資訊日', EVENT(102)),
  en('open day', EVENT(105), EVENT(104)),
  en('campus visit for school groups', CONTACT),

  // A journalist
  tc('校長係邊個', PRESIDENT, TEACHER(3001)),
  tc('研究成果展 港口物流', NEWS(1035)),
  tc('學生短片 影展 獲獎', NEWS(1040)),
  sc('校长 简历', TEACHER(3001), PRESIDENT),
  en('who is the president', PRESIDENT, TEACHER(3001)),
  en('research news port logistics', NEWS(1035)),

  // A neighbour
  tc('街坊可唔可以入圖書館', FAQ),
  tc('粵語流行曲 講座 幾時', EVENT(302)),
  sc('公众可以去图书馆吗', FAQ),
  sc('学校在哪里 怎么坐地铁过去', CONTACT, FAQ),
  en('public lectures', EVENT(301), EVENT(302), EVENT(303), EVENT(304)),
  en('can residents use the libary', FAQ),

  // An international exchange student
  tc('交換生 宿舍 同 簽證', HOUSING, NON_LOCAL),
  sc('中国文化硕士 普通话授课吗', P('pg-chinese-culture'), POSTGRADUATE),
  en('english taught courses', FINDER, UNDERGRADUATE, POSTGRADUATE),
  en('exchange student accomodation', HOUSING),
  en('medical insurance non local students', NON_LOCAL),

  // A researcher or partner organisation
  tc('智慧樂齡 長者 研究合作', AGEING_CENTRE),
  tc('一帶一路研究院 研究咩', BRI),
  sc('海洋生态研究中心 联系方式', MARINE_CENTRE),
  sc('一带一路研究院 读博士', BRI, POSTGRADUATE),
  sc('粤语语料库 可以合作吗', CANTONESE_CENTRE),
  en('research centres', RESEARCH, MARINE_CENTRE, CANTONESE_CENTRE, AGEING_CENTRE),
  en('cantonese corpus', CANTONESE_CENTRE),
  en('elderly fall prevention wearable', AGEING_CENTRE),

  // A visitor with a disability
  tc('網站有啲 PDF 讀唔到 想要其他格式', ACCESSIBILITY),
  sc('网页用键盘操作不了 向谁反映', ACCESSIBILITY),
  en('accessibility statement', ACCESSIBILITY),
];
