// The funds behind GET /api/giving/funds (docs/UPSTREAM.md §22): what a gift can support, and the
// amounts the giving page suggests. Each fund has its own page on the online giving platform.
import { type Lang, type T3, t3, MAIL_DOMAIN } from '../lib';

const PLATFORM = `https://give.${MAIL_DOMAIN}/funds`;

const funds: Array<{ id: string; name: T3; description: T3; amounts?: number[] }> = [
  {
    id: 'where-most-needed',
    name: t3('書院發展基金', '书院发展基金', 'Where Most Needed'),
    description: t3(
      '由書院按當年最迫切的需要分配，例如緊急助學金及新設施。',
      '由书院按当年最迫切的需要分配，例如紧急助学金及新设施。',
      'Used where the College needs it most each year, such as emergency grants and new facilities.',
    ),
  },
  {
    id: 'scholarships',
    name: t3('獎助學金基金', '奖助学金基金', 'Scholarships and Bursaries'),
    description: t3(
      '資助成績優異及有經濟需要的同學，讓他們安心求學。',
      '资助成绩优异及有经济需要的同学，让他们安心求学。',
      'Helps students with outstanding results or financial need to study without worry.',
    ),
    amounts: [1_000, 5_000, 20_000],
  },
  {
    id: 'student-exchange',
    name: t3('學生交流基金', '学生交流基金', 'Student Exchange'),
    description: t3(
      '支持同學到海外夥伴院校交流，每年資助逾百名同學。',
      '支持同学到海外伙伴院校交流，每年资助逾百名同学。',
      'Sends students to partner institutions abroad; it supports more than a hundred students a year.',
    ),
  },
  {
    id: 'marine-ecology',
    name: t3('海洋生態研究基金', '海洋生态研究基金', 'Marine Ecology Research'),
    description: t3(
      '支持海洋生態研究中心的海岸監察及中學外展計劃。',
      '支持海洋生态研究中心的海岸监察及中学外展计划。',
      'Supports the Centre for Marine Ecology’s shore monitoring and its outreach to secondary schools.',
    ),
  },
  {
    id: 'library',
    name: t3('圖書館發展基金', '图书馆发展基金', 'Library Development'),
    description: t3(
      '購置館藏及電子資源，並延長學習共享空間的開放時間。',
      '购置馆藏及电子资源，并延长学习共享空间的开放时间。',
      'Buys books and electronic resources and keeps the Learning Commons open longer.',
    ),
  },
];

export function givingFunds(lang: Lang) {
  return {
    currency: 'HKD',
    amounts: [500, 1_000, 5_000],
    funds: funds.map((f) => ({
      id: f.id,
      name: f.name[lang],
      description: f.description[lang],
      url: `${PLATFORM}/${f.id}`,
      amounts: f.amounts ?? [],
    })),
  };
}
