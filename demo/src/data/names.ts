// Compact tables from which the fictional people (teachers, alumni) are generated.
import { type T3, t3, MAIL_DOMAIN } from '../lib';

export type Row = readonly [tc: string, sc: string, en: string];

/**
 * Hong Kong surnames in the three languages, most common first. Every character has one
 * romanisation here and distinct traditional and simplified forms where the scripts differ, so
 * the people of a demo scale above 1 (demo/src/scale/people.ts) draw on the whole table too.
 */
export const SURNAMES: readonly Row[] = [
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
  ['曾', '曾', 'Tsang'],
  ['郭', '郭', 'Kwok'],
  ['袁', '袁', 'Yuen'],
  ['蔡', '蔡', 'Choi'],
  ['余', '余', 'Yu'],
  ['盧', '卢', 'Lo'],
  ['朱', '朱', 'Chu'],
  ['馬', '马', 'Ma'],
  ['關', '关', 'Kwan'],
  ['楊', '杨', 'Yeung'],
  ['莫', '莫', 'Mok'],
  ['區', '区', 'Au'],
  ['彭', '彭', 'Pang'],
  ['姚', '姚', 'Yiu'],
  ['譚', '谭', 'Tam'],
  ['文', '文', 'Man'],
  ['施', '施', 'Sze'],
  ['孔', '孔', 'Hung'],
  ['石', '石', 'Shek'],
  ['江', '江', 'Kong'],
  ['方', '方', 'Fong'],
  ['范', '范', 'Fan'],
  ['高', '高', 'Ko'],
  ['溫', '温', 'Wan'],
  ['韋', '韦', 'Wai'],
];

/** The base people's surnames: the first twenty (their names, and so their e-mail addresses, stay put). */
const surnames = SURNAMES.slice(0, 20);

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
