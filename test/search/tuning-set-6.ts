// The sixth tuning set, written in November 2026 by someone who had read neither the search's code,
// its vocabulary nor the other sets' queries. Each need was written first from a visitor's side (a
// Gaokao student, a mainland parent, a mainland postgraduate applicant, a mainland student already
// admitted, a mainland job seeker; a Hong Kong DSE leaver and parent, an associate-degree holder, a
// current student, a neighbour, an alumnus, a job seeker; an international applicant and an exchange
// student), then the page that states the answer was found by browsing the site's menus, lists and
// pages (never its search); a need the site does not answer was dropped. The queries mix whole
// questions with particles, keyword strings, Cantonese and code-mixing, pinyin-input slips (将学金,
// 宿社, 报道, 签住), mainland words the site does not use (专业, 计算机, 网申, 港硕, 开户) and misspellings.
import {
  ABOUT,
  ADMINISTRATION,
  ADMISSIONS_FAQ,
  ALUMNI,
  ASSOCIATE,
  CALENDAR,
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
  RECRUIT,
  STATEMENT,
  STUDENTS,
  SUBSIDY,
  type TuningRow,
  tc,
  sc,
  en,
  SEVERE_WEATHER,
  FINDER,
  POSTGRADUATE,
  UNDERGRADUATE,
} from './site-paths';

