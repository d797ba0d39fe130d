/** One URL of every page type (without language prefix), on the demo content. */
export const PAGE_TYPES: Record<string, string> = {
  home: '/',
  'news-list': '/news/list',
  'news-search': '/news/list?keyword=%E6%A0%A1%E5%9C%92',
  'news-detail': '/news/1001',
  article: '/article/academic-calendar',
  about: '/about',
  'menu-page': '/admissions-faq',
  'global-exchange': '/page/global-exchange',
  jobs: '/page/jobs',
  sitemap: '/page/sitemap',
  statement: '/page/statement',
  staff: '/page/staff',
  'subject-list': '/subject/list',
  'subject-detail': '/subject/harbour-ecology',
  give: '/give',
  faculties: '/faculties',
  faculty: '/faculties/fse',
  admissions: '/admissions',
  'admissions-sub': '/admissions/subsidy',
  programmes: '/Undergraduate',
  administration: '/administration',
  research: '/research',
  teachers: '/teacher',
  'teacher-detail': '/teacher/detail?id=3002',
  alumni: '/alumni',
  'alumni-detail': '/alumni/detail?id=5002',
  recruit: '/recruit',
  contact: '/page/contact-us',
  search: '/search?keyword=IELTS',
  'search-none': '/search?keyword=zqxjvw',
  'not-found': '/no-such-page',
};

export const LANGS = [
  ['tc', ''],
  ['sc', '/sc'],
  ['en', '/en'],
] as const;

export const localised = (prefix: string, path: string): string => (path === '/' ? prefix || '/' : prefix + path);
