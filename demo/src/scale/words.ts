// Words for the copies at a demo scale above 1 (docs/UPSTREAM.md "Demo scale"): fictional
// partner institutions, and the qualifiers that tell a copy's title from its original's (a
// venue for news, a part for a special topic, a study mode and campus for a programme).
import { type T3, t3 } from '../lib';

type Row = readonly [tc: string, sc: string, en: string];
const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

/** First halves of place names; no character is also in PLACE_ENDS, so each pair is unique. */
const PLACE_STARTS: readonly Row[] = [
  ['橡', '橡', 'Oak'],
  ['楓', '枫', 'Maple'],
  ['松', '松', 'Pine'],
  ['柳', '柳', 'Willow'],
  ['杉', '杉', 'Cedar'],
  ['榆', '榆', 'Elm'],
  ['樺', '桦', 'Birch'],
  ['石', '石', 'Stone'],
  ['河', '河', 'River'],
  ['綠', '绿', 'Green'],
  ['銀', '银', 'Silver'],
  ['金', '金', 'Gold'],
  ['白', '白', 'White'],
  ['紅', '红', 'Red'],
  ['北', '北', 'North'],
  ['南', '南', 'South'],
  ['東', '东', 'East'],
  ['西', '西', 'West'],
  ['明', '明', 'Bright'],
  ['雅', '雅', 'Fair'],
  ['星', '星', 'Star'],
  ['月', '月', 'Moon'],
  ['陽', '阳', 'Sun'],
  ['鐵', '铁', 'Iron'],
  ['鹿', '鹿', 'Deer'],
  ['鷹', '鹰', 'Hawk'],
];

const PLACE_ENDS: readonly Row[] = [
  ['田', '田', 'field'],
  ['林', '林', 'wood'],
  ['橋', '桥', 'bridge'],
  ['渡', '渡', 'ford'],
  ['港', '港', 'haven'],
  ['鎮', '镇', 'ton'],
  ['溪', '溪', 'brook'],
  ['谷', '谷', 'dale'],
  ['門', '门', 'gate'],
  ['灣', '湾', 'bay'],
  ['埠', '埠', 'port'],
  ['嶺', '岭', 'ridge'],
  ['莊', '庄', 'stead'],
  ['堡', '堡', 'worth'],
  ['原', '原', 'moor'],
  ['崖', '崖', 'cliff'],
  ['岸', '岸', 'shore'],
  ['泉', '泉', 'well'],
];

/** Kinds of institution: `{}` is the place name. */
const INSTITUTIONS: readonly Row[] = [
  ['{}大學', '{}大学', '{} University'],
  ['{}理工學院', '{}理工学院', '{} Institute of Technology'],
  ['{}藝術學院', '{}艺术学院', '{} College of Art'],
  ['{}應用科學大學', '{}应用科学大学', '{} University of Applied Sciences'],
  ['{}商學院', '{}商学院', '{} School of Business'],
  ['{}師範大學', '{}师范大学', '{} Normal University'],
  ['{}醫科大學', '{}医科大学', '{} Medical University'],
  ['{}音樂學院', '{}音乐学院', '{} Conservatory of Music'],
  ['{}海事大學', '{}海事大学', '{} Maritime University'],
  ['{}州立大學', '{}州立大学', '{} State University'],
  ['{}學院', '{}学院', '{} College'],
  ['{}國際大學', '{}国际大学', '{} International University'],
];

/** Campuses, for institutions past the places × kinds above. */
const CAMPUSES: readonly Row[] = [
  ['', '', ''],
  ['（北校區）', '（北校区）', ', North Campus'],
  ['（南校區）', '（南校区）', ', South Campus'],
  ['（東校區）', '（东校区）', ', East Campus'],
  ['（西校區）', '（西校区）', ', West Campus'],
  ['（市區校區）', '（市区校区）', ', City Campus'],
  ['（海濱校區）', '（海滨校区）', ', Waterfront Campus'],
];

const fill = (pattern: string, value: string) => pattern.replace('{}', value);

/** The n-th fictional institution, with a web address of its own. */
export function institution(n: number): { name: T3; slug: string } {
  const kinds = INSTITUTIONS.length;
  const places = PLACE_STARTS.length * PLACE_ENDS.length;
  // 7 is coprime with the number of places: neighbours differ in both halves of the name.
  const place = (n * 7) % places;
  const kind = at(INSTITUTIONS, Math.floor(n / places));
  const start = at(PLACE_STARTS, Math.floor(place / PLACE_ENDS.length));
  const end = at(PLACE_ENDS, place);
  const campusNo = Math.floor(n / (places * kinds));
  const campus = at(CAMPUSES, campusNo);
  const round = Math.floor(campusNo / CAMPUSES.length);
  const again = round > 0 ? ` ${round + 1}` : '';
  const name = t3(
    fill(kind[0], `${start[0]}${end[0]}`) + campus[0] + again,
    fill(kind[1], `${start[1]}${end[1]}`) + campus[1] + again,
    fill(kind[2], `${start[2]}${end[2]}`) + campus[2] + again,
  );
  const slug =
    `${start[2]}${end[2]}-${Math.floor(n / places) % kinds}${campusNo > 0 ? `-${campusNo}` : ''}`.toLowerCase();
  return { name, slug };
}

