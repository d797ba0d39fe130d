// Home page blocks and slider.
import { type Lang, type T3, t3 } from '../lib';
import { deptById } from './site';

const IMG = { width: 800, height: 450 };

/**
 * The slides; `phone`: the slide has an image composed for a phone's 4:3 slide (its subject
 * kept in a narrower crop), served as public/media/slide-<id>-phone.svg, 800 × 600.
 */
const slides: Array<{ id: number; title: T3; subtitle: T3; alt: T3; link: string; phone?: true }> = [
  {
    id: 1,
    phone: true,
    alt: t3(
      '月夜下海港旁的書院校舍',
      '月夜下海港旁的书院校舍',
      'The College’s buildings by the harbour under a crescent moon',
    ),
    link: '/about',
    title: t3('海港之畔 博雅之家', '海港之畔 博雅之家', 'A liberal education by the harbour'),
    subtitle: t3('歡迎來到月灣書院', '欢迎来到月湾书院', 'Welcome to Crescent Harbour College'),
  },
  {
    id: 2,
    phone: true,
    alt: t3('入學資訊日的校園', '入学咨询日的校园', 'The campus on an admissions day'),
    link: '/admissions',
    title: t3(
      '2027/28 學年入學申請現正接受',
      '2027/28 学年入学申请现正接受',
      'Applications for 2027/28 entry are open',
    ),
    subtitle: t3(
      '本科、研究生及高級文憑課程',
      '本科、研究生及高级文凭课程',
      'Undergraduate, postgraduate and higher-diploma programmes',
    ),
  },
  {
    id: 3,
    alt: t3('海洋研究與社區', '海洋研究与社区', 'Marine research and the community'),
    link: '/research',
    title: t3('研究連繫社區', '研究连系社区', 'Research that connects with the community'),
    subtitle: t3('從海洋生態到智慧長者護理', '从海洋生态到智慧长者护理', 'From marine ecology to smart elderly care'),
  },
  {
    id: 4,
    alt: t3('飛越世界的航線', '飞越世界的航线', 'Flight paths across the world'),
    link: '/page/global-exchange',
    title: t3('走向世界', '走向世界', 'Go global'),
    subtitle: t3(
      '二十多所夥伴院校等你探索',
      '二十多所伙伴院校等你探索',
      'More than twenty partner institutions to explore',
    ),
  },
];

export function homeSlides(lang: Lang) {
  return {
    advImgs: slides.map((s) => ({
      id: s.id,
      title: s.title[lang],
      subtitle: s.subtitle[lang],
      image: `/media/slide-${s.id}.svg`,
      alt: s.alt[lang],
      width: 1600,
      height: 600,
      link: s.link,
      ...(s.phone ? { mobileImage: `/media/slide-${s.id}-phone.svg`, mobileWidth: 800, mobileHeight: 600 } : {}),
    })),
  };
}

const entries: Array<{ key: string; link: string; title: T3 }> = [
  { key: 'prospective', link: '/admissions', title: t3('準學生', '准学生', 'Prospective Students') },
  { key: 'current', link: '/page/student', title: t3('在校學生', '在校学生', 'Current Students') },
  { key: 'staff', link: '/page/staff', title: t3('教職員', '教职员', 'Staff') },
  { key: 'alumni', link: '/alumni', title: t3('校友', '校友', 'Alumni') },
];

const faculties: Array<{ code: 'fass' | 'fb' | 'fse'; deptId: number; alt: T3; summary: T3 }> = [
  {
    code: 'fass',
    deptId: 100,
    alt: t3(
      '書架上的書本、羽毛筆及對話框',
      '书架上的书本、羽毛笔及对话框',
      'Books on a shelf beside a quill and a speech bubble',
    ),
    summary: t3(
      '以人文關懷及社會科學方法理解世界。',
      '以人文关怀及社会科学方法理解世界。',
      'Understanding the world through the humanities and the social sciences.',
    ),
  },
  {
    code: 'fb',
    deptId: 200,
    alt: t3('商業大廈前的上升柱狀圖', '商业大厦前的上升柱状图', 'A rising bar chart in front of office towers'),
    summary: t3(
      '培養具誠信及創新精神的商界領袖。',
      '培养具诚信及创新精神的商界领袖。',
      'Preparing business leaders with integrity and an innovative spirit.',
    ),
  },
  {
    code: 'fse',
    deptId: 300,
    alt: t3(
      '星空下的實驗燒瓶與齒輪',
      '星空下的实验烧瓶与齿轮',
      'A laboratory flask and a gear under a night sky of connected points',
    ),
    summary: t3(
      '以科技及護理專業回應社會需要。',
      '以科技及护理专业回应社会需要。',
      'Answering society’s needs through technology and nursing.',
    ),
  },
];

