// Teachers: the president, deans, the institute's staff and four teachers per academic department.
import { type Lang, type T3, t3, fill } from '../lib';
import { person, universities } from './names';
import { biography, careerOf } from './teacher-bios';
import { academicDepts, deptById, PRESIDENT_OFFICE } from './site';

const posts = {
  president: t3('校長', '校长', 'President'),
  dean: t3('院長', '院长', 'Dean'),
  director: t3('研究院院長', '研究院院长', 'Director of the Institute'),
  fellow: t3('研究員', '研究员', 'Research Fellow'),
  ranks: [
    t3('教授', '教授', 'Professor'),
    t3('副教授', '副教授', 'Associate Professor'),
    t3('助理教授', '助理教授', 'Assistant Professor'),
    t3('高級講師', '高级讲师', 'Senior Lecturer'),
    t3('講師', '讲师', 'Lecturer'),
  ],
};

/** Four research areas per unit; a teacher takes two of them. */
const areas: Record<number, T3[]> = {
  10: [
    t3('高等教育管理', '高等教育管理', 'Higher education leadership'),
    t3('教育政策', '教育政策', 'Education policy'),
    t3('博雅教育', '博雅教育', 'Liberal education'),
    t3('大學治理', '大学治理', 'University governance'),
  ],
  100: [
    t3('文化研究', '文化研究', 'Cultural studies'),
    t3('比較文學', '比较文学', 'Comparative literature'),
    t3('社會政策', '社会政策', 'Social policy'),
    t3('語言教育', '语言教育', 'Language education'),
  ],
  101: [
    t3('古典文學', '古典文学', 'Classical Chinese literature'),
    t3('現代漢語', '现代汉语', 'Modern Chinese linguistics'),
    t3('粵語研究', '粤语研究', 'Cantonese studies'),
    t3('書法藝術', '书法艺术', 'Calligraphy'),
  ],
  102: [
    t3('翻譯研究', '翻译研究', 'Translation studies'),
    t3('英語教學', '英语教学', 'English language teaching'),
    t3('語料庫語言學', '语料库语言学', 'Corpus linguistics'),
    t3('傳譯', '传译', 'Interpreting'),
  ],
  103: [
    t3('城市社會學', '城市社会学', 'Urban sociology'),
    t3('應用心理學', '应用心理学', 'Applied psychology'),
    t3('公共政策', '公共政策', 'Public policy'),
    t3('人口研究', '人口研究', 'Population studies'),
  ],
  200: [
    t3('企業策略', '企业策略', 'Corporate strategy'),
    t3('創業管理', '创业管理', 'Entrepreneurship'),
    t3('商業倫理', '商业伦理', 'Business ethics'),
    t3('區域經濟', '区域经济', 'Regional economics'),
  ],
  201: [
    t3('財務會計', '财务会计', 'Financial accounting'),
    t3('金融科技', '金融科技', 'Financial technology'),
    t3('企業管治', '企业管治', 'Corporate governance'),
    t3('風險管理', '风险管理', 'Risk management'),
  ],
  202: [
    t3('數碼營銷', '数码营销', 'Digital marketing'),
    t3('消費者行為', '消费者行为', 'Consumer behaviour'),
    t3('人力資源管理', '人力资源管理', 'Human resource management'),
    t3('供應鏈管理', '供应链管理', 'Supply chain management'),
  ],
  203: [
    t3('可持續旅遊', '可持续旅游', 'Sustainable tourism'),
    t3('會展管理', '会展管理', 'Events management'),
    t3('酒店營運', '酒店营运', 'Hotel operations'),
    t3('餐飲文化', '餐饮文化', 'Food and beverage culture'),
  ],
  300: [
    t3('智慧城市', '智慧城市', 'Smart cities'),
    t3('科學教育', '科学教育', 'Science education'),
    t3('跨學科研究', '跨学科研究', 'Interdisciplinary research'),
    t3('創新科技', '创新科技', 'Innovation and technology'),
  ],
  301: [
    t3('機器學習', '机器学习', 'Machine learning'),
    t3('網絡安全', '网络安全', 'Cyber security'),
    t3('人機互動', '人机互动', 'Human-computer interaction'),
    t3('分散式系統', '分布式系统', 'Distributed systems'),
  ],
  302: [
    t3('海洋生態', '海洋生态', 'Marine ecology'),
    t3('空氣質素', '空气质量', 'Air quality'),
    t3('氣候變化', '气候变化', 'Climate change'),
    t3('廢物管理', '废物管理', 'Waste management'),
  ],
  303: [
    t3('社區護理', '社区护理', 'Community nursing'),
    t3('長者健康', '长者健康', 'Healthy ageing'),
    t3('精神健康', '精神健康', 'Mental health'),
    t3('護理教育', '护理教育', 'Nursing education'),
  ],
  400: [
    t3('區域合作', '区域合作', 'Regional cooperation'),
    t3('國際貿易', '国际贸易', 'International trade'),
    t3('基建融資', '基建融资', 'Infrastructure finance'),
    t3('文化交流', '文化交流', 'Cultural exchange'),
  ],
};

