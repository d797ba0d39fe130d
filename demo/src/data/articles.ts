// General articles (type 'article', e.g. the academic calendar) and special topics (type 'subject').
import { type T3, t3, MAIL_DOMAIN } from '../lib';
import { type DemoArticle, media } from './article-model';

const office = t3('教務處', '教务处', 'Registry');

type CalRow = [date: string, tc: string, sc: string, en: string];
const calendar: CalRow[] = [
  ['2025-09-01', '第一學期開課', '第一学期开课', 'First term begins'],
  ['2025-10-01', '國慶日（假期）', '国庆日（假期）', 'National Day (holiday)'],
  ['2025-12-08', '第一學期考試開始', '第一学期考试开始', 'First-term examinations begin'],
  ['2026-01-12', '第二學期開課', '第二学期开课', 'Second term begins'],
  ['2026-04-27', '第二學期考試開始', '第二学期考试开始', 'Second-term examinations begin'],
  ['2026-06-01', '暑期課程開始', '暑期课程开始', 'Summer term begins'],
];

function calendarTable(lang: 'tc' | 'sc' | 'en'): string {
  const head = { tc: ['日期', '事項'], sc: ['日期', '事项'], en: ['Date', 'Event'] }[lang];
  const rows = calendar
    .map(([date, tc, sc, en]) => `<tr><td>${date}</td><td>${{ tc, sc, en }[lang]}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export const generalArticles: DemoArticle[] = [
  {
    id: 'academic-calendar',
    aliases: ['學年曆', '学年历'],
    type: 'article',
    date: '2025-06-30',
    author: office,
    title: t3('2025/26 學年曆', '2025/26 学年历', 'Academic Calendar 2025/26'),
    summary: t3(
      '2025/26 學年的重要日期，包括開課、考試及假期。',
      '2025/26 学年的重要日期，包括开课、考试及假期。',
      'Key dates of the 2025/26 academic year: terms, examinations and holidays.',
    ),
    body: t3(
      `<h2>重要日期</h2>${calendarTable('tc')}<p>如有更改，以教務處公布為準。</p>`,
      `<h2>重要日期</h2>${calendarTable('sc')}<p>如有更改，以教务处公布为准。</p>`,
      `<h2>Key dates</h2>${calendarTable('en')}<p>Any change is announced by the Registry.</p>`,
    ),
  },
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
      `<p>本院提供具竞争力的薪酬、进修资助及灵活工作安排。</p><ul><li>教学职位</li><li>行政职位</li></ul><p>空缺详情见<a href="/page/jobs">工作机会</a>；查询请电邮 <a href="mailto:hr@${MAIL_DOMAIN}">hr@${MAIL_DOMAIN}</a>。</p>`,
      `<p>The College offers competitive pay, study sponsorship and flexible working.</p><ul><li>Academic posts</li><li>Administrative posts</li></ul><p>See <a href="/page/jobs">Jobs</a> for vacancies; enquiries to <a href="mailto:hr@${MAIL_DOMAIN}">hr@${MAIL_DOMAIN}</a>.</p>`,
    ),
  },
  {
    id: 'privacy-policy',
    type: 'article',
    date: '2024-03-01',
    title: t3('私隱政策', '隐私政策', 'Privacy Policy'),
    summary: t3(
      '本院如何收集及使用你提供的個人資料。',
      '本院如何收集及使用你提供的个人资料。',
      'How the College collects and uses the personal data you provide.',
    ),
    body: t3(
      '<p>本院只會為處理查詢及提供服務而收集個人資料，並妥善保存。</p><p>如欲查閱或更正資料，請與我們聯絡。</p>',
      '<p>本院只会为处理查询及提供服务而收集个人资料，并妥善保存。</p><p>如欲查阅或更正资料，请与我们联络。</p>',
      '<p>The College collects personal data only to handle enquiries and provide services, and keeps it securely.</p><p>Contact us to access or correct your data.</p>',
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

export const subjects: DemoArticle[] = subjectRows.map(([id, date, title, summary, detail]) => ({
  id,
  type: 'subject',
  date,
  title,
  summary,
  body: t3(
    `<p>${summary.tc}</p><p>${detail.tc}</p><p><a href="/subject/list">返回專題列表</a></p>`,
    `<p>${summary.sc}</p><p>${detail.sc}</p><p><a href="/subject/list">返回专题列表</a></p>`,
    `<p>${summary.en}</p><p>${detail.en}</p><p><a href="/subject/list">Back to special topics</a></p>`,
  ),
  cover: media(`topic-${id}`),
}));
