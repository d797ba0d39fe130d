// Names for the copies of people at a demo scale above 1 (docs/UPSTREAM.md "Demo scale"):
// Hong Kong names, a surname and a two-character given name, in the three languages. Every
// character has one romanisation within its table and distinct traditional and simplified
// forms, so two different names differ in every language. The n-th name is a pure function of
// n (no state to cache): a fixed permutation of the name space, less the names the base lists
// already use, so a copy never shares a name with a base person or with another copy.
import { type Row, SURNAMES } from '../data/names';
import { MAIL_DOMAIN, type T3, t3 } from '../lib';

/** Characters of given names: a given name is two different ones. */
const GIVEN: readonly Row[] = [
  ['詠', '咏', 'Wing'],
  ['欣', '欣', 'Yan'],
  ['志', '志', 'Chi'],
  ['明', '明', 'Ming'],
  ['嘉', '嘉', 'Ka'],
  ['慧', '慧', 'Wai'],
  ['豪', '豪', 'Ho'],
  ['曉', '晓', 'Hiu'],
  ['彤', '彤', 'Tung'],
  ['俊', '俊', 'Chun'],
  ['傑', '杰', 'Kit'],
  ['樂', '乐', 'Lok'],
  ['怡', '怡', 'Yi'],
  ['子', '子', 'Tsz'],
  ['軒', '轩', 'Hin'],
  ['雅', '雅', 'Nga'],
  ['婷', '婷', 'Ting'],
  ['然', '然', 'Yin'],
  ['美', '美', 'Mei'],
  ['玲', '玲', 'Ling'],
  ['國', '国', 'Kwok'],
  ['雄', '雄', 'Hung'],
  ['佩', '佩', 'Pui'],
  ['儀', '仪', 'Yee'],
  ['倫', '伦', 'Lun'],
  ['琪', '琪', 'Ki'],
  ['邦', '邦', 'Pong'],
  ['凱', '凯', 'Hoi'],
  ['建', '建', 'Kin'],
  ['華', '华', 'Wah'],
  ['思', '思', 'Sze'],
  ['敏', '敏', 'Man'],
  ['耀', '耀', 'Yiu'],
  ['宗', '宗', 'Chung'],
  ['德', '德', 'Tak'],
  ['信', '信', 'Shun'],
  ['誠', '诚', 'Shing'],
  ['安', '安', 'On'],
  ['晴', '晴', 'Ching'],
  ['心', '心', 'Sum'],
  ['朗', '朗', 'Long'],
  ['峰', '峰', 'Fung'],
  ['霖', '霖', 'Lam'],
  ['韻', '韵', 'Wan'],
  ['珊', '珊', 'Shan'],
  ['寶', '宝', 'Po'],
  ['玉', '玉', 'Yuk'],
  ['芳', '芳', 'Fong'],
  ['麗', '丽', 'Lai'],
  ['秀', '秀', 'Sau'],
  ['卓', '卓', 'Cheuk'],
  ['達', '达', 'Tat'],
  ['輝', '辉', 'Fai'],
  ['康', '康', 'Hong'],
  ['柏', '柏', 'Pak'],
  ['立', '立', 'Lap'],
  ['希', '希', 'Hei'],
  ['天', '天', 'Tin'],
  ['啟', '启', 'Kai'],
  ['鈞', '钧', 'Kwan'],
  ['澤', '泽', 'Chak'],
  ['翠', '翠', 'Chui'],
  ['蓮', '莲', 'Lin'],
  ['淑', '淑', 'Suk'],
  ['銳', '锐', 'Yui'],
  ['強', '强', 'Keung'],
  ['泰', '泰', 'Tai'],
  ['祖', '祖', 'Cho'],
  ['瑩', '莹', 'Ying'],
  ['亮', '亮', 'Leung'],
  ['展', '展', 'Chin'],
  ['鵬', '鹏', 'Pang'],
  ['舒', '舒', 'Shu'],
  ['穗', '穗', 'Sui'],
  ['萍', '萍', 'Ping'],
  ['冠', '冠', 'Koon'],
  ['少', '少', 'Siu'],
  ['潤', '润', 'Yun'],
  ['麒', '麒', 'Kei'],
];

