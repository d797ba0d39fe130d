// Compact tables from which the fictional people (teachers, alumni) are generated.
import { type T3, t3, MAIL_DOMAIN } from '../lib';

type Row = [tc: string, sc: string, en: string];

const surnames: Row[] = [
  ['陳', '陈', 'Chan'],
  ['李', '李', 'Lee'],
  ['張', '张', 'Cheung'],
  ['黃', '黄', 'Wong'],
  ['林', '林', 'Lam'],
  ['劉', '刘', 'Lau'],
  ['吳', '吴', 'Ng'],
  ['何', '何', 'Ho'],
  ['梁', '梁', 'Leung'],
  ['鄭', '郑', 'Cheng'],
  ['周', '周', 'Chow'],
  ['謝', '谢', 'Tse'],
  ['馮', '冯', 'Fung'],
  ['蘇', '苏', 'So'],
  ['葉', '叶', 'Yip'],
  ['許', '许', 'Hui'],
  ['鄧', '邓', 'Tang'],
  ['羅', '罗', 'Law'],
  ['麥', '麦', 'Mak'],
  ['潘', '潘', 'Poon'],
];

const givenNames: Row[] = [
  ['詠欣', '咏欣', 'Wing-yan'],
  ['志明', '志明', 'Chi-ming'],
  ['嘉慧', '嘉慧', 'Ka-wai'],
  ['家豪', '家豪', 'Ka-ho'],
  ['曉彤', '晓彤', 'Hiu-tung'],
  ['俊傑', '俊杰', 'Chun-kit'],
  ['樂怡', '乐怡', 'Lok-yi'],
  ['子軒', '子轩', 'Tsz-hin'],
  ['雅婷', '雅婷', 'Nga-ting'],
  ['浩然', '浩然', 'Ho-yin'],
  ['美玲', '美玲', 'Mei-ling'],
  ['國雄', '国雄', 'Kwok-hung'],
  ['佩儀', '佩仪', 'Pui-yee'],
  ['偉倫', '伟伦', 'Wai-lun'],
  ['穎琪', '颖琪', 'Wing-ki'],
  ['振邦', '振邦', 'Chun-pong'],
  ['凱婷', '凯婷', 'Hoi-ting'],
  ['建華', '建华', 'Kin-wah'],
  ['思敏', '思敏', 'Sze-man'],
  ['耀宗', '耀宗', 'Yiu-chung'],
];

export interface Person {
  name: T3;
  email: string;
}

/**
 * The i-th fictional person. Surname and given name advance at different strides, so every
 * index below 400 gives a different pair (and so a different e-mail address).
 */
export function person(i: number): Person {
  const [sTc, sSc, sEn] = surnames[i % surnames.length] as Row;
  const [gTc, gSc, gEn] = givenNames[(i * 7 + Math.floor(i / surnames.length)) % givenNames.length] as Row;
  return {
    name: t3(`${sTc}${gTc}`, `${sSc}${gSc}`, `${sEn.toUpperCase()} ${gEn}`),
    email: `${gEn.toLowerCase().replace('-', '')}.${sEn.toLowerCase()}@${MAIL_DOMAIN}`,
  };
}

/** Fictional universities, used in teachers' education records. */
export const universities: T3[] = [
  t3('北橋大學', '北桥大学', 'Northbridge University'),
  t3('東灣理工學院', '东湾理工学院', 'Eastbay Institute of Technology'),
  t3('聖艾德大學', '圣艾德大学', 'St Aldwyn University'),
  t3('西嶺大學', '西岭大学', 'Westridge University'),
  t3('楓林大學', '枫林大学', 'Mapleford University'),
  t3('南港大學', '南港大学', 'University of Southport Bay'),
];

/** Fictional employers with a post that fits each, used in alumni positions. */
export const positions: Array<{ employer: T3; role: T3 }> = [
  {
    employer: t3('海灣出版社', '海湾出版社', 'Harbourline Publishing'),
    role: t3('高級編輯', '高级编辑', 'Senior Editor'),
  },
  {
    employer: t3('青嶼會計師事務所', '青屿会计师事务所', 'Greenisle and Partners CPA'),
    role: t3('審計經理', '审计经理', 'Audit Manager'),
  },
  {
    employer: t3('星河數據科技', '星河数据科技', 'Starstream Data Technologies'),
    role: t3('數據工程師', '数据工程师', 'Data Engineer'),
  },
  { employer: t3('灣畔醫院', '湾畔医院', 'Bayside Hospital'), role: t3('註冊護士', '注册护士', 'Registered Nurse') },
  {
    employer: t3('遠帆國際酒店', '远帆国际酒店', 'Farsail International Hotel'),
    role: t3('營運總監', '营运总监', 'Director of Operations'),
  },
  {
    employer: t3('晨曦社會服務中心', '晨曦社会服务中心', 'Daybreak Community Services'),
    role: t3('社會工作主任', '社会工作主任', 'Social Work Officer'),
  },
  {
    employer: t3('綠洲環境顧問', '绿洲环境顾问', 'Oasis Environmental Consultants'),
    role: t3('環境顧問', '环境顾问', 'Environmental Consultant'),
  },
  { employer: t3('燈塔創投', '灯塔创投', 'Lighthouse Ventures'), role: t3('創辦人', '创办人', 'Founder') },
  {
    employer: t3('港灣物流集團', '港湾物流集团', 'Harbourgate Logistics Group'),
    role: t3('項目經理', '项目经理', 'Project Manager'),
  },
  {
    employer: t3('晴天消費品', '晴天消费品', 'Brightday Consumer Goods'),
    role: t3('市場策劃主任', '市场策划主任', 'Marketing Officer'),
  },
];