const DEGREES = [
  t3('{uni}哲學博士', '{uni}哲学博士', 'PhD, {uni}'),
  t3('{uni}碩士', '{uni}硕士', 'Master’s degree, {uni}'),
  t3('{uni}學士（榮譽）', '{uni}学士（荣誉）', 'Bachelor’s degree (Honours), {uni}'),
];

export interface DemoTeacher {
  id: number;
  name: T3;
  email: string;
  post: T3;
  deptId: number;
  isPresident: boolean;
  areas: T3[];
  years: number;
}

function build(): DemoTeacher[] {
  const plan: Array<{ deptId: number; post: T3 }> = [
    { deptId: PRESIDENT_OFFICE, post: posts.president },
    { deptId: 100, post: posts.dean },
    { deptId: 200, post: posts.dean },
    { deptId: 300, post: posts.dean },
    { deptId: 400, post: posts.director },
    { deptId: 400, post: posts.fellow },
    { deptId: 400, post: posts.fellow },
  ];
  for (const dept of academicDepts) {
    for (let k = 0; k < 4; k++) {
      plan.push({ deptId: dept.deptId, post: posts.ranks[(k + dept.deptId) % posts.ranks.length] as T3 });
    }
  }
  return plan.map(({ deptId, post }, i) => {
    const who = person(i);
    const pool = areas[deptId] ?? [];
    return {
      id: 3001 + i,
      name: who.name,
      email: who.email,
      post,
      deptId,
      isPresident: i === 0,
      areas: [pool[i % pool.length], pool[(i + 1) % pool.length]].filter((a): a is T3 => a !== undefined),
      years: 5 + ((i * 3) % 20),
    };
  });
}

export const teachers: DemoTeacher[] = build();

export function teacherSummary(t: DemoTeacher, lang: Lang) {
  return {
    id: t.id,
    name: t.name[lang],
    title: t.post[lang],
    deptId: t.deptId,
    email: t.email,
    isPresident: t.isPresident,
    researchAreas: t.areas.map((a) => a[lang]),
  };
}

/** The College itself, where an alumnus teacher took the first degree. */
const COLLEGE = t3('月灣書院', '月湾书院', 'Crescent Harbour College');

/** The President's degrees, as her biography tells them (teacher-bios.ts). */
const PRESIDENT_EDUCATION = [
  t3('北橋大學海洋生態學哲學博士', '北桥大学海洋生态学哲学博士', 'PhD in Marine Ecology, Northbridge University'),
  t3('南港大學環境科學碩士', '南港大学环境科学硕士', 'MSc in Environmental Science, University of Southport Bay'),
  t3('西嶺大學理學士（榮譽）', '西岭大学理学士（荣誉）', 'BSc (Honours), Westridge University'),
];

/**
 * A teacher's universities: doctorate, master's and first degree, and one taught at before.
 * The biography tells the same career (an alumnus took the first degree at the College).
 */
function schoolsOf(t: DemoTeacher): { degrees: T3[]; doctorate: T3; taughtAt: T3 } {
  const [phd, master, bachelor, other] = [0, 1, 2, 3].map(
    (k) => universities[(t.id + k * 2 + Math.floor(k / 3)) % universities.length] as T3,
  ) as [T3, T3, T3, T3];
  const first = careerOf(t.id - 3001) === 'alumnus' ? COLLEGE : bachelor;
  const degrees = [phd, master, first].map((uni, k) => fill(DEGREES[k] as T3, { uni }));
  return { degrees, doctorate: phd, taughtAt: other };
}

export function teacherDetail(t: DemoTeacher, lang: Lang) {
  const schools = schoolsOf(t);
  return {
    ...teacherSummary(t, lang),
    biography: biography({
      doctorate: schools.doctorate,
      taughtAt: schools.taughtAt,
      index: t.id - 3001,
      name: t.name,
      post: t.post,
      dept: deptById.get(t.deptId)?.name ?? t3('', '', ''),
      areas: t.areas,
      years: t.years,
      isPresident: t.isPresident,
      deptId: t.deptId,
    })[lang],
    education: (t.isPresident ? PRESIDENT_EDUCATION : schools.degrees).map((d) => d[lang]),
  };
}
