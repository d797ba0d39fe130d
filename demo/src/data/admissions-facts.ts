// The admissions facts behind GET /api/admissions/facts (docs/UPSTREAM.md §20): every intake
// with its key dates, tuition by level and kind of student, application fees, deposits and
// refunds. The content pages state none of these numbers again: the site shows them from here.
import { type Lang, type T3, t3 } from '../lib';

type Level = 'ug' | 'pg' | 'hd';
type Route = 'hkdse' | 'mainland' | 'international' | 'associate';

interface KeyDate {
  id: string;
  title: T3;
  kind: 'applications' | 'deadline' | 'event';
  date: string;
  end?: string;
  routes?: Route[];
  levels?: Level[];
}

interface Intake {
  id: string;
  title: T3;
  starts?: string;
  levels: Level[];
  dates: KeyDate[];
}

/** Local-route applicants apply from October; Gaokao applicants once their results are near. */
const LOCAL_ROUTES: Route[] = ['hkdse', 'international', 'associate'];

const intakes: Intake[] = [
  {
    // The SPEC's content fact: it stays in the data and leaves the pages once past.
    id: '2023-09',
    title: t3('2023/24 學年本科入學', '2023/24 学年本科入学', '2023/24 undergraduate entry'),
    levels: ['ug'],
    dates: [
      {
        id: '2023-ug-close',
        title: t3('2023 年本科入學申請截止', '2023 年本科入学申请截止', '2023 undergraduate admission deadline'),
        kind: 'deadline',
        date: '2023-09-10',
      },
    ],
  },
  {
    id: '2027-01',
    title: t3(
      '2026/27 學年一月入學（研究生）',
      '2026/27 学年一月入学（研究生）',
      '2026/27 January entry (postgraduate)',
    ),
    starts: '2027-01-11',
    levels: ['pg'],
    dates: [
      {
        id: '2027-01-pg-apply',
        title: t3('研究生課程一月入學申請', '研究生课程一月入学申请', 'Postgraduate applications for January'),
        kind: 'applications',
        date: '2026-06-01',
        end: '2026-11-30',
      },
      {
        id: '2027-01-pg-register',
        title: t3('新生註冊', '新生注册', 'New-student registration'),
        kind: 'event',
        date: '2027-01-04',
        end: '2027-01-06',
      },
    ],
  },
  {
    id: '2027-09',
    title: t3('2027/28 學年入學', '2027/28 学年入学', '2027/28 entry'),
    starts: '2027-09-06',
    levels: ['ug', 'pg', 'hd'],
    dates: [
      {
        id: '2027-main-round',
        title: t3('第一輪申請', '第一轮申请', 'Main round of applications'),
        kind: 'applications',
        date: '2026-10-01',
        end: '2027-01-31',
        routes: LOCAL_ROUTES,
        levels: ['ug', 'hd'],
      },
      {
        id: '2027-pg-apply',
        title: t3('研究生課程九月入學申請', '研究生课程九月入学申请', 'Postgraduate applications for September'),
        kind: 'applications',
        date: '2026-10-01',
        end: '2027-03-31',
        levels: ['pg'],
      },
      {
        id: '2027-main-offers',
        title: t3('第一輪取錄結果', '第一轮录取结果', 'Main-round offers sent'),
        kind: 'event',
        date: '2027-03-15',
        end: '2027-03-19',
        routes: LOCAL_ROUTES,
        levels: ['ug', 'hd'],
      },
      {
        id: '2027-mainland-apply',
        title: t3('內地高考生網上申請', '内地高考生在线申请', 'Online applications for Gaokao students'),
        kind: 'applications',
        date: '2027-03-01',
        end: '2027-06-20',
        routes: ['mainland'],
        levels: ['ug'],
      },
      {
        id: '2027-late-round',
        title: t3('遲交申請（視乎餘額）', '迟交申请（视乎余额）', 'Late applications (places permitting)'),
        kind: 'applications',
        date: '2027-02-01',
        end: '2027-04-30',
        routes: LOCAL_ROUTES,
        levels: ['ug', 'hd'],
      },
      {
        id: '2027-gaokao-results',
        title: t3('遞交高考成績', '递交高考成绩', 'Gaokao results due'),
        kind: 'deadline',
        date: '2027-06-30',
        routes: ['mainland'],
        levels: ['ug'],
      },
      {
        id: '2027-mainland-interviews',
        title: t3('網上面試', '网上面试', 'Online interviews'),
        kind: 'event',
        date: '2027-07-12',
        end: '2027-07-16',
        routes: ['mainland'],
        levels: ['ug'],
      },
      {
        id: '2027-hkdse-change',
        title: t3('文憑試放榜後改選課程', '文凭试放榜后改选课程', 'Change of programme choices after HKDSE results'),
        kind: 'deadline',
        date: '2027-07-14',
        end: '2027-07-20',
        routes: ['hkdse'],
        levels: ['ug', 'hd'],
      },
      {
        id: '2027-register',
        title: t3('新生註冊', '新生注册', 'New-student registration'),
        kind: 'event',
        date: '2027-08-23',
        end: '2027-08-27',
      },
      {
        id: '2027-teaching',
        title: t3('課程開始', '课程开始', 'Teaching begins'),
        kind: 'event',
        date: '2027-09-06',
      },
    ],
  },
];

type Students = 'local' | 'nonLocal';

interface Tuition {
  intake: string;
  level: Level;
  students: Students;
  routes: Route[];
  amount: number;
  per: 'year' | 'programme';
  note?: T3;
}