const S = SURNAMES.length;
const G = GIVEN.length;
/** How many names there are: surname × first character × a different second character. */
export const NAME_SPACE = S * G * (G - 1);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
/** A stride coprime with the space: consecutive names then differ in surname and given name. */
const STRIDE = [7919, 7927, 7933, 7937].find((p) => gcd(p, NAME_SPACE) === 1) ?? 1;

/** The inverse of STRIDE modulo the space (extended Euclid), to find where a name sits. */
function inverse(a: number, m: number): number {
  let [r0, r1, s0, s1] = [m, a, 0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [s0, s1] = [s1, s0 - q * s1];
  }
  return ((s0 % m) + m) % m;
}
const UNSTRIDE = inverse(STRIDE, NAME_SPACE);

/** Slot c of the space as table indexes: surname, first character, second character. */
function decode(c: number): [number, number, number] {
  const x = (c * STRIDE) % NAME_SPACE;
  const s = x % S;
  const g1 = Math.floor(x / S) % G;
  const g2 = (g1 + 1 + Math.floor(x / (S * G))) % G;
  return [s, g1, g2];
}

function encode(s: number, g1: number, g2: number): number {
  const x = s + S * g1 + S * G * ((g2 - g1 - 1 + G) % G);
  return (x * UNSTRIDE) % NAME_SPACE;
}

const row = (table: readonly Row[], i: number): Row => table[i] as Row;

function nameOf([s, g1, g2]: [number, number, number]): T3 {
  const [sTc, sSc, sEn] = row(SURNAMES, s);
  const [aTc, aSc, aEn] = row(GIVEN, g1);
  const [bTc, bSc, bEn] = row(GIVEN, g2);
  return t3(`${sTc}${aTc}${bTc}`, `${sSc}${aSc}${bSc}`, `${sEn.toUpperCase()} ${aEn}-${bEn.toLowerCase()}`);
}

/** The slots whose name equals `name` in some language (a base person's name is taken). */
function slotsOf(name: T3): number[] {
  const found: number[] = [];
  const chinese = (text: string, col: 0 | 1) => {
    const [s, a, b] = Array.from(text);
    const i = SURNAMES.findIndex((r) => r[col] === s);
    const j = GIVEN.findIndex((r) => r[col] === a);
    const k = GIVEN.findIndex((r) => r[col] === b);
    if (Array.from(text).length === 3 && i >= 0 && j >= 0 && k >= 0 && j !== k) found.push(encode(i, j, k));
  };
  chinese(name.tc, 0);
  chinese(name.sc, 1);
  const m = /^(\S+) (\S+)-(\S+)$/.exec(name.en);
  if (m) {
    const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase();
    const i = SURNAMES.findIndex((r) => same(r[2], m[1]));
    const j = GIVEN.findIndex((r) => same(r[2], m[2]));
    const k = GIVEN.findIndex((r) => same(r[2], m[3]));
    if (i >= 0 && j >= 0 && k >= 0 && j !== k) found.push(encode(i, j, k));
  }
  return found;
}

export interface PersonName {
  name: T3;
  email: string;
}

/**
 * The names of copies, skipping every slot a base name takes: `namer(taken)(n)` is the n-th
 * free name. Pure: the same n gives the same name in every isolate and at every scale.
 */
export function namer(taken: readonly T3[]): (n: number) => PersonName {
  const used = [...new Set(taken.flatMap(slotsOf))].sort((a, b) => a - b);
  return (n) => {
    let c = n;
    for (const slot of used) {
      if (slot > c) break;
      c++;
    }
    if (c >= NAME_SPACE) throw new Error(`demo scale: no name left for person ${n}`);
    const [s, g1, g2] = decode(c);
    const name = nameOf([s, g1, g2]);
    const [, , sEn] = row(SURNAMES, s);
    const given = `${row(GIVEN, g1)[2]}${row(GIVEN, g2)[2]}`.toLowerCase();
    return { name, email: `${given}.${sEn.toLowerCase()}@${MAIL_DOMAIN}` };
  };
}
