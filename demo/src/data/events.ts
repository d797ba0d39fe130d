// The events behind /api/event/list and /api/event/{id} (docs/UPSTREAM.md §26–27): a college
// year of fictional events, each dated by its month and day (or the first Saturday of a month)
// in the year that puts it within half a year of the demo's day, so there are always upcoming
// and past ones. The day is DEMO_TODAY when set (tests fix it), else today in Hong Kong.
import { memoryStore } from '@/lib/isolate';
import { type Lang, type T3, MAIL_DOMAIN, t3 } from '../lib';

type Category = 'info-day' | 'admission-talk' | 'open-day' | 'lecture' | 'exhibition' | 'ceremony' | 'alumni';
type Audience = 'applicants' | 'parents' | 'students' | 'alumni' | 'public';
type Language = 'yue' | 'cmn' | 'en';

interface Venue {
  name: T3;
  address: T3;
  lat?: number;
  lng?: number;
  online?: true;
}

const CAMPUS = t3(
  '香港新界月灣道 88 號',
  '香港新界月湾道 88 号',
  '88 Crescent Harbour Road, New Territories, Hong Kong',
);
const V = {
  hall: {
    name: t3('月灣書院 海港禮堂', '月湾书院 海港礼堂', 'Harbour Hall, Crescent Harbour College'),
    address: CAMPUS,
    lat: 22.4262,
    lng: 114.2339,
  },
  library: {
    name: t3('月灣書院 圖書館展覽廳', '月湾书院 图书馆展览厅', 'Library Gallery, Crescent Harbour College'),
    address: CAMPUS,
    lat: 22.4266,
    lng: 114.2343,
  },
  lt1: {
    name: t3('月灣書院 一號演講廳', '月湾书院 一号演讲厅', 'Lecture Theatre 1, Crescent Harbour College'),
    address: CAMPUS,
    lat: 22.4259,
    lng: 114.2335,
  },
  campus: {
    name: t3('月灣書院 全校園', '月湾书院 全校园', 'Whole campus, Crescent Harbour College'),
    address: CAMPUS,
    lat: 22.4262,
    lng: 114.2339,
  },
  online: { name: t3('網上直播', '网上直播', 'Online'), address: t3('', '', ''), online: true },
  shenzhen: {
    name: t3('深圳 福田灣景會議中心', '深圳 福田湾景会议中心', 'Bayview Conference Centre, Futian, Shenzhen'),
    address: t3(
      '深圳市福田區濱河大道 2188 號',
      '深圳市福田区滨河大道 2188 号',
      '2188 Binhe Avenue, Futian District, Shenzhen',
    ),
    lat: 22.5333,
    lng: 114.0556,
  },
  guangzhou: {
    name: t3('廣州 珠江新城明湖酒店', '广州 珠江新城明湖酒店', 'Minghu Hotel, Zhujiang New Town, Guangzhou'),
    address: t3(
      '廣州市天河區花城大道 66 號',
      '广州市天河区花城大道 66 号',
      '66 Huacheng Avenue, Tianhe District, Guangzhou',
    ),
    lat: 23.1197,
    lng: 113.3245,
  },
  shanghai: {
    name: t3('上海 外灘江景會議廳', '上海 外滩江景会议厅', 'Riverside Conference Hall, The Bund, Shanghai'),
    address: t3(
      '上海市黃浦區中山東一路 18 號',
      '上海市黄浦区中山东一路 18 号',
      '18 Zhongshan East 1st Road, Huangpu District, Shanghai',
    ),
    lat: 31.2397,
    lng: 121.4905,
  },
  beijing: {
    name: t3('北京 東城青松酒店', '北京 东城青松酒店', 'Qingsong Hotel, Dongcheng, Beijing'),
    address: t3(
      '北京市東城區東長安街 8 號',
      '北京市东城区东长安街 8 号',
      '8 East Chang’an Avenue, Dongcheng District, Beijing',
    ),
    lat: 39.9087,
    lng: 116.4134,
  },
  chengdu: {
    name: t3('成都 錦江河畔會議中心', '成都 锦江河畔会议中心', 'Jinjiang Riverside Centre, Chengdu'),
    address: t3('成都市錦江區紅星路 99 號', '成都市锦江区红星路 99 号', '99 Hongxing Road, Jinjiang District, Chengdu'),
    lat: 30.6578,
    lng: 104.0817,
  },
  club: {
    name: t3('香港 維港會所宴會廳', '香港 维港会所宴会厅', 'Victoria Harbour Club Ballroom, Wan Chai'),
    address: t3('香港灣仔港灣道 1 號', '香港湾仔港湾道 1 号', '1 Harbour Road, Wan Chai, Hong Kong'),
    lat: 22.2823,
    lng: 114.1747,
  },
} satisfies Record<string, Venue>;
type VenueKey = keyof typeof V;

