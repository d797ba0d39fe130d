// The second held-out query set: what the site's visitors type into the header's box, written
// from their point of view (a school leaver in Shenzhen on a phone, a Hong Kong HKDSE student, a
// parent, an international applicant, a current student, a member of staff, an alumnus, a
// journalist) before the search was changed for it, without reading the search code or its
// vocabulary. The pages each query expects were found by browsing the site as a visitor does
// (menus, links, the pages' own text). Measured only, never tuned on (held-out-2.test.ts,
// docs/PERFORMANCE.md "Held-out queries").
import type { QueryRow } from './query-table';

const TEACHER = (id: number) => `/teacher/detail?id=${id}`;
const ALUMNUS = (id: number) => `/alumni/detail?id=${id}`;

/** 陳詠欣 / 陈咏欣 / CHAN Wing-yan, the President: her profile and her message. */
const PRESIDENT = [TEACHER(3001), '/about/president'];
/** The pages that state tuition and the scholarships of every route. */
const FEES = '/admissions/fees';
/** The page of a route lists its key dates, its tuition and its scholarships. */
const MAINLAND = '/admissions/mainland';
const HKDSE = '/admissions/hkdse';
const INTERNATIONAL = '/admissions/international';
const ASSOCIATE = '/admissions/associate';
const HOUSING = '/student-housing';
const NON_LOCAL = '/non-local-students';
const CONTACT = '/page/contact-us';
const CALENDAR = '/article/academic-calendar';
const EXCHANGE = '/page/global-exchange';
/** The Learning Commons' opening hours are in the news of its opening. */
const LIBRARY_HOURS = '/news/1033';

