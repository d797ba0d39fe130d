// News: yearly events (2023-2026), each year's edition with its own summary and story
// (news-years.ts) around the event's facts, a few one-off items, and this term's news dated from
// the demo's day (news-recent.ts).
import { type T3, t3, fill } from '../lib';
import { type DemoArticle, media } from './article-model';
import { STORIES } from './news-years';
import { author, newsBody } from './news-body';
import { recentNews } from './news-recent';

interface Template {
  day: string; // MM-DD
  years: number[];
  title: T3;
  venue: T3;
  highlights: [T3, T3];
  /** Its own illustration (public/media/news-*.svg). */
  cover: string;
}

const Y3 = [2023, 2024, 2025];
const Y4 = [2023, 2024, 2025, 2026];

const templates: Template[] = [
  {
    day: '01-14',
    cover: 'news-info-day',
    years: Y4,
    title: t3('{year}年入學資訊日', '{year}年入学咨询日', 'Admissions Information Day {year}'),
    venue: t3('大會堂及各學院', '大会堂及各学院', 'Great Hall and faculty buildings'),
    highlights: [
      t3('課程講座及校園導賞', '课程讲座及校园导赏', 'Programme talks and campus tours'),
      t3('即場入學諮詢', '即场入学咨询', 'On-the-spot admission advice'),
    ],
  },
  {
    day: '02-20',
    cover: 'news-scholarship',
    years: Y4,
    title: t3('{year}年度獎學金頒授典禮', '{year}年度奖学金颁授典礼', '{year} Scholarship Presentation Ceremony'),
    venue: t3('大會堂', '大会堂', 'Great Hall'),
    highlights: [
      t3('校長致辭', '校长致辞', 'Address by the President'),
      t3('捐款人與得獎同學交流', '捐款人与得奖同学交流', 'Donors meet the award recipients'),
    ],
  },
  {
    day: '03-18',
    cover: 'news-coastal-cleanup',
    years: Y4,
    title: t3('{year}年海岸清潔日', '{year}年海岸清洁日', 'Coastal Clean-up Day {year}'),
    venue: t3('月灣海灘', '月湾海滩', 'Crescent Bay beach'),
    highlights: [
      t3('收集垃圾逾五百公斤', '收集垃圾逾五百公斤', 'More than 500 kg of litter collected'),
      t3('環境科學系現場講解', '环境科学系现场讲解', 'Field talks by the Department of Environmental Science'),
    ],
  },
  {
    day: '04-22',
    cover: 'news-research-showcase',
    years: Y4,
    title: t3('{year}年研究成果展', '{year}年研究成果展', 'Research Showcase {year}'),
    venue: t3('學術大樓展覽廳', '学术大楼展览厅', 'Academic Building exhibition hall'),
    highlights: [
      t3('研究生海報比賽', '研究生海报比赛', 'Postgraduate poster competition'),
      t3('業界合作洽談', '业界合作洽谈', 'Industry partnership meetings'),
    ],
  },
  {
    day: '05-09',
    cover: 'news-sports-day',
    years: Y4,
    title: t3('{year}年陸運會', '{year}年陆运会', 'Annual Sports Day {year}'),
    venue: t3('書院運動場', '书院运动场', 'College sports ground'),
    highlights: [
      t3('接力賽破大會紀錄', '接力赛破大会纪录', 'A new record in the relay'),
      t3('教職員趣味賽', '教职员趣味赛', 'Staff fun races'),
    ],
  },
  {
    day: '06-15',
    cover: 'news-summer-exchange',
    years: Y3,
    title: t3('{year}年暑期海外交流團出發', '{year}年暑期海外交流团出发', 'Summer exchange groups depart, {year}'),
    venue: t3('各夥伴院校', '各伙伴院校', 'Partner institutions'),
    highlights: [
      t3('語言及文化課程', '语言及文化课程', 'Language and culture courses'),
      t3('企業參觀', '企业参观', 'Company visits'),
    ],
  },
  {
    day: '08-28',
    cover: 'news-orientation',
    years: Y3,
    title: t3('{year}年新生迎新營', '{year}年新生迎新营', 'Freshmen Orientation Camp {year}'),
    venue: t3('學生宿舍及活動中心', '学生宿舍及活动中心', 'Student residences and activity centre'),
    highlights: [
      t3('學會攤位遊戲', '学会摊位游戏', 'Society game booths'),
      t3('宿舍迎新晚會', '宿舍迎新晚会', 'Residence welcome night'),
    ],
  },
  {
    day: '09-05',
    cover: 'news-green-campus',
    years: Y3,
    title: t3('{year}年綠色校園週', '{year}年绿色校园周', 'Green Campus Week {year}'),
    venue: t3('中央廣場', '中央广场', 'Central Plaza'),
    highlights: [
      t3('二手書交換', '二手书交换', 'Second-hand book swap'),
      t3('太陽能模型車比賽', '太阳能模型车比赛', 'Solar model car race'),
    ],
  },
  {
    day: '11-18',
    cover: 'news-graduation',
    years: Y3,
    title: t3('{year}年畢業典禮', '{year}年毕业典礼', 'Graduation Ceremony {year}'),
    venue: t3('大會堂', '大会堂', 'Great Hall'),
    highlights: [
      t3('頒授榮譽院士', '颁授荣誉院士', 'Honorary fellowships conferred'),
      t3('畢業生代表致辭', '毕业生代表致辞', 'Speech by the graduate representative'),
    ],
  },
  {
    day: '12-06',
    cover: 'news-belt-road-forum',
    years: Y3,
    title: t3('{year}一帶一路青年論壇', '{year}一带一路青年论坛', 'Belt and Road Youth Forum {year}'),
    venue: t3('研究院演講廳', '研究院演讲厅', 'Institute lecture theatre'),
    highlights: [
      t3('主題演講及圓桌討論', '主题演讲及圆桌讨论', 'Keynotes and a round-table'),
      t3('學生論文發表', '学生论文发表', 'Student paper presentations'),
    ],
  },
];

