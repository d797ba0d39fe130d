// A third tuning set, written in November 2026 after two rounds had changed the search, by someone
// who had read neither the search's code nor its vocabulary nor the other sets' queries. Each query
// was written from a visitor's side before seeing what the search returns, and none was changed
// afterwards. The visitors: a Hong Kong school leaver with HKDSE results, a mainland Gaokao student
// and a parent, an international applicant, an associate-degree or higher-diploma holder, a current
// student, staff and job seekers, alumni, a visitor to an event and a journalist. The style differs
// from the first two sets: longer natural questions, two topics in one query, colloquial words and
// the visitor's synonyms rather than the site's wording (uni, dorm, tuition, course, 宿位, 舍堂,
// 留位費, 床位, 助学金), abbreviations (JUPAS, E-APP, DSE, HD, AD, GPA, IELTS, MBA, PhD, FPS),
// one-character typos (a Chinese homophone, an English misspelling), partial names of programmes
// and people, and time questions (when, 幾時, 什么时候). The pages each query wants were found by
// browsing the site as a visitor (menus, sitemap, programme lists, admissions pages, events, news,
// teachers). Measured by tuning-set.test.ts, figures only.
import {
  ABOUT,
  PRESIDENT,
  ALUMNI,
  BRI,
  ADMISSIONS_FAQ,
  ASSOCIATE,
  CALENDAR,
  CAMPUS,
  EVENT,
  EXCHANGE,
  FAQ,
  FB,
  FEES_PAGE,
  GETTING_HERE,
  GIVE,
  HKDSE,
  HOUSING,
  INTERNATIONAL,
  MAINLAND,
  NON_LOCAL,
  OVERVIEW,
  P,
  ROUTES,
  STUDENTS,
  SUBSIDY,
  TEACHER,
  en,
  sc,
  tc,
  type TuningRow,
} from './site-paths';

const FSE = '/faculties/fse';
/** The institute's page links to its doctorate (the doctorate has no page of its own on this site). */
const JOBS = '/page/jobs';
const RECRUIT = '/recruit';
const STATEMENT = '/page/statement';
const NEWS = (id: number) => `/news/${id}`;
const TOPIC = (slug: string) => `/subject/${slug}`;
/** The route pages that show the tuition of local students (the mainland route is non-local only). */
const LOCAL_TUITION = [FEES_PAGE, HKDSE, INTERNATIONAL, ASSOCIATE];
/** The main round's closing date: the overview and the route pages of that round. */
const MAIN_ROUND = [OVERVIEW, HKDSE, INTERNATIONAL, ASSOCIATE];
/** The Community Bursary (by financial need) and the government's assistance. */
const BURSARY = [FEES_PAGE, HKDSE, ASSOCIATE, SUBSIDY];
const ALUMNI_GATHERINGS = [ALUMNI, EVENT(601), EVENT(602), EVENT(603)];