interface Base {
  id: number;
  category: Category;
  /** 'MM-DD', or 'MM-sat1': the first Saturday of the month. */
  on: string;
  /** 'HH:MM' in Hong Kong, or all day. */
  at?: string;
  /** Minutes (timed) or days (all day). */
  length: number;
  audience: Audience[];
  language: Language[];
  venue: VenueKey;
  title: T3;
  summary: T3;
  register?: true;
  routes?: ('hkdse' | 'mainland' | 'international' | 'associate')[];
  programmes?: string[];
  capacity?: number;
}

const talk = (city: T3) =>
  t3(
    `月灣書院${city.tc}招生講座`,
    `月湾书院${city.sc}招生讲座`,
    `Crescent Harbour College admission talk in ${city.en}`,
  );
const talkSummary = t3(
  '招生主任介紹本科課程、高考收生安排、獎學金及宿舍，並即場解答家長及考生問題。',
  '招生主任介绍本科课程、高考收生安排、奖学金及宿舍，并即场解答家长及考生问题。',
  'Our admissions officers present the undergraduate programmes, Gaokao admission, scholarships and housing, and answer questions from students and parents.',
);

const BASE: Base[] = [
  {
    id: 101,
    category: 'info-day',
    on: '10-sat1',
    at: '10:00',
    length: 420,
    audience: ['applicants', 'parents'],
    language: ['yue', 'en'],
    venue: 'campus',
    register: true,
    routes: ['hkdse', 'international', 'associate'],
    title: t3('本科課程資訊日', '本科课程咨询日', 'Undergraduate Information Day'),
    summary: t3(
      '參觀校園、出席課程講座，並與教授及在校生面談。',
      '参观校园、出席课程讲座，并与教授及在校生面谈。',
      'Tour the campus, attend programme talks and meet professors and students.',
    ),
  },
  {
    id: 102,
    category: 'info-day',
    on: '01-sat1',
    at: '14:00',
    length: 240,
    audience: ['applicants', 'parents'],
    language: ['yue', 'en'],
    venue: 'hall',
    register: true,
    routes: ['hkdse', 'associate'],
    title: t3('副學士升學資訊日', '副学士升学咨询日', 'Information Day for Associate Degree Holders'),
    summary: t3(
      '介紹高年級入學、學分轉移及申請程序。',
      '介绍高年级入学、学分转移及申请程序。',
      'Senior-year entry, credit transfer and how to apply.',
    ),
  },
  {
    id: 103,
    category: 'info-day',
    on: '03-sat1',
    at: '10:00',
    length: 300,
    audience: ['applicants'],
    language: ['en', 'cmn'],
    venue: 'hall',
    register: true,
    routes: ['international'],
    programmes: ['pg-mba', 'pg-finance'],
    title: t3('研究生課程資訊日', '研究生课程咨询日', 'Postgraduate Information Day'),
    summary: t3(
      '研究生課程主任介紹課程、入學要求及獎學金。',
      '研究生课程主任介绍课程、入学要求及奖学金。',
      'Programme directors present the taught postgraduate programmes, entry requirements and scholarships.',
    ),
  },
  {
    id: 104,
    category: 'open-day',
    on: '11-sat1',
    at: '09:30',
    length: 450,
    audience: ['applicants', 'parents', 'public'],
    language: ['yue', 'cmn', 'en'],
    venue: 'campus',
    title: t3('月灣書院開放日', '月湾书院开放日', 'Crescent Harbour College Open Day'),
    summary: t3(
      '實驗室、工作坊及學生社團全日開放，毋須登記。',
      '实验室、工作坊及学生社团全日开放，无须登记。',
      'Laboratories, workshops and student societies open all day; no registration needed.',
    ),
  },
  {
    id: 105,
    category: 'open-day',
    on: '04-18',
    at: '10:00',
    length: 360,
    audience: ['applicants', 'parents'],
    language: ['yue', 'en'],
    venue: 'campus',
    register: true,
    programmes: ['ug-data-science', 'ug-nursing'],
    title: t3('理工學院實驗室開放日', '理工学院实验室开放日', 'Science and Engineering Lab Open Day'),
    summary: t3(
      '數據科學及護理實驗室示範，學生導賞。',
      '数据科学及护理实验室示范，学生导赏。',
      'Demonstrations in the data science and nursing laboratories, with student guides.',
    ),
  },
  {
    id: 201,
    category: 'admission-talk',
    on: '12-12',
    at: '14:00',
    length: 120,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'shenzhen',
    register: true,
    routes: ['mainland'],
    title: talk(t3('深圳', '深圳', 'Shenzhen')),
    summary: talkSummary,
  },
  {
    id: 202,
    category: 'admission-talk',
    on: '12-13',
    at: '14:00',
    length: 120,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'guangzhou',
    register: true,
    routes: ['mainland'],
    title: talk(t3('廣州', '广州', 'Guangzhou')),
    summary: talkSummary,
  },
  {
    id: 203,
    category: 'admission-talk',
    on: '03-21',
    at: '14:30',
    length: 120,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'shanghai',
    register: true,
    routes: ['mainland'],
    title: talk(t3('上海', '上海', 'Shanghai')),
    summary: talkSummary,
  },
  {
    id: 204,
    category: 'admission-talk',
    on: '03-22',
    at: '14:30',
    length: 120,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'beijing',
    register: true,
    routes: ['mainland'],
    title: talk(t3('北京', '北京', 'Beijing')),
    summary: talkSummary,
  },
  {
    id: 205,
    category: 'admission-talk',
    on: '04-11',
    at: '14:00',
    length: 120,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'chengdu',
    register: true,
    routes: ['mainland'],
    title: talk(t3('成都', '成都', 'Chengdu')),
    summary: talkSummary,
  },
  {
    id: 206,
    category: 'admission-talk',
    on: '06-27',
    at: '19:30',
    length: 90,
    audience: ['applicants', 'parents'],
    language: ['cmn'],
    venue: 'online',
    register: true,
    routes: ['mainland'],
    title: t3(
      '高考放榜後網上選科講座',
      '高考放榜后网上选科讲座',
      'Online talk: choosing a programme after the Gaokao results',
    ),
    summary: t3(
      '放榜後如何選擇課程、遞交成績及安排面試。',
      '放榜后如何选择课程、递交成绩及安排面试。',
      'How to choose a programme, submit your results and book an interview after the results.',
    ),
  },
  {
    id: 207,
    category: 'admission-talk',
    on: '12-09',
    at: '20:00',
    length: 60,
    audience: ['applicants', 'parents'],
    language: ['en'],
    venue: 'online',
    register: true,
    routes: ['international'],
    title: t3(
      '國際學歷申請人網上講座',
      '国际学历申请人网上讲座',
      'Online talk for applicants with international qualifications',
    ),
    summary: t3(
      'IB、A-Level 及其他學歷的入學要求及申請程序。',
      'IB、A-Level 及其他学历的入学要求及申请程序。',
      'Entry requirements and applying with the IB, A-Levels and other qualifications.',
    ),
  },
  {
    id: 208,
    category: 'admission-talk',
    on: '07-18',
    at: '11:00',
    length: 90,
    audience: ['applicants', 'parents'],
    language: ['yue'],
    venue: 'lt1',
    register: true,
    routes: ['hkdse'],
    title: t3('文憑試放榜前選科講座', '文凭试放榜前选科讲座', 'Before the HKDSE results: choosing your programme'),
    summary: t3(
      '放榜日安排、即日面試及聯招以外的申請途徑。',
      '放榜日安排、即日面试及联招以外的申请途径。',
      'Results day, same-day interviews and applying outside JUPAS.',
    ),
  },
  {
    id: 301,
    category: 'lecture',
    on: '12-02',
    at: '18:30',
    length: 90,
    audience: ['public', 'students', 'alumni'],
    language: ['en'],
    venue: 'lt1',
    register: true,
    title: t3(
      '公開講座：吐露港海岸生態五十年',
      '公开讲座：吐露港海岸生态五十年',
      'Public lecture: fifty years of Tolo Harbour’s shoreline ecology',
    ),
    summary: t3(
      '生命科學系講座教授回顧半世紀的海岸生態監測。',
      '生命科学系讲座教授回顾半世纪的海岸生态监测。',
      'Our chair professor of life sciences looks back on half a century of shoreline monitoring.',
    ),
  },
  {
    id: 302,
    category: 'lecture',
    on: '01-21',
    at: '18:30',
    length: 90,
    audience: ['public', 'students'],
    language: ['yue'],
    venue: 'lt1',
    register: true,
    programmes: ['pg-chinese-culture'],
    title: t3(
      '公開講座：粵語流行曲裏的香港地名',
      '公开讲座：粤语流行曲里的香港地名',
      'Public lecture: Hong Kong place names in Cantonese pop songs',
    ),
    summary: t3(
      '中國語言文學系學者談歌詞中的城市記憶。',
      '中国语言文学系学者谈歌词中的城市记忆。',
      'A scholar of Chinese literature on the city’s memory in song lyrics.',
    ),
  },
  {
    id: 303,
    category: 'lecture',
    on: '02-25',
    at: '18:30',
    length: 90,
    audience: ['public', 'students'],
    language: ['en'],
    venue: 'lt1',
    register: true,
    programmes: ['pg-artificial-intelligence', 'ug-data-science'],
    title: t3(
      '公開講座：人工智能與社區數據',
      '公开讲座：人工智能与社区数据',
      'Public lecture: artificial intelligence and community data',
    ),
    summary: t3(
      '數據科學課程主任談公共數據的善用與界限。',
      '数据科学课程主任谈公共数据的善用与界限。',
      'The director of data science on the good use, and the limits, of public data.',
    ),
  },
  {
    id: 304,
    category: 'lecture',
    on: '04-29',
    at: '18:30',
    length: 90,
    audience: ['public', 'students'],
    language: ['cmn'],
    venue: 'lt1',
    register: true,
    programmes: ['pg-belt-and-road-studies'],
    title: t3(
      '公開講座：一帶一路上的港口城市',
      '公开讲座：一带一路上的港口城市',
      'Public lecture: port cities on the Belt and Road',
    ),
    summary: t3(
      '一帶一路研究院年度講座。',
      '一带一路研究院年度讲座。',
      'The annual lecture of the Belt and Road Research Institute.',
    ),
  },
  {
    id: 305,
    category: 'lecture',
    on: '09-24',
    at: '18:30',
    length: 90,
    audience: ['public', 'students'],
    language: ['en'],
    venue: 'online',
    register: true,
    programmes: ['pg-public-policy'],
    title: t3(
      '網上公開講座：房屋政策的下一個十年',
      '网上公开讲座：房屋政策的下一个十年',
      'Online public lecture: the next ten years of housing policy',
    ),
    summary: t3(
      '公共政策課程學者與業界對談。',
      '公共政策课程学者与业界对谈。',
      'Public policy scholars in conversation with practitioners.',
    ),
  },
  {
    id: 401,
    category: 'exhibition',
    on: '11-16',
    length: 26,
    audience: ['public', 'students', 'alumni'],
    language: ['yue', 'cmn', 'en'],
    venue: 'library',
    title: t3(
      '展覽：月灣書院建校四十年',
      '展览：月湾书院建校四十年',
      'Exhibition: forty years of Crescent Harbour College',
    ),
    summary: t3(
      '相片、校刊及舊物記錄書院四十年。',
      '相片、校刊及旧物记录书院四十年。',
      'Photographs, magazines and keepsakes from four decades of the college.',
    ),
  },
  {
    id: 402,
    category: 'exhibition',
    on: '05-20',
    length: 14,
    audience: ['public', 'students', 'applicants'],
    language: ['yue', 'en'],
    venue: 'library',
    title: t3('畢業作品展', '毕业作品展', 'Graduation Showcase'),
    summary: t3(
      '應屆畢業生的設計、研究及社區項目。',
      '应届毕业生的设计、研究及社区项目。',
      'Design, research and community projects by this year’s graduates.',
    ),
  },
  {
    id: 403,
    category: 'exhibition',
    on: '02-10',
    length: 21,
    audience: ['public'],
    language: ['yue', 'en'],
    venue: 'library',
    title: t3('展覽：吐露港的鳥', '展览：吐露港的鸟', 'Exhibition: the birds of Tolo Harbour'),
    summary: t3(
      '學生及校友拍攝的野鳥相片。',
      '学生及校友拍摄的野鸟相片。',
      'Wild birds photographed by students and alumni.',
    ),
  },
  {
    id: 501,
    category: 'ceremony',
    on: '11-12',
    at: '10:00',
    length: 180,
    audience: ['students', 'parents'],
    language: ['yue', 'en'],
    venue: 'hall',
    title: t3('第四十屆畢業典禮', '第四十届毕业典礼', 'The 40th Congregation'),
    summary: t3(
      '頒授學位予本年度畢業生；典禮設網上直播。',
      '颁授学位予本年度毕业生；典礼设网上直播。',
      'Degrees are conferred on this year’s graduates; the ceremony is streamed online.',
    ),
  },
  {
    id: 502,
    category: 'ceremony',
    on: '09-01',
    at: '09:30',
    length: 120,
    audience: ['students', 'parents'],
    language: ['yue', 'en'],
    venue: 'hall',
    title: t3('開學典禮', '开学典礼', 'Opening Ceremony of the Academic Year'),
    summary: t3(
      '校長歡迎新生，並介紹學年安排。',
      '校长欢迎新生，并介绍学年安排。',
      'The President welcomes new students and opens the year.',
    ),
  },
  {
    id: 601,
    category: 'alumni',
    on: '12-sat1',
    at: '10:00',
    length: 480,
    audience: ['alumni', 'public'],
    language: ['yue', 'en'],
    venue: 'campus',
    register: true,
    capacity: 1200,
    title: t3('校友回校日', '校友回校日', 'Homecoming Day'),
    summary: t3(
      '開放學系、與老師茶敘及校友足球賽；歡迎攜同家人出席。',
      '开放学系、与老师茶叙及校友足球赛；欢迎携同家人出席。',
      'Open departments, tea with former teachers and the alumni football match; families welcome.',
    ),
  },
  {
    id: 602,
    category: 'alumni',
    on: '03-14',
    at: '19:00',
    length: 210,
    audience: ['alumni'],
    language: ['yue', 'en'],
    venue: 'club',
    register: true,
    capacity: 400,
    title: t3(
      '校友會周年晚宴暨傑出校友頒獎禮',
      '校友会周年晚宴暨杰出校友颁奖礼',
      'Alumni Annual Dinner and Distinguished Alumni Awards',
    ),
    summary: t3(
      '校友會一年一度的晚宴，同場頒發傑出校友獎。',
      '校友会一年一度的晚宴，同场颁发杰出校友奖。',
      'The Alumni Association’s yearly dinner, where the Distinguished Alumni Awards are presented.',
    ),
  },
  {
    id: 603,
    category: 'alumni',
    on: '10-17',
    at: '19:00',
    length: 180,
    audience: ['alumni'],
    language: ['cmn', 'yue'],
    venue: 'shenzhen',
    register: true,
    capacity: 150,
    title: t3('大灣區校友晚宴', '大湾区校友晚宴', 'Greater Bay Area Alumni Dinner'),
    summary: t3(
      '大灣區分會的秋季聚會。',
      '大湾区分会的秋季聚会。',
      'The autumn gathering of the Greater Bay Area chapter.',
    ),
  },
  {
    id: 604,
    category: 'alumni',
    on: '01-15',
    at: '19:30',
    length: 60,
    audience: ['alumni', 'students'],
    language: ['en'],
    venue: 'online',
    register: true,
    title: t3(
      '校友職涯分享：由實習到創業',
      '校友职涯分享：由实习到创业',
      'Alumni career talk: from internship to start-up',
    ),
    summary: t3(
      '三位校友分享創業經驗，在校生及校友均可參加。',
      '三位校友分享创业经验，在校生及校友均可参加。',
      'Three alumni on starting a business; open to students and graduates.',
    ),
  },
];

