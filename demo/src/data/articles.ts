// General articles (type 'article', e.g. the academic calendar) and special topics (type 'subject').
import { type T3, t3, MAIL_DOMAIN } from '../lib';
import { type DemoArticle, media } from './article-model';
import { academicYear, demoDay } from '../clock';
import { accessibilityStatement } from './accessibility';

const office = t3('教務處', '教务处', 'Registry');

// The academic calendar answers the academic year the demo's day falls in and the next one
// (src/clock.ts): its rows are written for 2026/27 and 2027/28 and moved by whole years.
type CalRow = [date: string, tc: string, sc: string, en: string];
const FIRST_YEAR = 2026;
const calendar: CalRow[] = [
  ['2026-09-01', '第一學期開課', '第一学期开课', 'First term begins'],
  ['2026-10-01', '國慶日（假期）', '国庆日（假期）', 'National Day (holiday)'],
  ['2026-12-07', '第一學期考試開始', '第一学期考试开始', 'First-term examinations begin'],
  ['2027-01-11', '第二學期開課', '第二学期开课', 'Second term begins'],
  ['2027-04-26', '第二學期考試開始', '第二学期考试开始', 'Second-term examinations begin'],
  ['2027-06-07', '暑期課程開始', '暑期课程开始', 'Summer term begins'],
];

/** '2026/27' for the academic year starting in 2026. */
const yearName = (y: number): string => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

const moveYears = (date: string, years: number): string => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

