// News: yearly events (2023-2026) generated from templates, plus a few one-off items.
import { type T3, t3, fill, MAIL_DOMAIN } from '../lib';
import { type Cover, type DemoArticle, media } from './article-model';

interface Template {
  day: string; // MM-DD
  years: number[];
  title: T3;
  summary: T3;
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
    title: t3('{year}年入學資訊日', '{year}年入学资讯日', 'Admissions Information Day {year}'),
    summary: t3(
      '逾千名中學生及家長到訪校園，了解各學院課程及入學要求。',
      '逾千名中学生及家长到访校园，了解各学院课程及入学要求。',
      'More than a thousand secondary students and parents visited the campus to learn about programmes and entry requirements.',
    ),
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
    summary: t3(
      '本年度共有二百多名同學獲頒獎學金，表揚他們在學業及服務方面的卓越表現。',
      '本年度共有二百多名同学获颁奖学金，表扬他们在学业及服务方面的卓越表现。',
      'Over two hundred students received scholarships this year for excellence in study and service.',
    ),
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
    summary: t3(
      '師生一同清理書院附近的海灘，並記錄海洋垃圾數據作研究之用。',
      '师生一同清理书院附近的海滩，并记录海洋垃圾数据作研究之用。',
      'Students and staff cleaned the beach near the College and recorded marine-litter data for research.',
    ),
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
    summary: t3(
      '三個學院及研究院展出數十項研究成果，涵蓋人工智能、社區護理及區域經濟。',
      '三个学院及研究院展出数十项研究成果，涵盖人工智能、社区护理及区域经济。',
      'The three faculties and the institute presented dozens of projects in artificial intelligence, community nursing and regional economics.',
    ),
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
    summary: t3(
      '各學院健兒於陸運會上爭奪全場總冠軍，氣氛熱烈。',
      '各学院健儿于陆运会上争夺全场总冠军，气氛热烈。',
      'Athletes from every faculty competed for the overall championship in high spirits.',
    ),
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
    summary: t3(
      '百多名同學將到歐洲、亞洲及大洋洲的夥伴院校進行暑期交流。',
      '百多名同学将到欧洲、亚洲及大洋洲的伙伴院校进行暑期交流。',
      'More than a hundred students are off to partner institutions in Europe, Asia and Oceania for the summer.',
    ),
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
    summary: t3(
      '新生透過三日兩夜的迎新活動認識校園、師兄師姐及學生支援服務。',
      '新生透过三日两夜的迎新活动认识校园、师兄师姐及学生支援服务。',
      'New students met their seniors and learned about campus and support services during a three-day camp.',
    ),
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
    summary: t3(
      '一連五日的工作坊及展覽，推廣減廢及節能生活。',
      '一连五日的工作坊及展览，推广减废及节能生活。',
      'Five days of workshops and exhibitions promoting waste reduction and energy saving.',
    ),
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
    summary: t3(
      '逾千名畢業生在親友見證下完成學業，校長勉勵他們終身學習。',
      '逾千名毕业生在亲友见证下完成学业，校长勉励他们终身学习。',
      'More than a thousand graduates celebrated with family and friends; the President urged them to keep learning for life.',
    ),
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
    summary: t3(
      '一帶一路研究院邀請各地青年學者探討區域合作與可持續發展。',
      '一带一路研究院邀请各地青年学者探讨区域合作与可持续发展。',
      'The Belt and Road Research Institute brought young scholars together to discuss regional cooperation and sustainable development.',
    ),
    venue: t3('研究院演講廳', '研究院演讲厅', 'Institute lecture theatre'),
    highlights: [
      t3('主題演講及圓桌討論', '主题演讲及圆桌讨论', 'Keynotes and a round-table'),
      t3('學生論文發表', '学生论文发表', 'Student paper presentations'),
    ],
  },
];

const labels = {
  highlights: t3('活動重點', '活动重点', 'Highlights'),
  date: t3('日期', '日期', 'Date'),
  venue: t3('地點', '地点', 'Venue'),
  more: t3(
    '<p>更多消息請瀏覽<a href="/news/list">新聞中心</a>，或電郵至 <a href="mailto:info@{mail}">info@{mail}</a>。</p>',
    '<p>更多消息请浏览<a href="/news/list">新闻中心</a>，或电邮至 <a href="mailto:info@{mail}">info@{mail}</a>。</p>',
    '<p>For more, visit the <a href="/news/list">news centre</a> or e-mail <a href="mailto:info@{mail}">info@{mail}</a>.</p>',
  ),
};