// ---------------------------------------------------------------- dates

const DAY = 86_400_000;
const HK = 8 * 3_600_000;
const hkDay = (ms: number) => new Date(ms + HK).toISOString().slice(0, 10);

/** The event's first day in a year: 'MM-DD', or the first Saturday of the month ('MM-sat1'). */
function dayIn(year: number, on: string): string {
  const [mm, dd] = on.split('-') as [string, string];
  if (dd !== 'sat1') return `${year}-${on}`;
  const first = new Date(Date.UTC(year, Number(mm) - 1, 1));
  const sat = 1 + ((6 - first.getUTCDay() + 7) % 7);
  return `${year}-${mm}-${String(sat).padStart(2, '0')}`;
}

/** The one occurrence within half a year of the day: from 182 days before to 183 after. */
function occurrence(base: Base, today: string): string {
  const t = Date.parse(today);
  const year = Number(today.slice(0, 4));
  for (const y of [year - 1, year, year + 1]) {
    const d = dayIn(y, base.on);
    const diff = (Date.parse(d) - t) / DAY;
    if (diff >= -182 && diff <= 183) return d;
  }
  return dayIn(year, base.on);
}

const iso = (ms: number) => `${new Date(ms + HK).toISOString().slice(0, 19)}+08:00`;

// ---------------------------------------------------------------- events at any scale