export const TUNING_SET_3: readonly TuningRow[] = [
  // Hong Kong school leavers with HKDSE results, AD/HD holders, current students, staff, alumni,
  // visitors and journalists, in Hong Kong written Chinese and Cantonese.
  tc('DSE 要幾多分先入到學士', HKDSE),
  tc('放榜之後可唔可以改選科', HKDSE, OVERVIEW),
  tc('JUPAS 護理 code', P('ug-nursing')),
  tc('E-APP 截止日期 幾時', ...MAIN_ROUND),
  tc('讀完 HD 想升 degree 銜接高年級', ASSOCIATE, OVERVIEW),
  tc('副學士 GPA 2.5 夠唔夠報', ASSOCIATE),
  tc('AD 學分轉移 要交咩文件', ASSOCIATE),
  tc('本地生學費一年幾錢', ...LOCAL_TUITION),
  tc('留位費 唔讀可唔可以退', FEES_PAGE),
  tc('點樣交學費 可唔可以用轉數快', FEES_PAGE),
  tc('宿位幾時申請 本地生', HOUSING),
  tc('宿舍一個sem幾錢', HOUSING),
  tc('住宿有冇冷氣 電費點計', HOUSING),
  tc('宿社按金', HOUSING),
  tc('DSE 28分 有冇獎學金', HKDSE, FEES_PAGE),
  tc('屋企環境唔好 有冇助學金', ...BURSARY),
  tc('上學期考試幾時開始', CALENDAR),
  tc('下學期幾時開課', CALENDAR),
  tc('心情唔好 想搵輔導員傾下', STUDENTS),
  tc('學會 同 學生會', STUDENTS),
  tc('去交流要幾多 GPA 有冇資助', EXCHANGE),
  tc('暑期交換幾時報名', EXCHANGE),
  tc('外人可唔可以入圖書館睇書', FAQ),
  tc('坐咩巴士返學', ...GETTING_HERE),
  tc('學校有冇泳池', CAMPUS),
  tc('數據科學 政府資助 四萬', SUBSIDY),
  tc('酒店管理學位', P('ug-hospitality')),
  tc('會計高級文憑學費', P('hd-accounting'), FEES_PAGE),
  tc('理工學院院長係邊個', TEACHER(3004), FSE),
  tc('翻譯系 謝教授', TEACHER(3012)),
  tc('陳詠欣校長嘅話', PRESIDENT, TEACHER(3001)),
  tc('搵工 行政職位 截止', RECRUIT, JOBS),
  tc('舊生聚會', ...ALUMNI_GATHERINGS),
  tc('副學士資訊日幾時', EVENT(102), ASSOCIATE),
  tc('入學常見問提', ADMISSIONS_FAQ),
  tc('有人話可以包入學 係咪真', STATEMENT),
  tc('畢業典禮2026', EVENT(501)),
  tc('學生拍紀錄片得獎', NEWS(1040)),

  // Mainland Gaokao students and their parents, in simplified Chinese as mainland visitors write.
  sc('高考多少分能上月湾书院', MAINLAND),
  sc('过了本科线就可以报吗', MAINLAND),
  sc('新高考选科要求 护理专业', P('ug-nursing')),
  sc('高考英语单科要多少分', MAINLAND),
  sc('港澳通行证 D签注怎么办', NON_LOCAL),
  sc('学生签证要办多久', NON_LOCAL),
  sc('内地生学费一年多少钱', FEES_PAGE, MAINLAND),
  sc('内地新生保证有宿舍吗', HOUSING, ADMISSIONS_FAQ, MAINLAND),
  sc('住宿费 双人间多少', HOUSING),
  sc('在香港一个月生活费大概要多少', NON_LOCAL),
  sc('医疗保险是必须买的吗', NON_LOCAL),
  sc('高考成绩好有奖学金吗', MAINLAND, FEES_PAGE),
  sc('网上面试什么时候', MAINLAND, OVERVIEW),
  sc('深圳招生宣讲会', EVENT(201), MAINLAND),
  sc('北京招生说明会是几号', EVENT(204), MAINLAND),
  sc('录取结果什么时候出来', ADMISSIONS_FAQ, ...MAIN_ROUND),
  sc('不去读了押金能退吗', FEES_PAGE),
  sc('学费可以分期交吗', FEES_PAGE, ...ROUTES),
  sc('人工智能硕士', P('pg-artificial-intelligence')),
  sc('MBA学费多少 读几年', P('pg-mba')),
  sc('金融科技本科', P('ug-fintech')),
  sc('研究生一月入学申请截止', OVERVIEW),
  sc('雅思要求 6分够吗', INTERNATIONAL, ASSOCIATE),
  sc('这个学校是正规大学吗 有没有认证', ABOUT),
  sc('一带一路 读博', BRI),
  sc('学校在哪里 怎么坐车过去', ...GETTING_HERE),
  sc('叶思敏', TEACHER(3015)),
  sc('黄院长 理工', TEACHER(3004), FSE),
  sc('留学生可以兼职打工吗', NON_LOCAL),
  sc('新生接机', NON_LOCAL),
  sc('交换生 去欧洲', EXCHANGE),
  sc('内地生招生要球', MAINLAND),
  sc('校园开放时建', FAQ),
  sc('心理学专业', P('ug-psychology')),
  sc('宿舍申请截止日期 高考生', HOUSING),
  sc('学生短片获奖', NEWS(1040)),

  // International applicants, current students, staff, job seekers, alumni, visitors and
  // journalists, in English as they type it.
  en('uni dorm price per semester', HOUSING),
  en('how much is tuition for local undergrads', ...LOCAL_TUITION),
  en('JUPAS code for computer science', P('ug-computer-science')),
  en('non-JUPAS application deadline', ...MAIN_ROUND),
  en('IELTS score needed', INTERNATIONAL, ASSOCIATE),
  en('A level grades required', INTERNATIONAL),
  en('I have an associate degree, can I enter year 3 of a bachelor', ASSOCIATE),
  en('credit transfer from my HD', ASSOCIATE),
  en('when do exams start', CALENDAR),
  en('when does semester 2 begin', CALENDAR),
  en('feeling stressed, need to talk to a counsellor', STUDENTS),
  en('join a student society', STUDENTS),
  en('exchange abroad GPA requirement and funding', EXCHANGE),
  en('pay tuition by credit card or FPS', FEES_PAGE),
  en('deposit refund if my visa is refused', FEES_PAGE, HOUSING),
  en('how long does the student visa take', NON_LOCAL),
  en('opt out of medical insurance', NON_LOCAL),
  en('can outsiders use the library on saturday', FAQ),
  en('which bus goes to campus', ...GETTING_HERE),
  en('PhD programmes', BRI, OVERVIEW),
  en('masters in AI', P('pg-artificial-intelligence')),
  en('MSc finance fees', P('pg-finance')),
  en('nursing subsidy 40000', SUBSIDY),
  en('enviromental science degree', P('ug-environmental-science')),
  en('scholarships for international students', INTERNATIONAL, FEES_PAGE),
  en('professor yip english translation', TEACHER(3015)),
  en('who is the dean of business', TEACHER(3003), FB),
  en('academic job vacancies', JOBS, RECRUIT),
  en('part time lecturer', RECRUIT),
  en('alumni dinner 2027', EVENT(602)),
  en('open day', EVENT(104), EVENT(105)),
  en('agents who guarantee admission', STATEMENT),
  en('how many students does the college have', ABOUT),
  en('donate to scholarships', GIVE),
  en('accomodation for exchange students', HOUSING),
  en('Gaokao admission talk in Shanghai', EVENT(203), MAINLAND),
  en('carbon emissions pledge', TOPIC('sustainable-campus-2030')),
  en('graduation ceremony 2025', NEWS(1029)),
  en('hall quiet hours and overnight visitors', HOUSING),
];