/** What a copy of a title adds to it: the i-th of these, different for every i. */
export type Qualifier = (i: number) => T3;

const VENUES: readonly Row[] = [
  ['月灣校園', '月湾校园', 'Crescent Bay campus'],
  ['九龍城市中心', '九龙城市中心', 'Kowloon City centre'],
  ['灣畔教學大樓', '湾畔教学大楼', 'Bayside teaching block'],
  ['北區延伸中心', '北区延伸中心', 'North District centre'],
  ['大會堂', '大会堂', 'Great Hall'],
  ['海洋研究站', '海洋研究站', 'marine field station'],
  ['學生中心', '学生中心', 'Student Centre'],
  ['圖書館', '图书馆', 'Library'],
  ['網上', '网上', 'online'],
  ['創新中心', '创新中心', 'Innovation Hub'],
];

const SESSIONS: readonly Row[] = [
  ['上午場', '上午场', 'morning session'],
  ['下午場', '下午场', 'afternoon session'],
  ['晚間場', '晚间场', 'evening session'],
  ['周末場', '周末场', 'weekend session'],
  ['校友場', '校友场', 'alumni session'],
  ['公眾場', '公众场', 'public session'],
];

/**
 * The i-th pair of two tables, written `（a・b）` and ` (a, b)`; past every pair, `round(n)`
 * adds the round n (2, 3, …) after them.
 */
function pairs(a: readonly Row[], b: readonly Row[], round: (n: number) => Row): Qualifier {
  return (i) => {
    const [x, y] = [at(a, i), at(b, Math.floor(i / a.length))];
    const n = Math.floor(i / (a.length * b.length));
    const [tc, sc, en] = n > 0 ? round(n + 1) : ['', '', ''];
    return t3(`（${x[0]}・${y[0]}${tc}）`, `（${x[1]}・${y[1]}${sc}）`, ` (${x[2]}, ${y[2]}${en})`);
  };
}

/** News: a venue and a session ("Graduation Ceremony 2019 (Great Hall, evening session)"). */
export const newsQualifier = pairs(VENUES, SESSIONS, (n) => [`，${n}`, `，${n}`, `, ${n}`]);

/** Special topics: a part of the series ("Digital Humanities Week (Part 2)"). */
export const partQualifier: Qualifier = (i) => t3(`（第${i + 2}輯）`, `（第${i + 2}辑）`, ` (Part ${i + 2})`);

const MODES: readonly Row[] = [
  ['兼讀制', '兼读制', 'part-time'],
  ['夜間', '夜间', 'evening'],
  ['混合學習', '混合学习', 'blended'],
  ['全日制', '全日制', 'full-time'],
];

const PROGRAMME_CAMPUSES: readonly Row[] = [
  ['九龍城市中心', '九龙城市中心', 'Kowloon City centre'],
  ['北區延伸中心', '北区延伸中心', 'North District centre'],
  ['灣畔教學大樓', '湾畔教学大楼', 'Bayside teaching block'],
  ['海濱校舍', '海滨校舍', 'Waterfront building'],
  ['科學園中心', '科学园中心', 'Science Park centre'],
  ['網上校園', '网上校园', 'online campus'],
];

/** Programmes: a study mode and where it is taught ("…Nursing (Honours) (part-time, online campus)"). */
export const programmeQualifier = pairs(MODES, PROGRAMME_CAMPUSES, (n) => [`，第${n}組`, `，第${n}组`, `, group ${n}`]);

/** Vacancies: the reference number of the post ("Lecturer in Accounting (Ref. CHC/26/1009001)"). */
export function reference(deadline: string, id: number | string): T3 {
  const ref = `CHC/${deadline.slice(2, 4)}/${id}`;
  return t3(`（參考編號：${ref}）`, `（参考编号：${ref}）`, ` (Ref. ${ref})`);
}

/** The study mode of programme qualifier i: part-time and evening study are part-time, the rest full-time. */
export const programmeMode = (i: number): 'full-time' | 'part-time' =>
  i % MODES.length < 2 ? 'part-time' : 'full-time';