export const HELD_OUT_2: readonly QueryRow[] = [
  // ---------------------------------------------------------------- traditional Chinese (HK)
  { locale: 'tc', query: 'DSE要幾多分先入到', expect: [HKDSE], why: 'a DSE student asks the entry requirement' },
  { locale: 'tc', query: '一年學費幾錢', expect: [FEES, HKDSE], why: 'colloquial: how much a year' },
  {
    locale: 'tc',
    query: '讀護理學費幾多',
    expect: ['/programmes/ug-nursing', FEES],
    why: 'fees of one programme: its page states them',
  },
  { locale: 'tc', query: '有冇宿舍住', expect: [HOUSING], why: 'Cantonese particles around 宿舍' },
  { locale: 'tc', query: '宿費一個學期幾錢', expect: [HOUSING], why: 'hall fees by semester' },
  { locale: 'tc', query: '點樣去月灣書院', expect: [CONTACT], why: 'how to get there: the contact page says' },
  { locale: 'tc', query: '搭幾號巴士返學', expect: [CONTACT], why: 'bus routes 88 and 288 on the contact page' },
  { locale: 'tc', query: '最近邊個港鐵站', expect: [CONTACT], why: 'the rail station on the contact page' },
  {
    locale: 'tc',
    query: 'DSE 28分 獎學金',
    expect: [HKDSE, FEES],
    why: 'the entrance scholarship for best five 28 or more',
  },
  { locale: 'tc', query: '副學士銜接學士', expect: [ASSOCIATE], why: 'senior-year entry for associate degree holders' },
  { locale: 'tc', query: 'JS9121', expect: ['/programmes/ug-nursing'], why: 'a JUPAS code on the programme page' },
  { locale: 'tc', query: '幾時截止報名', expect: ['/admissions', HKDSE], why: 'the application deadline' },
  {
    locale: 'tc',
    query: 'open day 幾時',
    expect: ['/events/104', '/events/105'],
    why: 'HK mixed code: the open days',
  },
  { locale: 'tc', query: '心理學系', expect: ['/programmes/ug-psychology'], why: 'the applied psychology degree' },
  {
    locale: 'tc',
    query: '讀會計可唔可以考CPA',
    expect: ['/programmes/ug-accounting'],
    why: 'careers: the page names the HKICPA qualification programme',
  },
  {
    locale: 'tc',
    query: '中文系畢業出嚟做咩',
    expect: ['/programmes/ug-chinese'],
    why: 'careers: graduates teach, edit, work in media',
  },
  { locale: 'tc', query: '做註冊護士', expect: ['/programmes/ug-nursing'], why: 'careers after nursing' },
  { locale: 'tc', query: '圖書館幾點閂門', expect: [LIBRARY_HOURS], why: 'library hours, Cantonese 閂門' },
  { locale: 'tc', query: '幾時開學', expect: [CALENDAR, '/admissions', '/events/502'], why: 'term start' },
  { locale: 'tc', query: '考試幾時開始', expect: [CALENDAR], why: 'examination dates on the calendar' },
  { locale: 'tc', query: '情緒輔導', expect: ['/page/student', '/administration'], why: 'counselling for students' },
  { locale: 'tc', query: '有咩學會可以參加', expect: ['/page/student'], why: 'societies, a student asks' },
  { locale: 'tc', query: '去日本交流', expect: [EXCHANGE], why: 'an exchange partner country' },
  { locale: 'tc', query: '交流生GPA要求', expect: [EXCHANGE], why: 'who can apply for exchange' },
  { locale: 'tc', query: '陳詠欣', expect: PRESIDENT, why: "the President's name" },
  { locale: 'tc', query: '張穎琪院長', expect: [TEACHER(3003)], why: 'the Dean of Business by name and title' },
  { locale: 'tc', query: '麥子軒教授', expect: [TEACHER(3039), '/centre-marine-ecology'], why: 'a professor by name' },
  { locale: 'tc', query: '教書法嘅老師', expect: [TEACHER(3008), TEACHER(3011)], why: 'teachers by research area' },
  { locale: 'tc', query: '請人', expect: ['/page/jobs', '/recruit'], why: 'HK colloquial for hiring: vacancies' },
  { locale: 'tc', query: '兼職講師', expect: ['/recruit'], why: 'the part-time lecturer pool (兼任講師)' },
  { locale: 'tc', query: '轉數快捐款', expect: ['/give'], why: 'giving by FPS' },
  { locale: 'tc', query: '校友回校日', expect: ['/events/601'], why: 'an alumni event' },
  { locale: 'tc', query: '傑出校友', expect: ['/events/602'], why: 'the Distinguished Alumni Awards dinner' },
  { locale: 'tc', query: '學位有冇評審', expect: ['/about'], why: 'a parent asks about accreditation' },
  { locale: 'tc', query: '中介保證入學', expect: ['/page/statement'], why: 'the statement on agents' },
  { locale: 'tc', query: 'whatsapp查詢', expect: [CONTACT], why: 'a contact channel' },
  { locale: 'tc', query: '將學金', expect: [FEES, HKDSE], why: 'one-character slip for 獎學金' },
  { locale: 'tc', query: '護埋學', expect: ['/programmes/ug-nursing'], why: 'one-character slip for 護理學' },
  { locale: 'tc', query: '退學可唔可以退錢', expect: [FEES], why: 'refunds on withdrawal' },
  { locale: 'tc', query: 'MBA 晚上上堂', expect: ['/programmes/pg-mba'], why: 'evening and weekend classes' },
  { locale: 'tc', query: '教職員進修資助', expect: ['/page/staff'], why: 'a member of staff: study sponsorship' },
  { locale: 'tc', query: '選科喺邊度搞', expect: ['/administration'], why: 'course registration is the Registry’s' },
  {
    locale: 'tc',
    query: '校友會有咩活動',
    expect: ['/alumni', '/events/601', '/events/602'],
    why: 'an alumnus asks',
  },
  // ---------------------------------------------------------------- simplified Chinese (mainland)
  { locale: 'sc', query: '高考多少分能上', expect: [MAINLAND], why: 'a Shenzhen school leaver asks the line' },
  { locale: 'sc', query: '要过本科线吗', expect: [MAINLAND], why: 'the undergraduate control line' },
  {
    locale: 'sc',
    query: '护理专业选科要求',
    expect: ['/programmes/ug-nursing'],
    why: 'subject choice (化学) on the programme page',
  },
  { locale: 'sc', query: '一年学费多少钱', expect: [FEES, MAINLAND], why: 'tuition a year' },
  { locale: 'sc', query: '住宿费怎么交', expect: [HOUSING], why: 'hall fees and how they are billed' },
  { locale: 'sc', query: '宿舍有保证吗', expect: [HOUSING, '/admissions-faq'], why: 'first-year places guaranteed' },
  { locale: 'sc', query: '港澳通行证签注', expect: [NON_LOCAL], why: 'the exit-entry permit and D endorsement' },
  { locale: 'sc', query: '进入许可怎么办理', expect: [NON_LOCAL], why: 'the entry permit for mainland students' },
  { locale: 'sc', query: '深圳宣讲会', expect: ['/events/201'], why: 'mainland word for an admission talk' },
  { locale: 'sc', query: '广州招生讲座时间', expect: ['/events/202'], why: 'the Guangzhou talk' },
  { locale: 'sc', query: '内地生奖学金多少', expect: [MAINLAND, FEES], why: 'the Mainland Talent Scholarship' },
  { locale: 'sc', query: '英语单科要求', expect: [MAINLAND], why: '110 out of 150 in English' },
  { locale: 'sc', query: '高考生面试什么时候', expect: [MAINLAND], why: 'online interviews in July' },
  { locale: 'sc', query: '网申截止日期', expect: [MAINLAND, '/admissions'], why: '网申: online application' },
  { locale: 'sc', query: '在香港一个月生活费', expect: [NON_LOCAL], why: 'the monthly budget' },
  { locale: 'sc', query: '怎么办银行卡', expect: [NON_LOCAL], why: 'opening a bank account on arrival' },
  { locale: 'sc', query: '一卡两号', expect: [NON_LOCAL], why: 'phone plans with a mainland number' },
  { locale: 'sc', query: '可以兼职打工吗', expect: [NON_LOCAL], why: 'part-time work on a student visa' },
  { locale: 'sc', query: '有接机吗', expect: [NON_LOCAL], why: 'airport pick-up' },
  { locale: 'sc', query: '医保', expect: [NON_LOCAL], why: 'mainland abbreviation for medical insurance' },
  {
    locale: 'sc',
    query: '计算机专业',
    expect: ['/programmes/ug-computer-science'],
    why: 'mainland name of computer science (电脑科学)',
  },
  { locale: 'sc', query: '金融科技本科', expect: ['/programmes/ug-fintech'], why: 'the fintech degree' },
  { locale: 'sc', query: '人工智能硕士', expect: ['/programmes/pg-artificial-intelligence'], why: 'the AI master' },
  { locale: 'sc', query: '一带一路博士', expect: ['/faculties/bri'], why: 'the PhD is listed by the institute' },
  { locale: 'sc', query: '不读了能退费吗', expect: [FEES], why: 'refunds, mainland wording' },
  { locale: 'sc', query: '留位押金', expect: [FEES], why: 'the acceptance deposit' },
  { locale: 'sc', query: '陈咏欣校长', expect: PRESIDENT, why: 'the President by name' },
  {
    locale: 'sc',
    query: '黄志明教授',
    expect: [TEACHER(3004), '/centre-smart-ageing'],
    why: 'the Dean of Science and Engineering',
  },
  { locale: 'sc', query: '网络安全老师', expect: [TEACHER(3033), TEACHER(3034)], why: 'teachers by research area' },
  { locale: 'sc', query: '数据科学教授招聘', expect: ['/page/jobs'], why: 'a vacancy' },
  { locale: 'sc', query: '学校地址在哪里', expect: [CONTACT], why: 'the address' },
  { locale: 'sc', query: '微信公众号', expect: [CONTACT], why: 'the WeChat account' },
  { locale: 'sc', query: '去国外当交换生', expect: [EXCHANGE], why: 'exchange abroad' },
  { locale: 'sc', query: '校历', expect: [CALENDAR], why: 'mainland word for the academic calendar' },
  { locale: 'sc', query: '住宿废', expect: [HOUSING], why: 'pinyin homophone slip for 住宿费' },
  { locale: 'sc', query: '能报几个专业', expect: ['/admissions-faq', '/admissions'], why: 'up to three programmes' },
  { locale: 'sc', query: '图书馆几点关门', expect: [LIBRARY_HOURS], why: 'library hours' },
  { locale: 'sc', query: '专升本', expect: [ASSOCIATE], why: 'mainland term for senior-year entry' },
  { locale: 'sc', query: '大湾区校友聚会', expect: ['/events/603'], why: 'the Greater Bay Area alumni dinner' },
  {
    locale: 'sc',
    query: '心理学专业怎么样',
    expect: ['/programmes/ug-psychology'],
    why: 'a programme, with a question',
  },
  { locale: 'sc', query: '教职工福利', expect: ['/page/staff'], why: 'mainland 教职工 for staff' },
  { locale: 'sc', query: '校友导师计划', expect: ['/alumni'], why: 'the mentoring scheme (友师计划)' },
  // ---------------------------------------------------------------- English
  {
    locale: 'en',
    query: 'tuition fees for international students',
    expect: [FEES, INTERNATIONAL],
    why: 'non-local tuition',
  },
  { locale: 'en', query: 'what IELTS score do I need', expect: [INTERNATIONAL], why: 'IELTS 6.0' },
  { locale: 'en', query: 'IB points required', expect: [INTERNATIONAL], why: 'IB 28 points' },
  { locale: 'en', query: 'a level entry requirements', expect: [INTERNATIONAL], why: 'A-Levels CCC' },
  { locale: 'en', query: 'how much is accommodation', expect: [HOUSING], why: 'hall fees' },
  { locale: 'en', query: 'which bus goes to the campus', expect: [CONTACT], why: 'getting here' },
  { locale: 'en', query: 'student visa hong kong', expect: [NON_LOCAL], why: 'visa / entry permit' },
  { locale: 'en', query: 'cost of living per month', expect: [NON_LOCAL], why: 'the monthly budget' },
  { locale: 'en', query: 'do i need medical insurance', expect: [NON_LOCAL], why: 'the student plan' },
  { locale: 'en', query: 'can I work part time while studying', expect: [NON_LOCAL], why: 'conditions of stay' },
  { locale: 'en', query: 'octopus card', expect: [NON_LOCAL], why: 'student Octopus for the MTR' },
  {
    locale: 'en',
    query: 'scholarships for international students',
    expect: [INTERNATIONAL, FEES],
    why: 'the Global Horizons Scholarship',
  },
  { locale: 'en', query: 'when is the application deadline', expect: ['/admissions', HKDSE], why: 'key dates' },
  { locale: 'en', query: 'refund if I withdraw', expect: [FEES], why: 'refunds' },
  { locale: 'en', query: 'acceptance deposit', expect: [FEES], why: 'deposits' },
  {
    locale: 'en',
    query: 'become a registered nurse',
    expect: ['/programmes/ug-nursing'],
    why: 'careers after the nursing degree',
  },
  {
    locale: 'en',
    query: 'what will I learn in data science',
    expect: ['/programmes/ug-data-science'],
    why: 'what a programme teaches',
  },
  { locale: 'en', query: 'evening MBA', expect: ['/programmes/pg-mba'], why: 'evening and weekend classes' },
  {
    locale: 'en',
    query: 'masters in interpreting',
    expect: ['/programmes/pg-translation'],
    why: 'the MA in Translation and Interpreting',
  },
  { locale: 'en', query: 'is the college accredited', expect: ['/about'], why: 'registration and accreditation' },
  { locale: 'en', query: 'phone number', expect: [CONTACT], why: 'contact channels' },
  { locale: 'en', query: 'wechat', expect: [CONTACT], why: 'a contact channel' },
  { locale: 'en', query: 'job vacancies', expect: ['/page/jobs', '/recruit'], why: 'jobs' },
  { locale: 'en', query: 'part-time lecturer', expect: ['/recruit'], why: 'the part-time lecturer pool' },
  { locale: 'en', query: 'library opening hours', expect: [LIBRARY_HOURS], why: 'Learning Commons hours' },
  { locale: 'en', query: 'term dates', expect: [CALENDAR], why: 'the academic calendar' },
  { locale: 'en', query: 'when are the exams', expect: [CALENDAR], why: 'examinations on the calendar' },
  { locale: 'en', query: 'exchange semester in Japan', expect: [EXCHANGE], why: 'exchange partners' },
  { locale: 'en', query: 'counselling service', expect: ['/page/student', '/administration'], why: 'student services' },
  { locale: 'en', query: 'homecoming', expect: ['/events/601'], why: 'the alumni Homecoming Day' },
  { locale: 'en', query: 'how to donate', expect: ['/give'], why: 'giving' },
  { locale: 'en', query: 'who is the president', expect: PRESIDENT, why: 'a journalist asks' },
  { locale: 'en', query: 'Prof Wong Chi-ming', expect: [TEACHER(3004)], why: 'a dean by name' },
  { locale: 'en', query: 'Cheng Nga-ting', expect: [ALUMNUS(5010)], why: 'an alumna by name' },
  {
    locale: 'en',
    query: 'marine ecology research',
    expect: ['/centre-marine-ecology', '/subject/harbour-ecology'],
    why: 'the research centre',
  },
  { locale: 'en', query: 'scholarshp', expect: [FEES, HKDSE, INTERNATIONAL], why: 'one-letter slip' },
  { locale: 'en', query: 'accomodation', expect: [HOUSING], why: 'the common misspelling' },
  { locale: 'en', query: 'JUPAS code for nursing', expect: ['/programmes/ug-nursing'], why: 'a programme code' },
  { locale: 'en', query: 'senior year entry', expect: [ASSOCIATE], why: 'associate degree holders' },
  { locale: 'en', query: 'agent guarantee admission', expect: ['/page/statement'], why: 'the statement on agents' },
  { locale: 'en', query: 'how many students does the college have', expect: ['/about'], why: 'a journalist asks' },
  { locale: 'en', query: 'when was the college founded', expect: ['/about-history', '/about'], why: 'history' },
  { locale: 'en', query: 'staff training', expect: ['/page/staff'], why: 'a member of staff' },
  { locale: 'en', query: 'alumni mentoring scheme', expect: ['/alumni'], why: 'an alumnus' },
  { locale: 'en', query: 'where do I register for courses', expect: ['/administration'], why: 'the Registry' },
];