function fromTemplate(tpl: Template, year: number): Omit<DemoArticle, 'id'> {
  const date = `${year}-${tpl.day}`;
  const title = fill(tpl.title, { year });
  const cover = media(tpl.cover);
  const story = STORIES[tpl.cover]?.[year];
  if (!story) throw new Error(`no story for ${tpl.cover} ${year}`);
  const body = newsBody({ ...story, highlights: tpl.highlights, date, venue: tpl.venue, title, cover });
  return { type: 'news', date, title, summary: story.summary, body, author, cover };
}

const oneOffs: Array<Omit<DemoArticle, 'id'>> = [
  {
    type: 'news',
    date: '2026-03-02',
    author,
    cover: media('news-library-commons'),
    title: t3('圖書館學習共享空間正式啟用', '图书馆学习共享空间正式启用', 'Library Learning Commons opens'),
    summary: t3(
      '全新學習共享空間提供二百個座位、小組討論室及創客工作室。',
      '全新学习共享空间提供二百个座位、小组讨论室及创客工作室。',
      'The new Learning Commons offers two hundred seats, group study rooms and a maker studio.',
    ),
    body: t3(
      '<p>全新學習共享空間位於圖書館二樓，開放時間為早上八時至晚上十一時，考試期間延長至凌晨一時。</p><p>空間由舊期刊室改建，工程歷時十四個月。設計過程中，圖書館先後舉辦三次學生諮詢會，同學最希望增加的是可預約的小組討論室及足夠的電源插座，兩者都已納入設計。</p><h3>設施</h3><ul><li>小組討論室十二間，可於網上預約</li><li>創客工作室（3D 打印及雷射切割）</li></ul><p>館長表示，學習共享空間的部分家具來自校友捐款購置。詳情請瀏覽<a href="https://library.crescent-harbour.edu.example/">圖書館網站</a>。</p>',
      '<p>全新学习共享空间位于图书馆二楼，开放时间为早上八时至晚上十一时，考试期间延长至凌晨一时。</p><p>空间由旧期刊室改建，工程历时十四个月。设计过程中，图书馆先后举办三次学生咨询会，同学最希望增加的是可预约的小组讨论室及足够的电源插座，两者都已纳入设计。</p><h3>设施</h3><ul><li>小组讨论室十二间，可于网上预约</li><li>创客工作室（3D 打印及激光切割）</li></ul><p>馆长表示，学习共享空间的部分家具来自校友捐款购置。详情请浏览<a href="https://library.crescent-harbour.edu.example/">图书馆网站</a>。</p>',
      '<p>The new Learning Commons is on the second floor of the Library and opens from 8 am to 11 pm, until 1 am during examinations.</p><p>It replaces the old periodicals room after fourteen months of work. The Library held three student consultations during the design; bookable group rooms and enough power sockets topped the wish list, and both are there.</p><h3>Facilities</h3><ul><li>Twelve group study rooms, bookable online</li><li>A maker studio (3D printing and laser cutting)</li></ul><p>Some of the furniture was bought with gifts from alumni, the Librarian said. See the <a href="https://library.crescent-harbour.edu.example/">Library website</a>.</p>',
    ),
  },
  {
    type: 'news',
    date: '2026-06-20',
    author,
    cover: media('news-exchange-agreement'),
    title: t3(
      '本院與高槐灣大學簽訂學生交流協議',
      '本院与高槐湾大学签订学生交流协议',
      'Student exchange agreement signed with Kowhai Bay University',
    ),
    summary: t3(
      '協議每年為雙方提供十個交換生名額，並合辦暑期研究課程。',
      '协议每年为双方提供十个交换生名额，并合办暑期研究课程。',
      'The agreement offers ten exchange places each way every year and a joint summer research course.',
    ),
    body: t3(
      '<p>協議由兩校校長於網上簽署，合作範疇包括海洋生態及可持續旅遊。</p><p>高槐灣大學位於新西蘭，設有南半球規模最大的潮間帶研究站之一。根據協議，本院同學可於當地修讀一個學期，所修學分獲兩校互相承認；兩校亦會每年輪流主辦為期三星期的暑期研究課程，首屆課程將於明年一月在新西蘭舉行。</p><p>全球交流辦公室表示，申請將於九月開始，成績及面試並重。查看<a href="/page/global-exchange">全球交流</a>了解申請詳情。</p>',
      '<p>协议由两校校长于网上签署，合作范畴包括海洋生态及可持续旅游。</p><p>高槐湾大学位于新西兰，设有南半球规模最大的潮间带研究站之一。根据协议，本院同学可于当地修读一个学期，所修学分获两校互相承认；两校亦会每年轮流主办为期三星期的暑期研究课程，首届课程将于明年一月在新西兰举行。</p><p>全球交流办公室表示，申请将于九月开始，成绩及面试并重。查看<a href="/page/global-exchange">全球交流</a>了解申请详情。</p>',
      '<p>The presidents of both institutions signed the agreement online; cooperation covers marine ecology and sustainable tourism.</p><p>Kowhai Bay University in New Zealand runs one of the largest intertidal field stations in the southern hemisphere. Students may spend a semester there with credits recognised by both institutions, and the two will take turns hosting a three-week summer research course, the first in New Zealand next January.</p><p>Applications open in September, the Global Exchange Office said; results and an interview both count. See <a href="/page/global-exchange">Global Exchange</a> for how to apply.</p>',
    ),
  },
];

