// Fictional partner institutions for global exchange. outAddress is the region key the site filters on.
import { type Lang, type T3, t3 } from '../lib';

export const REGIONS = ['Europe', 'Asia', 'North America', 'Oceania'] as const;
type Region = (typeof REGIONS)[number];

type Row = [region: Region, country: [string, string, string], tc: string, sc: string, en: string, slug: string | null];

const UK: Row[1] = ['英國', '英国', 'United Kingdom'];
const JP: Row[1] = ['日本', '日本', 'Japan'];
const CA: Row[1] = ['加拿大', '加拿大', 'Canada'];
const US: Row[1] = ['美國', '美国', 'United States'];
const AU: Row[1] = ['澳洲', '澳大利亚', 'Australia'];

const rows: Row[] = [
  ['Europe', UK, '韋斯米爾大學', '韦斯米尔大学', 'University of Westmere', 'westmere'],
  ['Europe', UK, '北門藝術學院', '北门艺术学院', 'Northgate College of Art', 'northgate-art'],
  [
    'Europe',
    ['德國', '德国', 'Germany'],
    '萊茵菲爾德應用科學大學',
    '莱茵菲尔德应用科学大学',
    'Rheinfeld University of Applied Sciences',
    'rheinfeld',
  ],
  ['Europe', ['法國', '法国', 'France'], '瓦爾蒙大學', '瓦尔蒙大学', 'Université de Valmont', 'valmont'],
  ['Europe', ['荷蘭', '荷兰', 'Netherlands'], '林登港大學', '林登港大学', 'Lindenhaven University', 'lindenhaven'],
  ['Europe', ['愛爾蘭', '爱尔兰', 'Ireland'], '基爾布魯克大學', '基尔布鲁克大学', 'Kilbrook University', null],
  [
    'Europe',
    ['瑞典', '瑞典', 'Sweden'],
    '諾維克理工學院',
    '诺维克理工学院',
    'Norrvik Institute of Technology',
    'norrvik',
  ],
  [
    'Europe',
    ['西班牙', '西班牙', 'Spain'],
    '卡斯特馬爾大學',
    '卡斯特马尔大学',
    'Universidad de Castellmar',
    'castellmar',
  ],
  ['Asia', JP, '北濱大學', '北滨大学', 'Kitahama University', 'kitahama'],
  ['Asia', JP, '青葉工業大學', '青叶工业大学', 'Aoba Institute of Technology', 'aoba-tech'],
  ['Asia', ['韓國', '韩国', 'South Korea'], '韓光大學', '韩光大学', 'Hanbit University', 'hanbit'],
  ['Asia', ['新加坡', '新加坡', 'Singapore'], '海峽景學院', '海峡景学院', 'Straitsview Institute', 'straitsview'],
  ['Asia', ['馬來西亞', '马来西亚', 'Malaysia'], '丹絨嘉雅大學', '丹绒嘉雅大学', 'Tanjung Cahaya University', null],
  ['Asia', ['泰國', '泰国', 'Thailand'], '蘭納河大學', '兰纳河大学', 'Lanna River University', 'lanna-river'],
  ['Asia', ['中國內地', '中国内地', 'Chinese Mainland'], '珠灣大學', '珠湾大学', 'Pearl Bay University', 'pearl-bay'],
  [
    'Asia',
    ['哈薩克', '哈萨克斯坦', 'Kazakhstan'],
    '草原之路大學',
    '草原之路大学',
    'Steppe Crossroads University',
    'steppe-crossroads',
  ],
  ['North America', CA, '雪松溪大學', '雪松溪大学', 'Cedarbrook University', 'cedarbrook'],
  ['North America', CA, '清湖大學', '清湖大学', 'Université de Lac-Clair', 'lac-clair'],
  ['North America', US, '紅木谷學院', '红木谷学院', 'Redwood Valley College', 'redwood-valley'],
  ['North America', US, '銀松州立大學', '银松州立大学', 'Silverpine State University', null],
  ['Oceania', AU, '南礁大學', '南礁大学', 'University of Southern Reef', 'southern-reef'],
  ['Oceania', AU, '金合歡海岸大學', '金合欢海岸大学', 'Wattle Coast University', 'wattle-coast'],
  ['Oceania', ['新西蘭', '新西兰', 'New Zealand'], '高槐灣大學', '高槐湾大学', 'Kowhai Bay University', 'kowhai-bay'],
  ['Oceania', ['斐濟', '斐济', 'Fiji'], '太平洋潟湖大學', '太平洋泻湖大学', 'Pacific Lagoon University', null],
];

export interface DemoPartner {
  id: number;
  region: Region;
  country: T3;
  name: T3;
  link: string | undefined;
}

export const partners: DemoPartner[] = rows.map(([region, [cTc, cSc, cEn], tc, sc, en, slug], i) => ({
  id: 8001 + i,
  region,
  country: t3(cTc, cSc, cEn),
  name: t3(tc, sc, en),
  link: slug === null ? undefined : `https://www.${slug}.example/`,
}));

export function partnerRow(p: DemoPartner, lang: Lang) {
  return {
    id: p.id,
    name: p.name[lang],
    outAddress: p.region,
    country: p.country[lang],
    ...(p.link === undefined ? {} : { link: p.link }),
  };
}