export interface DemoEvent {
  id: number;
  base: Base;
  /** Copy number (0: the original): the session it is. */
  j: number;
  start: number;
  end: number;
  allDay: boolean;
}

function dated(base: Base, day: string, j: number): DemoEvent {
  const midnight = Date.parse(`${day}T00:00:00+08:00`);
  if (!base.at)
    return { id: base.id, base, j, start: midnight, end: midnight + base.length * DAY - 1000, allDay: true };
  const [h, m] = base.at.split(':').map(Number) as [number, number];
  const start = midnight + (h * 60 + m) * 60_000;
  return { id: base.id, base, j, start, end: start + base.length * 60_000, allDay: false };
}

const STRIDE = 1_000_000;
const built = memoryStore<readonly DemoEvent[]>('demo-events', { maxBytes: 32 * 1024 * 1024, maxEntries: 8 });

/**
 * Every event at scale k, soonest first: the originals, then copy j (1 ≤ j < k) of each, a
 * further session of it (id j × 1 000 000 + N) moved by up to half a year either way.
 */
export function allEvents(today: string, k: number): readonly DemoEvent[] {
  const key = `${today}@${k}`;
  const kept = built.get(key);
  if (kept) return kept;
  const list: DemoEvent[] = [];
  for (let j = 0; j < k; j++)
    for (const base of BASE) {
      const day = occurrence(base, today);
      const shift = j === 0 ? 0 : ((j * 37) % 361) - 180;
      const e = dated(base, hkDay(Date.parse(day) + shift * DAY), j);
      list.push({ ...e, id: j * STRIDE + base.id });
    }
  list.sort((a, b) => a.start - b.start || a.id - b.id);
  built.set(key, list, list.length * 200);
  return list;
}

