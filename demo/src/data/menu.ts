// The navigation tree behind /api/menu/list. menuType: 0 container, 1 article by alias,
// 2 internal link, 3 external link, 4 anchor link (2-4 use menuUrl).
import { type Lang, type T3, t3, MAIL_DOMAIN } from '../lib';

type Row = [
  menuId: number,
  parentId: number,
  menuType: 0 | 1 | 2 | 3 | 4,
  aliasOrUrl: string | null,
  tc: string,
  sc: string,
  en: string,
];

const rows: Row[] = [
  [1, 0, 0, null, '關於書院', '关于书院', 'About'],
  [11, 1, 1, 'about', '書院簡介', '书院简介', 'College Introduction'],
  [12, 1, 1, 'about-history', '歷史沿革', '历史沿革', 'History'],
  [13, 1, 1, 'about-mission', '使命及願景', '使命及愿景', 'Mission and Vision'],
  [14, 1, 2, '/administration', '行政部門', '行政部门', 'Administration'],
  [16, 1, 2, '/about/president', '校長的話', '校长的话', 'President’s Message'],
  [15, 1, 2, '/teacher', '教學團隊', '教学团队', 'Our Teachers'],
  [2, 0, 0, null, '學院', '学院', 'Faculties'],
  [21, 2, 2, '/faculties', '學院概覽', '学院概览', 'Overview'],
  [22, 2, 2, '/faculties/fass', '人文及社會科學學院', '人文及社会科学学院', 'Faculty of Arts and Social Sciences'],
  [23, 2, 2, '/faculties/fb', '商學院', '商学院', 'Faculty of Business'],
  [24, 2, 2, '/faculties/fse', '理工學院', '理工学院', 'Faculty of Science and Engineering'],
  [25, 2, 1, 'bri', '一帶一路研究院', '一带一路研究院', 'Belt and Road Research Institute'],
  [3, 0, 0, null, '入學', '入学', 'Admissions'],
  [31, 3, 2, '/admissions', '招生概覽', '招生概览', 'Admissions Overview'],
  [36, 3, 0, null, '課程', '课程', 'Programmes'],
  [361, 36, 2, '/Undergraduate', '本科課程', '本科课程', 'Undergraduate Programmes'],
  [362, 36, 2, '/Postgraduate', '研究生課程', '研究生课程', 'Postgraduate Programmes'],
  [363, 36, 2, '/HigherDiploma', '高級文憑課程', '高级文凭课程', 'Higher Diploma Programmes'],
  [32, 3, 0, null, '入學途徑', '入学途径', 'Entry Routes'],
  [321, 32, 1, 'admissions-hkdse', '香港中學文憑試考生', '香港中学文凭试考生', 'HKDSE Students'],
  [322, 32, 1, 'admissions-mainland', '內地高考生', '内地高考生', 'Mainland Gaokao Students'],
  [323, 32, 1, 'admissions-international', '國際及其他學歷', '国际及其他学历', 'International Qualifications'],
  [
    324,
    32,
    1,
    'admissions-associate',
    '副學士及高級文憑持有人',
    '副学士及高级文凭持有人',
    'Associate Degree and Higher Diploma Holders',
  ],
  [37, 3, 2, '/admissions/fees', '學費及按金', '学费及押金', 'Fees and Deposits'],
  [
    33,
    3,
    1,
    'admissions-subsidy',
    '指定專業課程資助計劃',
    '指定专业课程资助计划',
    'Designated Professions Subsidy Scheme',
  ],
  [38, 3, 1, 'student-housing', '學生宿舍', '学生宿舍', 'Student Housing'],
  [39, 3, 1, 'non-local-students', '非本地學生指南', '非本地学生指南', 'Guide for Non-local Students'],
  [34, 3, 1, 'admissions-faq', '入學常見問題', '入学常见问题', 'Admissions FAQ'],
  [35, 3, 1, 'important-statement', '重要聲明', '重要声明', 'Important Statement'],
  [4, 0, 0, null, '研究', '研究', 'Research'],
  [41, 4, 2, '/research', '研究中心', '研究中心', 'Research Centres'],
  [42, 4, 2, '/subject/list', '專題', '专题', 'Special Topics'],
  [43, 4, 3, `https://library.${MAIL_DOMAIN}/`, '圖書館', '图书馆', 'Library'],
  [5, 0, 0, null, '校園生活', '校园生活', 'Campus Life'],
  [51, 5, 1, 'campus-facilities', '校園設施', '校园设施', 'Campus Facilities'],
  [52, 5, 4, '#campus-life', '校園點滴', '校园点滴', 'Life on Campus'],
  [53, 5, 2, '/page/student', '學生', '学生', 'Students'],
  [54, 5, 2, '/page/staff', '教職員', '教职员', 'Staff'],
  [55, 5, 2, '/page/global-exchange', '全球交流', '全球交流', 'Global Exchange'],
  [56, 5, 2, '/alumni', '校友', '校友', 'Alumni'],
  [72, 5, 1, 'give', '捐贈', '捐赠', 'Give'],
  [6, 0, 0, null, '新聞', '新闻', 'News'],
  [61, 6, 2, '/news/list', '新聞中心', '新闻中心', 'News Centre'],
  [65, 6, 2, '/events', '活動', '活动', 'Events'],
  [62, 6, 2, '/article/academic-calendar', '學年曆', '学年历', 'Academic Calendar'],
  [63, 6, 2, '/page/jobs', '工作機會', '工作机会', 'Jobs'],
  [64, 6, 2, '/recruit', '招聘', '招聘', 'Recruitment'],
  [7, 0, 0, null, '聯絡我們', '联系我们', 'Contact'],
  [71, 7, 2, '/page/contact-us', '查詢', '查询', 'Enquiries'],
  [75, 7, 1, 'faq', '常見問題', '常见问题', 'FAQ'],
  [73, 7, 2, '/page/sitemap', '網站地圖', '网站地图', 'Sitemap'],
  [74, 7, 3, `https://transport.${MAIL_DOMAIN}/bus-routes`, '巴士路線查詢', '巴士路线查询', 'Bus Routes'],
];

export interface DemoMenuItem {
  menuId: number;
  parentId: number;
  menuType: 0 | 1 | 2 | 3 | 4;
  alias: string | null;
  url: string | null;
  name: T3;
  orderNum: number;
}

const siblings = new Map<number, number>();

export const menuItems: DemoMenuItem[] = rows.map(([menuId, parentId, menuType, aliasOrUrl, tc, sc, en]) => {
  const orderNum = (siblings.get(parentId) ?? 0) + 1;
  siblings.set(parentId, orderNum);
  return {
    menuId,
    parentId,
    menuType,
    alias: menuType === 1 ? aliasOrUrl : null,
    url: menuType >= 2 ? aliasOrUrl : null,
    name: t3(tc, sc, en),
    orderNum,
  };
});

export interface MenuNode {
  menuId: number;
  parentId: number;
  menuType: number;
  menuAlias: string | null;
  menuName: string;
  menuUrl: string | null;
  orderNum: number;
  children: MenuNode[];
}

export function menuTree(lang: Lang, parentId = 0): MenuNode[] {
  return menuItems
    .filter((m) => m.parentId === parentId)
    .map((m) => ({
      menuId: m.menuId,
      parentId: m.parentId,
      menuType: m.menuType,
      menuAlias: m.alias,
      menuName: m.name[lang],
      menuUrl: m.url,
      orderNum: m.orderNum,
      children: menuTree(lang, m.menuId),
    }));
}
