// This term's news: items dated in the weeks before the demo's day (src/clock.ts), so the news
// centre and the home page read as a live college's whenever the demo runs. Their ids follow
// the archive's and the fixture's (1039 on), as a CMS's auto-increment would. All fictional.
import { type T3, t3 } from '../lib';
import { addDays, demoDay } from '../clock';
import { type DemoArticle, media } from './article-model';
import { author, newsBody } from './news-body';

interface Recent {
  /** How many days before the demo's day it was published. */
  daysAgo: number;
  cover: string;
  title: T3;
  summary: T3;
  story: T3;
  coda: T3;
  venue: T3;
  highlights: [T3, T3];
}

const RECENT: Recent[] = [
  {
    daysAgo: 26,
    cover: 'news-green-campus',
    title: t3('校園廚餘堆肥計劃展開', '校园厨余堆肥计划启动', 'Campus food-waste composting scheme begins'),
    summary: t3(
      '三間學生餐廳的廚餘將在校內堆肥，用於園圃及天台農場。',
      '三间学生餐厅的厨余将在校内堆肥，用于园圃及天台农场。',
      'Food waste from the three student canteens is now composted on campus for the gardens and the rooftop farm.',
    ),
    story: t3(
      '計劃由環境科學系學生發起，每日處理約一百五十公斤廚餘，並由同學輪流記錄溫度及濕度。',
      '计划由环境科学系学生发起，每日处理约一百五十公斤厨余，并由同学轮流记录温度及湿度。',
      'Environmental science students proposed the scheme; it handles about 150 kg a day, and students take turns logging temperature and moisture.',
    ),
    coda: t3(
      '首批堆肥預計三個月後可用，屆時將開放予教職員及學生領取。',
      '首批堆肥预计三个月后可用，届时将开放给教职员及学生领取。',
      'The first compost should be ready in three months, when staff and students may collect some.',
    ),
    venue: t3('學生中心天台農場', '学生中心天台农场', 'Rooftop farm, Student Centre'),
    highlights: [
      t3('每日處理約一百五十公斤廚餘', '每日处理约一百五十公斤厨余', 'About 150 kg of food waste a day'),
      t3('學生輪值記錄數據', '学生轮值记录数据', 'Students keep the records in turns'),
    ],
  },
  {
    daysAgo: 18,
    cover: 'news-research-showcase',
    title: t3(
      '學生短片於亞洲青年影展獲獎',
      '学生短片在亚洲青年影展获奖',
      'Student short film wins a prize at the Asian Youth Film Festival',
    ),
    summary: t3(
      '社會科學系同學以社區舊街市為題的紀錄短片，獲評審團特別獎。',
      '社会科学系同学以社区老菜市场为题的纪录短片，获评审团特别奖。',
      'A documentary short about an old neighbourhood market, by social sciences students, won the jury’s special prize.',
    ),
    story: t3(
      '四位同學用了一年時間跟拍街市檔主，記錄街市重建前的最後一個農曆新年。',
      '四位同学用了一年时间跟拍菜市场摊主，记录菜市场重建前的最后一个春节。',
      'Four students followed the stallholders for a year and filmed the market’s last Lunar New Year before its rebuilding.',
    ),
    coda: t3(
      '短片將於書院圖書館放映室公開放映，並附導演分享會。',
      '短片将在书院图书馆放映室公开放映，并附导演分享会。',
      'The film will be shown in the College’s screening room, followed by a talk by its makers.',
    ),
    venue: t3('亞洲青年影展', '亚洲青年影展', 'Asian Youth Film Festival'),
    highlights: [
      t3('評審團特別獎', '评审团特别奖', 'Jury’s special prize'),
      t3('一年跟拍街市檔主', '一年跟拍菜市场摊主', 'A year with the stallholders'),
    ],
  },
  {
    daysAgo: 10,
    cover: 'news-coastal-cleanup',
    title: t3(
      '公開講座：海平面上升與沿岸城市',
      '公开讲座：海平面上升与沿岸城市',
      'Public lecture: rising seas and coastal cities',
    ),
    summary: t3(
      '環境科學系邀請海岸工程學者，講解沿岸城市如何適應海平面上升。',
      '环境科学系邀请海岸工程学者，讲解沿岸城市如何适应海平面上升。',
      'The Department of Environmental Science hosted a coastal engineer on how harbour cities adapt to rising seas.',
    ),
    story: t3(
      '講者比較了三個海港城市的防潮設計，並以月灣的潮汐數據說明風暴潮的風險。',
      '讲者比较了三个海港城市的防潮设计，并以月湾的潮汐数据说明风暴潮的风险。',
      'The speaker compared the flood defences of three harbour cities and used Crescent Bay’s tide records to show the risk of storm surges.',
    ),
    coda: t3(
      '講座錄影已上載至環境科學系網站，歡迎重溫。',
      '讲座录像已上传到环境科学系网站，欢迎观看。',
      'A recording is on the Department of Environmental Science’s website.',
    ),
    venue: t3('學術大樓演講廳', '学术大楼演讲厅', 'Academic Building lecture theatre'),
    highlights: [
      t3('三個海港城市的比較', '三个海港城市的比较', 'Three harbour cities compared'),
      t3('月灣潮汐數據', '月湾潮汐数据', 'Crescent Bay’s tide records'),
    ],
  },
  {
    daysAgo: 3,
    cover: 'news-orientation',
    title: t3('朋輩雙語寫作支援計劃開始', '朋辈双语写作辅导计划开始', 'Peer bilingual writing tutors start work'),
    summary: t3(
      '二十位高年級同學接受培訓後，為一年級同學提供中英文寫作輔導。',
      '二十位高年级同学经培训后，为一年级同学提供中英文写作辅导。',
      'Twenty senior students, trained as tutors, now help first-year students with their writing in Chinese and English.',
    ),
    story: t3(
      '同學可在平日下午到學習中心預約三十分鐘的個別輔導，亦可參加每週一次的小組寫作坊。',
      '同学可在工作日下午到学习中心预约三十分钟的个别辅导，也可参加每周一次的小组写作坊。',
      'Students can book thirty-minute sessions on weekday afternoons at the Learning Centre, or join a weekly group workshop.',
    ),
    coda: t3(
      '計劃由英文及翻譯學系與中國語言文學系合辦，首學期試行。',
      '计划由英文及翻译学系与中国语言文学系合办，首学期试行。',
      'The Departments of English and Translation and of Chinese Language and Literature run it together, as a pilot this term.',
    ),
    venue: t3('學習中心', '学习中心', 'Learning Centre'),
    highlights: [
      t3('三十分鐘個別輔導', '三十分钟个别辅导', 'Thirty-minute one-to-one sessions'),
      t3('每週小組寫作坊', '每周小组写作坊', 'A weekly group workshop'),
    ],
  },
];

/** The recent items, dated on every answer from the demo's day. */
export const recentNews: DemoArticle[] = RECENT.map((r, i) => {
  const cover = media(r.cover);
  const date = () => addDays(demoDay(), -r.daysAgo);
  return {
    id: 1039 + i,
    type: 'news',
    author,
    cover,
    title: r.title,
    summary: r.summary,
    get date() {
      return date();
    },
    get body() {
      return newsBody({ ...r, date: date(), cover });
    },
  };
});