const campusLife: Array<{ id: number; image: string; alt: T3; link: string; title: T3; summary: T3 }> = [
  {
    id: 1,
    image: 'campus-facilities',
    alt: t3('黃昏下的宿舍樓群', '黄昏下的宿舍楼群', 'Residence halls in the evening light'),
    link: '/campus-facilities',
    title: t3('海景宿舍', '海景宿舍', 'Harbour-view residences'),
    summary: t3(
      '四座宿舍提供逾千個宿位。',
      '四座宿舍提供逾千个宿位。',
      'Four halls offer more than a thousand places.',
    ),
  },
  {
    id: 2,
    image: 'campus-student-life',
    alt: t3(
      '結他、音符及一同練習的同學',
      '吉他、音符及一同练习的同学',
      'A guitar, musical notes and students rehearsing together',
    ),
    link: '/page/student',
    title: t3('學會及興趣小組', '学会及兴趣小组', 'Societies and clubs'),
    summary: t3(
      '六十多個學會，總有一個適合你。',
      '六十多个学会，总有一个适合你。',
      'More than sixty societies: there is one for you.',
    ),
  },
  {
    id: 3,
    image: 'campus-go-global',
    alt: t3('護照、地球儀及飛機', '护照、地球仪及飞机', 'A passport, a globe and a plane'),
    link: '/page/global-exchange',
    title: t3('海外交流', '海外交流', 'Going abroad'),
    summary: t3(
      '每年逾三百名同學出外交流。',
      '每年逾三百名同学出外交流。',
      'Over three hundred students go on exchange each year.',
    ),
  },
];

const centres: Array<{ id: number; link: string; name: T3; summary: T3 }> = [
  {
    id: 1,
    link: '/centre-marine-ecology',
    name: t3('海洋生態研究中心', '海洋生态研究中心', 'Centre for Marine Ecology'),
    summary: t3(
      '監察及保育本地海岸生態。',
      '监察及保育本地海岸生态。',
      'Monitoring and conserving local coastal ecosystems.',
    ),
  },
  {
    id: 2,
    link: '/centre-cantonese',
    name: t3('粵語及方言研究中心', '粤语及方言研究中心', 'Centre for Cantonese and Dialect Studies'),
    summary: t3('建立開放的粵語語料庫。', '建立开放的粤语语料库。', 'Building an open Cantonese corpus.'),
  },
  {
    id: 3,
    link: '/centre-smart-ageing',
    name: t3('智慧樂齡研究中心', '智慧乐龄研究中心', 'Centre for Smart Ageing'),
    summary: t3(
      '以科技支援長者社區生活。',
      '以科技支持长者社区生活。',
      'Technology that supports older people in the community.',
    ),
  },
  {
    id: 4,
    link: '/bri',
    name: t3('一帶一路研究院', '一带一路研究院', 'Belt and Road Research Institute'),
    summary: t3(
      '研究區域合作與可持續發展。',
      '研究区域合作与可持续发展。',
      'Research on regional cooperation and sustainable development.',
    ),
  },
];

export function homeInfo(lang: Lang) {
  return {
    intro: {
      title: t3('關於月灣書院', '关于月湾书院', 'About Crescent Harbour College')[lang],
      summary: t3(
        '月灣書院創立於 1998 年，是一所坐落海港之畔的私立博雅院校，現有學生約六千人。',
        '月湾书院创立于 1998 年，是一所坐落海港之畔的私立博雅院校，现有学生约六千人。',
        'Founded in 1998, Crescent Harbour College is a private liberal-arts institution by the harbour with some six thousand students.',
      )[lang],
      link: '/about',
      image: '/media/about-campus.svg',
      alt: t3('海港邊的書院建築', '海港边的书院建筑', 'The College’s buildings on the harbour front')[lang],
      ...IMG,
    },
    entries: entries.map((e) => ({ key: e.key, title: e.title[lang], link: e.link })),
    faculties: faculties.map((f) => ({
      code: f.code,
      deptId: f.deptId,
      name: deptById.get(f.deptId)?.name[lang] ?? f.code,
      summary: f.summary[lang],
      image: `/media/faculty-${f.code}.svg`,
      alt: f.alt[lang],
      ...IMG,
      link: `/faculties/${f.code}`,
    })),
    campusLife: campusLife.map((c) => ({
      id: c.id,
      title: c.title[lang],
      summary: c.summary[lang],
      image: `/media/${c.image}.svg`,
      alt: c.alt[lang],
      ...IMG,
      link: c.link,
    })),
    researchCentres: centres.map((c) => ({ id: c.id, name: c.name[lang], summary: c.summary[lang], link: c.link })),
  };
}