const instalments = t3(
  '分九月及一月兩期繳付。',
  '分九月及一月两期缴付。',
  'Paid in two instalments, in September and January.',
);
const housing = t3(
  '分兩期繳付；宿費另計，每學期約港幣 16,000 元。',
  '分两期缴付；宿费另计，每学期约港币 16,000 元。',
  'Paid in two instalments; housing is extra, about HK$16,000 a semester.',
);
const master = t3(
  '大部分授課式碩士課程適用；個別課程的學費見其課程頁。',
  '大部分授课式硕士课程适用；个别课程的学费见其课程页。',
  'For most taught master’s programmes; a programme with its own fee states it on its page.',
);

const tuition: Tuition[] = [
  {
    intake: '2027-09',
    level: 'ug',
    students: 'local',
    routes: LOCAL_ROUTES,
    amount: 98_000,
    per: 'year',
    note: instalments,
  },
  {
    intake: '2027-09',
    level: 'ug',
    students: 'nonLocal',
    routes: ['mainland', 'international'],
    amount: 150_000,
    per: 'year',
    note: housing,
  },
  {
    intake: '2027-09',
    level: 'hd',
    students: 'local',
    routes: ['hkdse', 'international'],
    amount: 62_000,
    per: 'year',
    note: instalments,
  },
  {
    intake: '2027-09',
    level: 'hd',
    students: 'nonLocal',
    routes: ['international'],
    amount: 88_000,
    per: 'year',
    note: housing,
  },
  { intake: '2027-09', level: 'pg', students: 'local', routes: [], amount: 168_000, per: 'programme', note: master },
  { intake: '2027-09', level: 'pg', students: 'nonLocal', routes: [], amount: 198_000, per: 'programme', note: master },
  { intake: '2027-01', level: 'pg', students: 'local', routes: [], amount: 160_000, per: 'programme', note: master },
  { intake: '2027-01', level: 'pg', students: 'nonLocal', routes: [], amount: 190_000, per: 'programme', note: master },
];

const nonRefundable = t3('一經繳付，概不退還。', '一经缴付，概不退还。', 'Non-refundable.');

const applicationFees: Array<{ level: Level; amount: number; note: T3 }> = [
  { level: 'ug', amount: 300, note: nonRefundable },
  { level: 'hd', amount: 300, note: nonRefundable },
  { level: 'pg', amount: 500, note: nonRefundable },
];

const withinFourteen = t3('接受取錄後十四日內', '接受录取后十四日内', 'Within 14 days of accepting the offer');
const deducted = t3('在第一期學費中扣除。', '在第一期学费中扣除。', 'Deducted from the first instalment of tuition.');

const deposits: Array<{ level: Level; students?: Students; amount: number; due: T3; note: T3 }> = [
  { level: 'ug', students: 'local', amount: 5_000, due: withinFourteen, note: deducted },
  {
    level: 'ug',
    students: 'nonLocal',
    amount: 20_000,
    due: withinFourteen,
    note: t3(
      '在第一期學費中扣除；簽證被拒可全數退還。',
      '在第一期学费中扣除；签证被拒可全数退还。',
      'Deducted from the first instalment; refunded in full if your student visa is refused.',
    ),
  },
  { level: 'hd', amount: 3_000, due: withinFourteen, note: deducted },
  { level: 'pg', amount: 10_000, due: withinFourteen, note: deducted },
];

const refunds: Array<{ case: T3; refund: T3 }> = [
  {
    case: t3(
      '入學年度七月三十一日或之前退學',
      '入学年度七月三十一日或之前退学',
      'You withdraw by 31 July before entry',
    ),
    refund: t3(
      '退還留位按金，扣除行政費港幣 1,000 元；已繳學費全數退還。',
      '退还留位押金，扣除行政费港币 1,000 元；已缴学费全数退还。',
      'The deposit is refunded less a HK$1,000 administration charge; any tuition paid is refunded in full.',
    ),
  },
  {
    case: t3(
      '八月一日至開課後第二週完結前退學',
      '八月一日至开课后第二周完结前退学',
      'You withdraw between 1 August and the end of the second week of teaching',
    ),
    refund: t3(
      '退還已繳學費，但不退還按金。',
      '退还已缴学费，但不退还押金。',
      'Tuition paid is refunded; the deposit is not.',
    ),
  },
  {
    case: t3('其後退學', '其后退学', 'You withdraw later'),
    refund: t3('當學期學費不予退還。', '当学期学费不予退还。', 'Tuition for the current semester is not refunded.'),
  },
  {
    case: t3(
      '非本地學生的學生簽證被拒',
      '非本地学生的学生签证被拒',
      'Your student visa is refused (non-local students)',
    ),
    refund: t3(
      '憑入境處拒絕通知，按金及已繳學費全數退還。',
      '凭入境处拒绝通知，押金及已缴学费全数退还。',
      'The deposit and any tuition paid are refunded in full on proof of the refusal.',
    ),
  },
];

export function admissionsFacts(lang: Lang) {
  return {
    currency: 'HKD',
    intakes: intakes.map((i) => ({
      id: i.id,
      title: i.title[lang],
      ...(i.starts ? { starts: i.starts } : {}),
      levels: i.levels,
      dates: i.dates.map((d) => ({
        id: d.id,
        title: d.title[lang],
        kind: d.kind,
        date: d.date,
        ...(d.end ? { end: d.end } : {}),
        routes: d.routes ?? [],
        levels: d.levels ?? [],
      })),
    })),
    tuition: tuition.map((f) => ({ ...f, note: f.note?.[lang] ?? '' })),
    applicationFees: applicationFees.map((f) => ({ ...f, note: f.note[lang] })),
    deposits: deposits.map((d) => ({ ...d, due: d.due[lang], note: d.note[lang] })),
    refunds: refunds.map((r) => ({ case: r.case[lang], refund: r.refund[lang] })),
  };
}

/** The intake the programme pages apply for. */
export const PROGRAMME_INTAKE = '2027-09';
