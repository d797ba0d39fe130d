// Teachers' biographies: a career path, a distinction and selected publications that differ
// from person to person, and the President's own text. All fictional.
import { fill, type T3, t3 } from '../lib';

export interface BioFacts {
  index: number;
  name: T3;
  post: T3;
  dept: T3;
  areas: T3[];
  years: number;
  isPresident: boolean;
  deptId: number;
  /** Where the doctorate of the education record was taken: the biography names the same. */
  doctorate: T3;
  /** Where the teacher taught before (a career that says so). */
  taughtAt: T3;
}

/** The career paths of the biographies, in the order of `careers`. */
export const CAREERS = ['doctorate', 'practice', 'taught', 'alumnus'] as const;
export type Career = (typeof CAREERS)[number];

/** Which career path teacher `index`'s biography tells (its education record follows it). */
export const careerOf = (index: number): Career => CAREERS[index % CAREERS.length] as Career;

const careers: T3[] = [
  t3(
    '{name}於{phd}取得博士學位後，在當地任博士後研究員兩年，{joined} 年加入本院。',
    '{name}于{phd}取得博士学位后，在当地任博士后研究员两年，{joined} 年加入本院。',
    '{name} completed a doctorate at {phd}, spent two years there as a postdoctoral fellow and joined the College in {joined}.',
  ),
  t3(
    '加入學界前，{name}在業界工作近十年，其間於{phd}修讀博士學位；{joined} 年起於本院任教，把實務經驗帶進課堂。',
    '加入学界前，{name}在业界工作近十年，其间于{phd}修读博士学位；{joined} 年起于本院任教，把实务经验带进课堂。',
    'Before turning to teaching, {name} worked in practice for almost ten years, taking a doctorate at {phd} part-time, and has brought that experience to the classroom at the College since {joined}.',
  ),
  t3(
    '{name}在{phd}取得博士學位，其後任教於{uni}，{joined} 年回港加入本院，並協助設計多個新課程。',
    '{name}在{phd}取得博士学位，其后任教于{uni}，{joined} 年回港加入本院，并协助设计多个新课程。',
    '{name} took a doctorate at {phd} and taught at {uni} before returning to Hong Kong in {joined} to join the College, where they helped design several new programmes.',
  ),
  t3(
    '{name}是本院校友，於{phd}取得博士學位後，{joined} 年回到母校任教。',
    '{name}是本院校友，于{phd}取得博士学位后，{joined} 年回到母校任教。',
    'A graduate of the College, {name} took a doctorate at {phd} and came back to teach here in {joined}.',
  ),
];

const distinctions: T3[] = [
  t3(
    '曾獲本院傑出教學獎（{award} 年）。',
    '曾获本院杰出教学奖（{award} 年）。',
    'Winner of the College’s Teaching Excellence Award ({award}).',
  ),
  t3('現任《{journal}》編輯委員。', '现任《{journal}》编辑委员。', 'Serves on the editorial board of {journal}.'),
  t3(
    '與區內中學合辦「{area}」外展計劃，每年接待逾五百名中學生。',
    '与区内中学合办「{area}」外展计划，每年接待逾五百名中学生。',
    'Runs an outreach programme on {areaLower} with local secondary schools, reaching more than five hundred pupils a year.',
  ),
  t3(
    '現正指導 {students} 名研究生。',
    '现正指导 {students} 名研究生。',
    'Currently supervises {students} research students.',
  ),
];

/** Fictional journals, by faculty (the hundreds of the department id). */
const social = t3('海港社會研究學報', '海港社会研究学报', 'Harbour Journal of Social Research');
const language = t3('亞太語言與翻譯評論', '亚太语言与翻译评论', 'Asia-Pacific Review of Language and Translation');
const environment = t3('南海環境科學期刊', '南海环境科学期刊', 'South China Sea Environmental Letters');
const business = t3('區域商業與經濟論叢', '区域商业与经济论丛', 'Regional Business and Economics Papers');
const nursing = t3('社區護理實踐', '社区护理实践', 'Community Nursing Practice');
const data = t3('數據與社會', '数据与社会', 'Data and Society Quarterly');
const JOURNALS: Record<number, T3[]> = {
  1: [language, social],
  2: [business, data],
  3: [data, environment, nursing],
  4: [business, social],
};
/** Departments with a journal of their own field. */
const DEPT_JOURNALS: Record<number, T3[]> = { 301: [data], 302: [environment], 303: [nursing] };

const titles: T3[] = [
  t3(
    '香港的{area}：三十個個案的證據',
    '香港的{area}：三十个个案的证据',
    '{area} in Hong Kong: evidence from thirty cases',
  ),
  t3('重新思考{area}：方法與反思', '重新思考{area}：方法与反思', 'Rethinking {areaLower}: methods and reflections'),
  t3('{area}與城市社區的變遷', '{area}与城市社区的变迁', '{area} and the changing urban community'),
  t3(
    '從課堂到社區：{area}的教學實驗',
    '从课堂到社区：{area}的教学实验',
    'From classroom to community: teaching {areaLower}',
  ),
];

