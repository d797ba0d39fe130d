// The programmes of every unit and level: the lists behind /api/out/list (programme-details.ts).
import { type T3, t3 } from '../lib';
import { deptById } from './site';

export type Level = 'ug' | 'pg' | 'hd';

export interface Programme {
  id: number;
  deptId: number;
  level: Level;
  slug: string;
  name: T3;
}

type Row = [deptId: number, level: Level, slug: string, tc: string, sc: string, en: string];

const rows: Row[] = [
  [
    101,
    'ug',
    'chinese',
    '中國語言文學（榮譽）文學士',
    '中国语言文学（荣誉）文学士',
    'Bachelor of Arts (Honours) in Chinese Language and Literature',
  ],
  [
    102,
    'ug',
    'english-translation',
    '英文及翻譯（榮譽）文學士',
    '英文及翻译（荣誉）文学士',
    'Bachelor of Arts (Honours) in English and Translation',
  ],
  [
    103,
    'ug',
    'social-sciences',
    '社會科學（榮譽）學士',
    '社会科学（荣誉）学士',
    'Bachelor of Social Sciences (Honours)',
  ],
  [
    103,
    'ug',
    'psychology',
    '應用心理學（榮譽）社會科學學士',
    '应用心理学（荣誉）社会科学学士',
    'Bachelor of Social Sciences (Honours) in Applied Psychology',
  ],
  [101, 'pg', 'chinese-culture', '中國文化文學碩士', '中国文化文学硕士', 'Master of Arts in Chinese Culture'],
  [
    102,
    'pg',
    'translation',
    '翻譯及傳譯文學碩士',
    '翻译及传译文学硕士',
    'Master of Arts in Translation and Interpreting',
  ],
  [
    103,
    'pg',
    'public-policy',
    '公共政策社會科學碩士',
    '公共政策社会科学硕士',
    'Master of Social Sciences in Public Policy',
  ],
  [
    102,
    'hd',
    'english-communication',
    '英語傳意高級文憑',
    '英语传意高级文凭',
    'Higher Diploma in English Communication',
  ],
  [103, 'hd', 'social-services', '社會服務高級文憑', '社会服务高级文凭', 'Higher Diploma in Social Services'],
  [
    201,
    'ug',
    'accounting',
    '會計學（榮譽）工商管理學士',
    '会计学（荣誉）工商管理学士',
    'Bachelor of Business Administration (Honours) in Accounting',
  ],
  [
    201,
    'ug',
    'fintech',
    '金融科技（榮譽）工商管理學士',
    '金融科技（荣誉）工商管理学士',
    'Bachelor of Business Administration (Honours) in Financial Technology',
  ],
  [
    202,
    'ug',
    'digital-marketing',
    '數碼市場學（榮譽）工商管理學士',
    '数码市场学（荣誉）工商管理学士',
    'Bachelor of Business Administration (Honours) in Digital Marketing',
  ],
  [
    203,
    'ug',
    'hospitality',
    '酒店及旅遊管理（榮譽）學士',
    '酒店及旅游管理（荣誉）学士',
    'Bachelor of Hospitality and Tourism Management (Honours)',
  ],
  [202, 'pg', 'mba', '工商管理碩士', '工商管理硕士', 'Master of Business Administration'],
  [201, 'pg', 'finance', '金融學理學碩士', '金融学理学硕士', 'Master of Science in Finance'],
  [201, 'hd', 'accounting', '會計學高級文憑', '会计学高级文凭', 'Higher Diploma in Accounting'],
  [203, 'hd', 'tourism-events', '旅遊及會展高級文憑', '旅游及会展高级文凭', 'Higher Diploma in Tourism and Events'],
  [
    301,
    'ug',
    'computer-science',
    '電腦科學（榮譽）理學士',
    '电脑科学（荣誉）理学士',
    'Bachelor of Science (Honours) in Computer Science',
  ],
  [
    301,
    'ug',
    'data-science',
    '數據科學（榮譽）理學士',
    '数据科学（荣誉）理学士',
    'Bachelor of Science (Honours) in Data Science',
  ],
  [
    302,
    'ug',
    'environmental-science',
    '環境科學（榮譽）理學士',
    '环境科学（荣誉）理学士',
    'Bachelor of Science (Honours) in Environmental Science',
  ],
  [303, 'ug', 'nursing', '護理學（榮譽）學士', '护理学（荣誉）学士', 'Bachelor of Nursing (Honours)'],
  [
    301,
    'pg',
    'artificial-intelligence',
    '人工智能理學碩士',
    '人工智能理学硕士',
    'Master of Science in Artificial Intelligence',
  ],
  [302, 'pg', 'sustainability', '可持續發展理學碩士', '可持续发展理学硕士', 'Master of Science in Sustainability'],
  [
    301,
    'hd',
    'information-technology',
    '資訊科技高級文憑',
    '信息技术高级文凭',
    'Higher Diploma in Information Technology',
  ],
  [
    400,
    'ug',
    'global-trade',
    '國際貿易與區域發展（榮譽）文學士',
    '国际贸易与区域发展（荣誉）文学士',
    'Bachelor of Arts (Honours) in Global Trade and Regional Development',
  ],
  [
    400,
    'pg',
    'belt-and-road-studies',
    '一帶一路研究文學碩士',
    '一带一路研究文学硕士',
    'Master of Arts in Belt and Road Studies',
  ],
  [
    400,
    'pg',
    'belt-and-road-phd',
    '一帶一路研究哲學博士',
    '一带一路研究哲学博士',
    'Doctor of Philosophy in Belt and Road Studies',
  ],
];

export const programmes: Programme[] = rows.map(([deptId, level, slug, tc, sc, en], i) => ({
  id: 7001 + i,
  deptId,
  level,
  slug,
  name: t3(tc, sc, en),
}));

/** fass, fb, fse or bri: the faculty (or institute) a department belongs to. */
export function unitCode(deptId: number): string {
  const dept = deptById.get(deptId);
  if (dept?.code) return dept.code;
  const parent = dept ? deptById.get(dept.parentId) : undefined;
  return parent?.code ?? 'college';
}

export const programmesOf = (deptId: number, level: Level): Programme[] =>
  programmes.filter((p) => p.deptId === deptId && p.level === level);