function build(): DemoArticle[] {
  const items = [...templates.flatMap((tpl) => tpl.years.map((y) => fromTemplate(tpl, y))), ...oneOffs].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  // Ids grow with the date, as a CMS's auto-increment would.
  return items.map((a, i) => ({ ...a, id: 1001 + i }));
}

/**
 * The news the CMS lists, searches and shows on the home page: the archive, then this term's
 * news, dated in the weeks before the demo's day (news-recent.ts).
 */
export const news: DemoArticle[] = [...build(), ...recentNews];

/**
 * A test fixture, not news: it deliberately carries script, inline handlers and a javascript:
 * link, as pasted from a CMS editor, so the tests can prove the site sanitises CMS HTML (see
 * docs/UPSTREAM.md). Served by its id alone, never in a list, a search or the home page.
 */
export const FIXTURE_NEWS: DemoArticle = {
  id: 1038,
  type: 'news',
  date: '2026-07-08',
  author,
  cover: media('news-research-showcase'),
  title: t3('校園網上服務系統維護通知', '校园网上服务系统维护通知', 'Campus online services maintenance notice'),
  summary: t3(
    '學生門戶及電郵服務將於七月十二日凌晨暫停四小時。',
    '学生门户及电子邮件服务将于七月十二日凌晨暂停四小时。',
    'The student portal and e-mail will be unavailable for four hours early on 12 July.',
  ),
  body: t3(
    '<p onclick="alert(\'demo\')">學生門戶及電郵服務將於七月十二日凌晨二時至六時暫停。</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="維護" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">不安全連結</a>｜<a href="https://status.crescent-harbour.edu.example/" target="_blank">服務狀態</a></p>',
    '<p onclick="alert(\'demo\')">学生门户及电子邮件服务将于七月十二日凌晨二时至六时暂停。</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="维护" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">不安全链接</a>｜<a href="https://status.crescent-harbour.edu.example/" target="_blank">服务状态</a></p>',
    '<p onclick="alert(\'demo\')">The student portal and e-mail will be unavailable from 2 am to 6 am on 12 July.</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="Maintenance" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">Unsafe link</a> | <a href="https://status.crescent-harbour.edu.example/" target="_blank">Service status</a></p>',
  ),
};