const heads = {
  publications: t3('代表著作', '代表著作', 'Selected publications'),
  teaching: t3('任教科目', '任教科目', 'Teaching'),
};

const lower = (area: T3): string => area.en.charAt(0).toLowerCase() + area.en.slice(1);
const pick = <T>(list: T[], n: number): T => list[n % list.length] as T;

const president = t3(
  '<p>陳詠欣教授於 2019 年出任月灣書院校長。她是海洋生態學者，早年在北橋大學研究珊瑚礁復育，其後在東灣理工學院任教十二年，並創立該校的海岸研究站。</p><p>陳校長相信博雅教育應與社區同行：上任後推動「每位學生一個社區計劃」、把海洋生態研究中心的數據公開予中學使用，並成立智慧樂齡研究中心。她亦是本港高等教育質素保證委員會成員。</p><p>工餘時，她喜歡在月灣海灘晨泳，並每年帶領新生參與海岸清潔日。</p>',
  '<p>陈咏欣教授于 2019 年出任月湾书院校长。她是海洋生态学者，早年在北桥大学研究珊瑚礁复育，其后在东湾理工学院任教十二年，并创立该校的海岸研究站。</p><p>陈校长相信博雅教育应与社区同行：上任后推动「每位学生一个社区计划」、把海洋生态研究中心的数据公开予中学使用，并成立智慧乐龄研究中心。她亦是本港高等教育质量保证委员会成员。</p><p>工余时，她喜欢在月湾海滩晨泳，并每年带领新生参与海岸清洁日。</p>',
  '<p>Professor CHAN Wing-yan became President of Crescent Harbour College in 2019. A marine ecologist, she began her research on coral-reef restoration at Northbridge University and then taught for twelve years at the Eastbay Institute of Technology, where she founded its coastal field station.</p><p>She believes a liberal education belongs in the community: as President she started the “one community project for every student” scheme, opened the Centre for Marine Ecology’s data to secondary schools and founded the Centre for Smart Ageing. She also sits on Hong Kong’s higher-education quality assurance council.</p><p>Outside work she swims at Crescent Bay most mornings, and every year leads the new students at the Coastal Clean-up Day.</p>',
);

/** The biography HTML of one teacher. */
export function biography(f: BioFacts): T3 {
  if (f.isPresident) return president;
  const i = f.index;
  const journals = DEPT_JOURNALS[f.deptId] ?? JOURNALS[Math.floor(f.deptId / 100)] ?? [social];
  const joined = 2026 - f.years;
  const a1 = f.areas[0] ?? t3('', '', '');
  const a2 = f.areas[1] ?? a1;
  const values = {
    name: f.name,
    phd: f.doctorate,
    uni: f.taughtAt,
    joined,
    award: joined + 3 + (i % 4),
    journal: pick(journals, i),
    area: a1,
    areaLower: lower(a1),
    students: 2 + (i % 5),
  };
  const intro = t3(
    `<p>{name}現任{dept}{post}，研究興趣包括{a1}及{a2}。${careers[CAREERS.indexOf(careerOf(i))]?.tc}</p>`,
    `<p>{name}现任{dept}{post}，研究兴趣包括{a1}及{a2}。${careers[CAREERS.indexOf(careerOf(i))]?.sc}</p>`,
    `<p>{name} is {post} in the {dept}, with research interests in {a1l} and {a2l}. ${careers[CAREERS.indexOf(careerOf(i))]?.en}</p>`,
  );
  const pubs = [0, 1].map((k) => {
    const year = 2026 - 1 - ((i + k * 3) % 6);
    const title = fill(pick(titles, i + k), { area: k ? a2 : a1, areaLower: lower(k ? a2 : a1) });
    const journal = pick(journals, i + k + 1);
    return t3(
      `<li>〈${title.tc}〉，《${journal.tc}》，${year} 年。</li>`,
      `<li>〈${title.sc}〉，《${journal.sc}》，${year} 年。</li>`,
      `<li>“${title.en}”, <cite>${journal.en}</cite>, ${year}.</li>`,
    );
  });
  const courses = t3(
    `<ul><li>{a1}導論</li><li>{a2}專題研討</li></ul>`,
    `<ul><li>{a1}导论</li><li>{a2}专题研讨</li></ul>`,
    `<ul><li>Introduction to {a1l}</li><li>Seminar in {a2l}</li></ul>`,
  );
  const body = (lang: 'tc' | 'sc' | 'en') =>
    `${intro[lang]}<p>${pick(distinctions, i + 1)[lang]}</p><h3>${heads.publications[lang]}</h3><ul>${pubs
      .map((p) => p[lang])
      .join('')}</ul><h3>${heads.teaching[lang]}</h3>${courses[lang]}`;
  return fill(t3(body('tc'), body('sc'), body('en')), {
    ...values,
    dept: f.dept,
    post: f.post,
    a1,
    a2,
    a1l: lower(a1),
    a2l: lower(a2),
  });
}