export const lastDayOf = (e: DemoEvent): string => hkDay(e.end);
export const firstDayOf = (e: DemoEvent): string => hkDay(e.start);

const session = (j: number): T3 =>
  j === 0 ? t3('', '', '') : t3(`（第${j + 1}場）`, `（第${j + 1}场）`, ` (session ${j + 1})`);

export function eventSummary(e: DemoEvent, lang: Lang) {
  const { base } = e;
  const venue: Venue = V[base.venue];
  return {
    id: e.id,
    title: base.title[lang] + session(e.j)[lang],
    summary: base.summary[lang],
    start: iso(e.start),
    end: iso(e.end),
    allDay: e.allDay,
    venue: venue.name[lang],
    category: base.category,
    audience: base.audience,
    language: base.language,
    attendance: venue.online ? 'online' : base.id === 501 ? 'mixed' : 'offline',
    registrationUrl: base.register ? `https://events.${MAIL_DOMAIN}/register/${e.id}` : null,
    cover: null,
    routes: base.routes ?? [],
    programmes: base.programmes ?? [],
  };
}

const BODY: Record<Category, T3> = {
  'info-day': t3(
    '<p>當日設課程講座、校園導賞及入學諮詢攤位。請預留約三小時。</p><p>講座名額有限，請先登記。</p>',
    '<p>当日设课程讲座、校园导赏及入学咨询摊位。请预留约三小时。</p><p>讲座名额有限，请先登记。</p>',
    '<p>Programme talks, campus tours and admissions advice desks run all day. Allow about three hours.</p><p>Talks have limited seats: please register.</p>',
  ),
  'admission-talk': t3(
    '<p>講座後設個別諮詢，請帶同成績紀錄。</p>',
    '<p>讲座后设个别咨询，请带同成绩记录。</p>',
    '<p>One-to-one advice follows the talk: bring your school records.</p>',
  ),
  'open-day': t3(
    '<p>全日開放，自由參觀。</p>',
    '<p>全日开放，自由参观。</p>',
    '<p>Open all day; come and go as you like.</p>',
  ),
  lecture: t3(
    '<p>講座後設答問環節，免費入場，請先登記。</p>',
    '<p>讲座后设答问环节，免费入场，请先登记。</p>',
    '<p>Questions follow the lecture. Admission is free; please register.</p>',
  ),
  exhibition: t3(
    '<p>開放時間：每日上午十時至下午六時，免費入場。</p>',
    '<p>开放时间：每日上午十时至下午六时，免费入场。</p>',
    '<p>Open daily from 10 am to 6 pm. Admission is free.</p>',
  ),
  ceremony: t3(
    '<p>只限持票人士入場；典禮設網上直播。</p>',
    '<p>只限持票人士入场；典礼设网上直播。</p>',
    '<p>Admission by ticket only; the ceremony is streamed online.</p>',
  ),
  alumni: t3(
    '<p>歡迎校友攜同家人及朋友出席。查詢請電郵校友事務處。</p>',
    '<p>欢迎校友携同家人及朋友出席。咨询请发送电子邮件至校友事务处。</p>',
    '<p>Alumni are welcome to bring family and friends. Write to the Alumni Office with any question.</p>',
  ),
};

export function eventDetail(e: DemoEvent, lang: Lang) {
  const { base } = e;
  const venue: Venue = V[base.venue];
  const row = eventSummary(e, lang);
  return {
    ...row,
    body: `<p>${base.summary[lang]}</p>${BODY[base.category][lang]}`,
    address: venue.address[lang],
    lat: venue.lat ?? null,
    lng: venue.lng ?? null,
    contactEmail: base.category === 'alumni' ? `alumni@${MAIL_DOMAIN}` : `admissions@${MAIL_DOMAIN}`,
    capacity: base.capacity ?? null,
    // Registration closes at the end of the day two days before.
    registrationDeadline: base.register ? iso(Date.parse(`${hkDay(e.start - 2 * DAY)}T23:59:00+08:00`)) : null,
    onlineUrl: venue.online ? `https://live.${MAIL_DOMAIN}/events/${e.id}` : null,
  };
}

export const EVENT_STRIDE = STRIDE;