export const TUNING_SET_6: readonly TuningRow[] = [
  // A Gaokao student choosing a Hong Kong college
  sc('高考考多少分能上月湾书院', MAINLAND),
  sc('报港校要过一本线吗', MAINLAND),
  sc('月湾书院2027招生简张', MAINLAND, OVERVIEW),
  sc('高考英语单科要多少分才能报', MAINLAND),
  sc('内地生本科学费多少钱一年', FEES_PAGE, MAINLAND, INTERNATIONAL),
  sc('高考生网申什么时候截止', MAINLAND, OVERVIEW, SUBSIDY),
  sc('内地生要面试吗 网上面试是哪几天', MAINLAND, OVERVIEW, SUBSIDY),
  sc('学计算机新高考选科要求物理吗', P('ug-computer-science')),
  sc('护理专业读几年啊', P('ug-nursing')),
  sc('本科有哪些专业可以报', UNDERGRADUATE, FINDER),
  sc('内地生有将学金吗', MAINLAND, FEES_PAGE, SUBSIDY),
  sc('录取结果多久出来呢', ADMISSIONS_FAQ),
  sc('数据科学专业是全英文授课吗', P('ug-data-science')),
  sc('深圳有招生宣讲会吗', EVENT(201), MAINLAND),
  sc('北京招生讲座在哪个酒店', EVENT(204)),

  // A parent on the mainland (Guangdong and elsewhere)
  sc('月湾书院是正规学校吗 学历有认证吗', ABOUT),
  sc('宿社是几人间的', HOUSING),
  sc('住宿费一个学期多少钱', HOUSING),
  sc('学校地址在哪', CONTACT),
  sc('坐地铁怎么去学校', CONTACT, FAQ),
  sc('中介说交钱可以保录取 靠谱吗', STATEMENT),
  sc('招生办电话是多少', MAINLAND, CONTACT, ADMISSIONS_FAQ),
  sc('有没有微信可以咨询', CONTACT),
  sc('宿舍晚上有门禁吗 外人能留宿吗', HOUSING),
  sc('签证没批下来押金能退吗', FEES_PAGE, HOUSING),

  // A mainland postgraduate applicant (香港读研)
  sc('香港读研一年制的硕士有哪些', FINDER),
  sc('港硕学费多少', FEES_PAGE),
  sc('人工智能硕士申请条件', P('pg-artificial-intelligence')),
  sc('研究生有奖学金吗 怎么申请', FEES_PAGE),
  sc('金融硕士雅思要几分', P('pg-finance')),
  sc('读MBA需要工作经验吗', P('pg-mba')),
  sc('硕士春季入学申请截止日期', OVERVIEW, POSTGRADUATE),
  sc('翻译硕士要考笔试吗', P('pg-translation')),
  sc('研究生宿舍有独立卫生间吗', HOUSING),

  // A mainland student already admitted
  sc('进入许可怎么办理 要多久', NON_LOCAL),
  sc('港澳通行证办什么签住', NON_LOCAL),
  sc('到香港怎么开户办银行卡', NON_LOCAL),
  sc('香港手机卡 一卡两号', NON_LOCAL),
  sc('医疗保险必须买吗 多少钱', NON_LOCAL),
  sc('新生几号报道', MAINLAND, OVERVIEW, SUBSIDY, HKDSE, INTERNATIONAL, ASSOCIATE),
  sc('有接机服务吗', NON_LOCAL),
  sc('内地学生在香港可以做兼职吗', NON_LOCAL),
  sc('宿舍申请截止是几号', HOUSING),
  sc('在香港一个月生活费大概多少', NON_LOCAL),
  sc('来香港后要办身份证吗', NON_LOCAL),
  sc('第一学期几号开课', CALENDAR),

  // A mainland job seeker
  sc('月湾书院招聘老师', JOBS, RECRUIT),
  sc('行政岗位招人吗', JOBS, RECRUIT),
  sc('会计讲师职位截止日期', JOBS),
  sc('教职申请表在哪里填', RECRUIT),

  // A Hong Kong DSE school leaver or parent
  tc('DSE要幾多分先入到', HKDSE),
  tc('報 non-JUPAS 點樣報', HKDSE),
  tc('學士學費一年幾多錢', FEES_PAGE, HKDSE, INTERNATIONAL, ASSOCIATE, SUBSIDY),
  tc('讀護士有冇資助', SUBSIDY),
  tc('DSE幾多分有入學獎學金', HKDSE, FEES_PAGE, SUBSIDY),
  tc('第一輪申請幾時截止', OVERVIEW, HKDSE, INTERNATIONAL, ASSOCIATE, SUBSIDY),
  tc('放榜後可唔可以改選課程', HKDSE, OVERVIEW, SUBSIDY),
  tc('IELTS要幾多分', INTERNATIONAL, ASSOCIATE),
  tc('數學要幾多級先讀到電腦科學', P('ug-computer-science')),
  tc('住得好遠有冇宿位', HOUSING),
  tc('申請費幾錢', FEES_PAGE),
  tc('留位費交幾多 退唔退到', FEES_PAGE),

  // An associate-degree / higher diploma holder
  tc('副學士銜接學位 GPA要幾多', ASSOCIATE),
  tc('學分轉移點申請', ASSOCIATE, EVENT(102)),
  tc('副學士升學資訊日幾時', EVENT(102), ASSOCIATE, HKDSE),
  tc('有冇銜接獎學金', ASSOCIATE, FEES_PAGE, SUBSIDY),

  // A current student
  tc('考試幾時開始', CALENDAR),
  tc('八號風球使唔使返學', SEVERE_WEATHER),
  tc('黑雨考試會唔會取消', SEVERE_WEATHER),
  tc('想搵人傾下心事 有冇輔導', STUDENTS, ADMINISTRATION),
  tc('去交換要GPA幾多', EXCHANGE),
  tc('交流獎學金有幾多錢', EXCHANGE),
  tc('學習共享空間開到幾點', NEWS(1033)),
  tc('選科同成績搵邊個部門', ADMINISTRATION),
  tc('暑假住宿舍幾錢一個禮拜', HOUSING),

  // A neighbour
  tc('街坊可唔可以入圖書館', FAQ),
  tc('校園幾點開放', FAQ),
  tc('粵語流行曲講座', EVENT(302)),
  tc('搭小巴點去月灣書院', CONTACT),
  tc('實驗室開放日幾時', EVENT(105)),

  // An alumnus
  tc('校友會使唔使交會費', ALUMNI),
  tc('校友回校日係咪十二月', EVENT(601), ALUMNI),
  tc('捐款可唔可以扣稅', GIVE),

  // A job seeker in Hong Kong
  tc('兼任講師人才庫登記', RECRUIT),
  tc('信息技術主任請人', JOBS),

  // An international applicant
  en('tuition fees for international students', FEES_PAGE, INTERNATIONAL),
  en('IELTS requirement undergraduate', INTERNATIONAL, ASSOCIATE),
  en('application deadline for international applicants', INTERNATIONAL, OVERVIEW, SUBSIDY),
  en('scholarhsip for international students', INTERNATIONAL, FEES_PAGE, SUBSIDY),
  en('A-Level entry requirements', INTERNATIONAL),
  en('MSc Artificial Intelligence fees', P('pg-artificial-intelligence')),
  en('how long does the student visa take', NON_LOCAL),
  en('is medical insurance compulsory', NON_LOCAL),
  en('accomodation cost per semester', HOUSING),

  // A current exchange student
  en('can exchange students stay in the halls', HOUSING),
  en('how do I get to campus by MTR', CONTACT, FAQ),
  en('exchange partner universities in Japan', EXCHANGE),
  en('exam dates 2026/27', CALENDAR),
  en('international student office hours', NON_LOCAL),
  en('typhoon signal 8 are classes cancelled', SEVERE_WEATHER),
];