function calendarTable(lang: 'tc' | 'sc' | 'en', year: number): string {
  const head = { tc: ['日期', '事項'], sc: ['日期', '事项'], en: ['Date', 'Event'] }[lang];
  const rows = calendar
    .map(
      ([date, tc, sc, en]) => `<tr><td>${moveYears(date, year - FIRST_YEAR)}</td><td>${{ tc, sc, en }[lang]}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function calendarBody(lang: 'tc' | 'sc' | 'en', year: number): string {
  const heading = { tc: '{y} 學年', sc: '{y} 学年', en: '{y}' }[lang];
  const note = {
    tc: '<p>如有更改，以教務處公布為準。</p>',
    sc: '<p>如有更改，以教务处公布为准。</p>',
    en: '<p>Any change is announced by the Registry.</p>',
  }[lang];
  const part = (y: number) => `<h2>${heading.replace('{y}', yearName(y))}</h2>${calendarTable(lang, y)}`;
  return `${part(year)}${part(year + 1)}${note}`;
}

/** The calendar of the academic year of the demo's day, with the next year's. */
const academicCalendar: DemoArticle = {
  id: 'academic-calendar',
  aliases: ['學年曆', '学年历'],
  type: 'article',
  author: office,
  get date() {
    return `${academicYear(demoDay())}-06-30`;
  },
  /** The last day of the next academic year it shows: after it, a past year's calendar. */
  get ends() {
    return `${academicYear(demoDay()) + 2}-08-31`;
  },
  get title() {
    const y = yearName(academicYear(demoDay()));
    return t3(`${y} 學年曆`, `${y} 学年历`, `Academic Calendar ${y}`);
  },
  get summary() {
    const [a, b] = [yearName(academicYear(demoDay())), yearName(academicYear(demoDay()) + 1)];
    return t3(
      `${a} 及 ${b} 學年的重要日期，包括開課、考試及假期。`,
      `${a} 及 ${b} 学年的重要日期，包括开课、考试及假期。`,
      `Key dates of the ${a} and ${b} academic years: terms, examinations and holidays.`,
    );
  },
  get body() {
    const y = academicYear(demoDay());
    return t3(calendarBody('tc', y), calendarBody('sc', y), calendarBody('en', y));
  },
};

export const generalArticles: DemoArticle[] = [
  academicCalendar,
  accessibilityStatement,
  {
    id: 'jobs',
    aliases: ['工作機會', '工作机会'],
    type: 'article',
    date: '2026-01-05',
    author: t3('人力資源處', '人力资源处', 'Human Resources Office'),
    title: t3('加入月灣書院', '加入月湾书院', 'Work at Crescent Harbour College'),
    summary: t3(
      '我們誠邀熱愛教育的人士加入教學及行政團隊。',
      '我们诚邀热爱教育的人士加入教学及行政团队。',
      'We welcome people who care about education to join our academic and administrative teams.',
    ),
    body: t3(
      `<p>本院提供具競爭力的薪酬、進修資助及靈活工作安排。</p><ul><li>教學職位</li><li>行政職位</li></ul><p>空缺詳情見<a href="/page/jobs">工作機會</a>；查詢請電郵 <a href="mailto:hr@${MAIL_DOMAIN}">hr@${MAIL_DOMAIN}</a>。</p>`,
      `<p>本院提供具竞争力的薪酬、进修资助及灵活工作安排。</p><ul><li>教学职位</li><li>行政职位</li></ul><p>空缺详情见<a href="/page/jobs">工作机会</a>；咨询请发送电子邮件至 <a href="mailto:hr@${MAIL_DOMAIN}">hr@${MAIL_DOMAIN}</a>。</p>`,
      `<p>The College offers competitive pay, study sponsorship and flexible working.</p><ul><li>Academic posts</li><li>Administrative posts</li></ul><p>See <a href="/page/jobs">Jobs</a> for vacancies; enquiries to <a href="mailto:hr@${MAIL_DOMAIN}">hr@${MAIL_DOMAIN}</a>.</p>`,
    ),
  },
  {
    id: 'privacy-policy',
    type: 'article',
    date: '2024-03-01',
    updated: '2026-05-04',
    title: t3('私隱政策', '隐私政策', 'Privacy Policy'),
    summary: t3(
      '本院如何收集及使用你提供的個人資料。',
      '本院如何收集及使用你提供的个人信息。',
      'How the College collects and uses the personal data you provide.',
    ),
    body: t3(
      '<p>月灣書院（「本院」）重視你的私隱，並遵守《個人資料（私隱）條例》的規定。本政策說明本網站如何處理個人資料。</p><h3>我們收集的資料</h3><ul><li>查詢表格：你的姓名、聯絡電郵、主題及查詢內容。</li><li>語言偏好：一個名為 i18n_redirected 的 Cookie，記住你選擇的網站語言，保存一年。</li><li>服务器紀錄：為保障網站安全而記錄的請求時間、網址及 IP 地址，保存三十日。</li></ul><h3>使用目的</h3><p>資料只用於回复查詢、提供你要求的服務及維持網站安全，不會用於直接促銷。</p><h3>資料轉移</h3><p>只有負責處理相關事務的部門職員可以查閱；除法律要求外，本院不會把個人資料轉交第三方。</p><h3>保存期限</h3><p>查詢紀錄保存九十日，其後刪除。</p><h3>查閱及更正</h3><p>你有權查閱及更正本院持有的你的個人資料。請致函保障資料主任：<a href="mailto:privacy@crescent-harbour.edu.example">privacy@crescent-harbour.edu.example</a>，或郵寄至香港新界月灣道 88 號月灣書院保障資料主任收。本院或會就查閱要求收取合理費用。</p>',
      '<p>月湾书院（「本院」）重视你的隐私，并遵守《个人资料（私隐）条例》的规定。本政策说明本网站如何处理个人信息。</p><h3>我们收集的资料</h3><ul><li>咨询表格：你的姓名、联系电子邮件、主题及查询内容。</li><li>语言偏好：一个名为 i18n_redirected 的 Cookie，记住你选择的网站语言，保存一年。</li><li>服务器记录：为保障网站安全而记录的请求时间、网址及 IP 地址，保存三十日。</li></ul><h3>使用目的</h3><p>资料只用于回复查询、提供你要求的服务及维持网站安全，不会用于直接促销。</p><h3>资料转移</h3><p>只有负责处理相关事务的部门职员可以查阅；除法律要求外，本院不会把个人信息转交第三方。</p><h3>保存期限</h3><p>咨询记录保存九十日，其后删除。</p><h3>查阅及更正</h3><p>你有权查阅及更正本院持有的你的个人信息。请致函保障资料主任：<a href="mailto:privacy@crescent-harbour.edu.example">privacy@crescent-harbour.edu.example</a>，或邮寄至香港新界月湾道 88 号月湾书院保障资料主任收。本院或会就查阅要求收取合理费用。</p>',
      '<p>Crescent Harbour College (“the College”) respects your privacy and complies with the Personal Data (Privacy) Ordinance. This policy explains how this website handles personal data.</p><h3>What we collect</h3><ul><li>The enquiry form: your name, contact email, subject and message.</li><li>Your language choice: a cookie named i18n_redirected remembers the language you chose for one year.</li><li>Server logs: the time, address and IP address of requests, kept for 30 days to keep the site secure.</li></ul><h3>Why</h3><p>Only to reply to enquiries, to provide the services you ask for and to keep the website secure; never for direct marketing.</p><h3>Who receives it</h3><p>Only the staff of the office handling the matter. The College does not pass personal data to anyone else unless the law requires it.</p><h3>How long we keep it</h3><p>Enquiries are kept for 90 days, then deleted.</p><h3>Seeing and correcting your data</h3><p>You may ask to see and correct the personal data the College holds about you. Write to the Data Protection Officer at <a href="mailto:privacy@crescent-harbour.edu.example">privacy@crescent-harbour.edu.example</a>, or by post to the Data Protection Officer, Crescent Harbour College, 88 Crescent Harbour Road, New Territories, Hong Kong. The College may charge a reasonable fee for a data access request.</p>',
    ),
  },
];

type SubjectRow = [id: string, date: string, title: T3, summary: T3, detail: T3];

const subjectRows: SubjectRow[] = [
  [
    'harbour-ecology',
    '2025-11-20',
    t3('月灣海洋生態計劃', '月湾海洋生态计划', 'Crescent Bay Marine Ecology Project'),
    t3(
      '環境科學系師生長期監察月灣的珊瑚及海草床。',
      '环境科学系师生长期监察月湾的珊瑚及海草床。',
      'Environmental science students and staff monitor the corals and seagrass of Crescent Bay.',
    ),
    t3(
      '計劃自 2019 年起每季進行潛水調查，數據公開予中學作教學用途。',
      '计划自 2019 年起每季进行潜水调查，数据公开予中学作教学用途。',
      'Since 2019 the project has run quarterly dive surveys and shares its data with secondary schools for teaching.',
    ),
  ],
  [
    'digital-humanities',
    '2025-03-10',
    t3('數碼人文週', '数码人文周', 'Digital Humanities Week'),
    t3(
      '以數碼工具重新閱讀古籍、方言及城市記憶。',
      '以数码工具重新阅读古籍、方言及城市记忆。',
      'Reading classical texts, dialects and city memories again with digital tools.',
    ),
    t3(
      '活動包括古籍數碼化工作坊、粵語語料庫展示及城市口述歷史地圖。',
      '活动包括古籍数码化工作坊、粤语语料库展示及城市口述历史地图。',
      'Workshops on digitising classical texts, a Cantonese corpus demonstration and an oral-history map of the city.',
    ),
  ],
  [
    'sustainable-campus-2030',
    '2024-09-05',
    t3('可持續校園 2030', '可持续校园 2030', 'Sustainable Campus 2030'),
    t3(
      '書院承諾於 2030 年前將碳排放減半。',
      '书院承诺于 2030 年前将碳排放减半。',
      'The College has pledged to halve its carbon emissions by 2030.',
    ),
    t3(
      '措施包括天台太陽能板、校園廚餘回收及電動接駁巴士。',
      '措施包括天台太阳能板、校园厨余回收及电动接驳巴士。',
      'Measures include rooftop solar panels, food-waste recycling and electric shuttle buses.',
    ),
  ],
  [
    'belt-and-road-lectures',
    '2024-12-06',
    t3('一帶一路學術講座系列', '一带一路学术讲座系列', 'Belt and Road Lecture Series'),
    t3(
      '一帶一路研究院每月邀請學者分享區域發展研究。',
      '一带一路研究院每月邀请学者分享区域发展研究。',
      'Each month the Belt and Road Research Institute invites scholars to share research on regional development.',
    ),
    t3(
      '講座公開予公眾參加，並設網上直播及重溫。',
      '讲座公开予公众参加，并设网上直播及重温。',
      'Lectures are open to the public, with live streams and recordings.',
    ),
  ],
  [
    'service-learning',
    '2023-10-16',
    t3('服務學習計劃', '服务学习计划', 'Service-Learning Programme'),
    t3(
      '同學將專業知識應用於社區服務，並取得學分。',
      '同学将专业知识应用于社区服务，并取得学分。',
      'Students apply what they learn in community service and earn credit for it.',
    ),
    t3(
      '合作機構包括長者中心、環保團體及社區圖書館。',
      '合作机构包括长者中心、环保团体及社区图书馆。',
      'Partners include elderly centres, green groups and community libraries.',
    ),
  ],
];

/** The topics that end: the pledge runs to the end of 2030 (docs/UPSTREAM.md §3 `ends`). */
const SUBJECT_ENDS: Record<string, string> = { 'sustainable-campus-2030': '2030-12-31' };

export const subjects: DemoArticle[] = subjectRows.map(([id, date, title, summary, detail]) => ({
  id,
  type: 'subject',
  date,
  ...(SUBJECT_ENDS[id] ? { ends: SUBJECT_ENDS[id] } : {}),
  title,
  summary,
  body: t3(
    `<p>${summary.tc}</p><p>${detail.tc}</p><p><a href="/subject/list">返回專題列表</a></p>`,
    `<p>${summary.sc}</p><p>${detail.sc}</p><p><a href="/subject/list">返回专题列表</a></p>`,
    `<p>${summary.en}</p><p>${detail.en}</p><p><a href="/subject/list">Back to special topics</a></p>`,
  ),
  cover: media(`topic-${id}`),
}));
