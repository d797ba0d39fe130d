// Careers (groupId 1 = academic posts, 2 = administrative posts) and the recruit page's application forms.
import { type Lang, type T3, t3, MAIL_DOMAIN } from '../lib';
import { deptById } from './site';
import { relative } from '../clock';

// Closing dates are written for the demo's ANCHOR day (src/clock.ts) and answered moved to the
// day it runs: most posts open, two closed in the last weeks, one closed long ago.
type CareerRow = [groupId: 1 | 2, deptId: number, deadline: string, title: T3, summary: T3];

const careerRows: CareerRow[] = [
  [
    1,
    301,
    '2026-12-31',
    t3('數據科學教授／副教授', '数据科学教授／副教授', 'Professor / Associate Professor in Data Science'),
    t3(
      '負責本科及研究生課程教學，並帶領機器學習相關研究。',
      '负责本科及研究生课程教学，并带领机器学习相关研究。',
      'Teach undergraduate and postgraduate courses and lead research in machine learning.',
    ),
  ],
  [
    1,
    102,
    '2026-11-13',
    t3('翻譯學助理教授', '翻译学助理教授', 'Assistant Professor in Translation'),
    t3(
      '須具翻譯研究博士學位及良好的教學紀錄。',
      '须具翻译研究博士学位及良好的教学纪录。',
      'A doctorate in translation studies and a good teaching record are required.',
    ),
  ],
  [
    1,
    201,
    '2026-12-15',
    t3('會計學講師', '会计学讲师', 'Lecturer in Accounting'),
    t3(
      '須持有專業會計資格，並具三年或以上教學經驗。',
      '须持有专业会计资格，并具三年或以上教学经验。',
      'A professional accounting qualification and at least three years of teaching experience are required.',
    ),
  ],
  [
    1,
    400,
    '2026-12-01',
    t3('一帶一路研究院研究員', '一带一路研究院研究员', 'Research Fellow, Belt and Road Research Institute'),
    t3(
      '參與區域合作及基建融資研究項目，為期兩年。',
      '参与区域合作及基建融资研究项目，为期两年。',
      'Join research projects on regional cooperation and infrastructure finance; two-year appointment.',
    ),
  ],
  [
    2,
    506,
    '2026-10-06',
    t3('高級行政主任（招生）', '高级行政主任（招生）', 'Senior Executive Officer (Admissions)'),
    t3(
      '統籌本地及非本地招生活動，並處理入學查詢。',
      '统筹本地及非本地招生活动，并处理入学查询。',
      'Coordinate local and non-local recruitment events and handle admission enquiries.',
    ),
  ],
  [
    2,
    504,
    '2026-12-08',
    t3('資訊科技主任', '信息技术主任', 'IT Services Officer'),
    t3(
      '支援校園網絡、雲端服務及教學系統的日常運作。',
      '支持校园网络、云端服务及教学系统的日常运作。',
      'Support the campus network, cloud services and teaching systems day to day.',
    ),
  ],
  [
    2,
    505,
    '2026-12-22',
    t3('助理圖書館主任', '助理图书馆主任', 'Assistant Librarian'),
    t3(
      '負責電子資源管理及資訊素養培訓。',
      '负责电子资源管理及信息素养培训。',
      'Manage electronic resources and run information-literacy training.',
    ),
  ],
  [
    2,
    503,
    '2026-11-22',
    t3('學生輔導員', '学生辅导员', 'Student Counsellor'),
    t3(
      '為學生提供個人輔導及舉辦身心健康活動。',
      '为学生提供个人辅导及举办身心健康活动。',
      'Provide personal counselling to students and run well-being activities.',
    ),
  ],
];

export interface DemoCareer {
  id: number;
  groupId: 1 | 2;
  deptId: number;
  deadline: string;
  title: T3;
  summary: T3;
}

export const careers: DemoCareer[] = careerRows.map(([groupId, deptId, deadline, title, summary], i) => ({
  id: 9001 + i,
  groupId,
  deptId,
  deadline,
  title,
  summary,
}));

export function careerRow(c: DemoCareer, lang: Lang) {
  return {
    id: c.id,
    groupId: c.groupId,
    title: c.title[lang],
    department: deptById.get(c.deptId)?.name[lang] ?? '',
    deadline: relative(c.deadline),
    summary: c.summary[lang],
    link: `https://jobs.${MAIL_DOMAIN}/posts/${c.id}`,
  };
}

const applications: Array<{ id: number; title: T3; description: T3; slug: string; deadline?: string }> = [
  {
    id: 1,
    slug: 'academic',
    deadline: '2026-12-31',
    title: t3('教學人員職位申請表', '教学人员职位申请表', 'Application for Academic Posts'),
    description: t3(
      '申請教授、講師及研究人員職位，請連同履歷及三位推薦人資料一併提交。',
      '申请教授、讲师及研究人员职位，请连同履历及三位推荐人资料一并提交。',
      'For professorial, lecturer and research posts. Please attach a CV and the details of three referees.',
    ),
  },
  {
    id: 2,
    slug: 'administrative',
    deadline: '2026-11-30',
    title: t3('行政人員職位申請表', '行政人员职位申请表', 'Application for Administrative Posts'),
    description: t3(
      '申請行政、技術及支援職位適用。',
      '申请行政、技术及支持职位适用。',
      'For administrative, technical and support posts.',
    ),
  },
  {
    id: 3,
    slug: 'part-time-pool',
    title: t3('兼任講師人才庫登記', '兼任讲师人才库登记', 'Part-time Lecturer Pool Registration'),
    description: t3(
      '全年接受登記，合適人選將獲各學院按需要聯絡。',
      '全年接受登记，合适人选将获各学院按需要联系。',
      'Open all year; faculties contact suitable candidates as needs arise.',
    ),
  },
];

export function applicationList(lang: Lang) {
  return applications.map((a) => ({
    id: a.id,
    title: a.title[lang],
    description: a.description[lang],
    link: `https://jobs.${MAIL_DOMAIN}/apply/${a.slug}`,
    ...(a.deadline === undefined ? {} : { deadline: relative(a.deadline) }),
  }));
}