const bodyTemplate = t3(
  '<p>{summary}</p><h3>{hl}</h3><ul><li>{h1}</li><li>{h2}</li></ul><table><thead><tr><th>{dl}</th><th>{vl}</th></tr></thead><tbody><tr><td>{date}</td><td>{venue}</td></tr></tbody></table>{img}{more}',
  '<p>{summary}</p><h3>{hl}</h3><ul><li>{h1}</li><li>{h2}</li></ul><table><thead><tr><th>{dl}</th><th>{vl}</th></tr></thead><tbody><tr><td>{date}</td><td>{venue}</td></tr></tbody></table>{img}{more}',
  '<p>{summary}</p><h3>{hl}</h3><ul><li>{h1}</li><li>{h2}</li></ul><table><thead><tr><th>{dl}</th><th>{vl}</th></tr></thead><tbody><tr><td>{date}</td><td>{venue}</td></tr></tbody></table>{img}{more}',
);

const author = t3('傳訊及公共事務處', '传讯及公共事务处', 'Communications and Public Affairs Office');

function image(cover: Cover | undefined, alt: T3): T3 {
  if (!cover) return t3('', '', '');
  const tagFor = (a: string) =>
    `<p><img src="${cover.src}" width="${cover.width}" height="${cover.height}" alt="${a}"></p>`;
  return t3(tagFor(alt.tc), tagFor(alt.sc), tagFor(alt.en));
}

function fromTemplate(tpl: Template, year: number): Omit<DemoArticle, 'id'> {
  const date = `${year}-${tpl.day}`;
  const title = fill(tpl.title, { year });
  const cover = media(tpl.cover);
  const body = fill(bodyTemplate, {
    summary: tpl.summary,
    hl: labels.highlights,
    h1: tpl.highlights[0],
    h2: tpl.highlights[1],
    dl: labels.date,
    vl: labels.venue,
    date,
    venue: tpl.venue,
    img: image(cover, title),
    more: fill(labels.more, { mail: MAIL_DOMAIN }),
  });
  return { type: 'news', date, title, summary: tpl.summary, body, author, cover };
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
      '<p>全新學習共享空間位於圖書館二樓，開放時間為早上八時至晚上十一時。</p><h3>設施</h3><ul><li>小組討論室十二間</li><li>創客工作室（3D 打印）</li></ul><p>詳情請瀏覽<a href="https://library.crescent-harbour.edu.example/">圖書館網站</a>。</p>',
      '<p>全新学习共享空间位于图书馆二楼，开放时间为早上八时至晚上十一时。</p><h3>设施</h3><ul><li>小组讨论室十二间</li><li>创客工作室（3D 打印）</li></ul><p>详情请浏览<a href="https://library.crescent-harbour.edu.example/">图书馆网站</a>。</p>',
      '<p>The new Learning Commons is on the second floor of the Library and opens from 8 am to 11 pm.</p><h3>Facilities</h3><ul><li>Twelve group study rooms</li><li>A maker studio (3D printing)</li></ul><p>See the <a href="https://library.crescent-harbour.edu.example/">Library website</a>.</p>',
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
      '<p>協議由兩校校長於網上簽署，合作範疇包括海洋生態及可持續旅遊。</p><p>查看<a href="/page/global-exchange">全球交流</a>了解申請詳情。</p>',
      '<p>协议由两校校长于网上签署，合作范畴包括海洋生态及可持续旅游。</p><p>查看<a href="/page/global-exchange">全球交流</a>了解申请详情。</p>',
      '<p>The presidents of both institutions signed the agreement online; cooperation covers marine ecology and sustainable tourism.</p><p>See <a href="/page/global-exchange">Global Exchange</a> for how to apply.</p>',
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

/** The news the CMS lists, searches and shows on the home page. */
export const news: DemoArticle[] = build();

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
    '学生门户及电邮服务将于七月十二日凌晨暂停四小时。',
    'The student portal and e-mail will be unavailable for four hours early on 12 July.',
  ),
  body: t3(
    '<p onclick="alert(\'demo\')">學生門戶及電郵服務將於七月十二日凌晨二時至六時暫停。</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="維護" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">不安全連結</a>｜<a href="https://status.crescent-harbour.edu.example/" target="_blank">服務狀態</a></p>',
    '<p onclick="alert(\'demo\')">学生门户及电邮服务将于七月十二日凌晨二时至六时暂停。</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="维护" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">不安全链接</a>｜<a href="https://status.crescent-harbour.edu.example/" target="_blank">服务状态</a></p>',
    '<p onclick="alert(\'demo\')">The student portal and e-mail will be unavailable from 2 am to 6 am on 12 July.</p><script>console.log("demo: this script must never run")</script><p><img src="/media/news-research-showcase.svg" width="800" height="450" alt="Maintenance" onerror="alert(\'demo\')"></p><p><a href="javascript:alert(\'demo\')">Unsafe link</a> | <a href="https://status.crescent-harbour.edu.example/" target="_blank">Service status</a></p>',
  ),
};
