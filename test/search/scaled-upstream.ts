// The demo CMS k times over, as an UPSTREAM binding: every list (teachers, alumni, news,
// partners, programmes, job posts, special topics) holds k copies of the demo's rows, each copy
// with ids of its own, people with distinct names in the three languages, news spread back
// over the years; paging, totals and the order are the CMS's (docs/UPSTREAM.md). Details are the
// demo's own. The tests at scale and the search bench (bench/search/) build their index on it.
import { env } from 'cloudflare:workers';

type Row = Record<string, unknown>;
type Lang = 'tc' | 'cn' | 'en';

/** Surnames (as the demo's) and two lists of given-name characters whose romanisations differ. */
const SURNAMES: [string, string, string][] = [
  ['陳', '陈', 'CHAN'],
  ['李', '李', 'LEE'],
  ['張', '张', 'CHEUNG'],
  ['黃', '黄', 'WONG'],
  ['林', '林', 'LAM'],
  ['劉', '刘', 'LAU'],
  ['吳', '吴', 'NG'],
  ['何', '何', 'HO'],
  ['梁', '梁', 'LEUNG'],
  ['鄭', '郑', 'CHENG'],
  ['周', '周', 'CHOW'],
  ['謝', '谢', 'TSE'],
  ['馮', '冯', 'FUNG'],
  ['蘇', '苏', 'SO'],
  ['葉', '叶', 'YIP'],
  ['許', '许', 'HUI'],
  ['鄧', '邓', 'TANG'],
  ['羅', '罗', 'LAW'],
  ['麥', '麦', 'MAK'],
  ['潘', '潘', 'POON'],
];
const FIRST: [string, string, string][] = [
  ['志', '志', 'Chi'],
  ['嘉', '嘉', 'Ka'],
  ['曉', '晓', 'Hiu'],
  ['俊', '俊', 'Chun'],
  ['樂', '乐', 'Lok'],
  ['子', '子', 'Tsz'],
  ['雅', '雅', 'Nga'],
  ['浩', '浩', 'Ho'],
  ['美', '美', 'Mei'],
  ['國', '国', 'Kwok'],
  ['佩', '佩', 'Pui'],
  ['偉', '伟', 'Wai'],
  ['穎', '颖', 'Wing'],
  ['凱', '凯', 'Hoi'],
  ['建', '建', 'Kin'],
  ['思', '思', 'Sze'],
  ['耀', '耀', 'Yiu'],
  ['文', '文', 'Man'],
  ['天', '天', 'Tin'],
  ['安', '安', 'On'],
  ['卓', '卓', 'Cheuk'],
  ['少', '少', 'Siu'],
  ['翠', '翠', 'Chui'],
  ['碧', '碧', 'Pik'],
  ['秀', '秀', 'Sau'],
];
/** None of them ends a demo name (詠欣, 志明…): a generated name is never a demo one. */
const SECOND: [string, string, string][] = [
  ['德', '德', 'tak'],
  ['靜', '静', 'ching'],
  ['麗', '丽', 'lai'],
  ['寶', '宝', 'po'],
  ['生', '生', 'sang'],
  ['強', '强', 'keung'],
  ['芬', '芬', 'fun'],
  ['霞', '霞', 'ha'],
  ['光', '光', 'kwong'],
  ['輝', '辉', 'fai'],
  ['雯', '雯', 'man'],
  ['珊', '珊', 'shan'],
  ['恆', '恒', 'hang'],
  ['盈', '盈', 'ying'],
  ['森', '森', 'sum'],
  ['瑜', '瑜', 'yu'],
  ['茵', '茵', 'yan'],
  ['朗', '朗', 'long'],
  ['迪', '迪', 'tik'],
  ['康', '康', 'hong'],
];

const LANG_INDEX: Record<Lang, 0 | 1 | 2> = { tc: 0, cn: 1, en: 2 };

/** The n-th generated name (distinct for n below 10,000) in a language. */
export function generatedName(n: number, lang: Lang): string {
  const i = LANG_INDEX[lang];
  const s = SURNAMES[n % 20] as [string, string, string];
  const a = FIRST[Math.floor(n / 20) % 25] as [string, string, string];
  const b = SECOND[Math.floor(n / 500) % 20] as [string, string, string];
  return i === 2 ? `${s[2]} ${a[2]}-${b[2]}` : `${s[i]}${a[i]}${b[i]}`;
}

const ID_STRIDE = 100_000;
const copyId = (id: unknown, c: number) =>
  typeof id === 'number'
    ? id + c * ID_STRIDE
    : /^\d+$/.test(String(id))
      ? String(Number(id) + c * ID_STRIDE)
      : `${id}-${c}`;

/** A date `days` earlier ('YYYY-MM-DD…' in, 'YYYY-MM-DD' out). */
function earlier(date: unknown, days: number): unknown {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  return new Date(Date.parse(date.slice(0, 10)) - days * 86_400_000).toISOString().slice(0, 10);
}

/** How a copy of a row differs from the original: copy c (1 to k - 1) of row i of the list. */
type Copy = (row: Row, c: number, i: number) => Row;

/** The demo's answer to a GET, with the headers (language, site) of the request it stands for. */
async function demo(path: string, query: URLSearchParams, headers: Headers): Promise<Row> {
  const url = new URL(`https://upstream.internal${path}`);
  url.search = query.toString();
  const res = await (env.UPSTREAM as Fetcher).fetch(new Request(url, { headers }));
  return (await res.json()) as Row;
}

const PAGED = new Set([
  '/api/special/teacher/list',
  '/api/schoolfellow/list',
  '/api/article/news',
  '/api/special/partners',
]);

/** Every row of a paged demo list (the demo's lists are small). */
async function allRows(path: string, query: URLSearchParams, headers: Headers): Promise<Row[]> {
  const rows: Row[] = [];
  const q = new URLSearchParams(query);
  q.set('pageSize', '100');
  for (let page = 1; ; page++) {
    q.set('pageNum', String(page));
    const data = (await demo(path, q, headers)).data as { rows: Row[]; totalPage: number };
    rows.push(...data.rows);
    if (page >= data.totalPage) return rows;
  }
}

const envelope = (data: unknown) => Response.json({ code: 200, msg: 'ok', data });

/**
 * An UPSTREAM binding serving the demo k times over. `counts` are the demo's numbers of teachers
 * and alumni: generated names are numbered teachers first, then alumni, so none repeats.
 */
export function scaledUpstream(k: number, counts = { teachers: 43, alumni: 48 }): Fetcher {
  const nameOf = (n: number, lang: Lang) => generatedName(n, lang);
  const teacherName = (c: number, i: number) => (c - 1) * counts.teachers + i;
  const alumnusName = (c: number, i: number) => (k - 1) * counts.teachers + (c - 1) * counts.alumni + i;
  const copiers: Record<string, (lang: Lang) => Copy> = {
    '/api/special/teacher/list': (lang) => (row, c, i) => ({
      ...row,
      id: copyId(row.id, c),
      name: nameOf(teacherName(c, i), lang),
    }),
    '/api/schoolfellow/list': (lang) => (row, c, i) => ({
      ...row,
      id: copyId(row.id, c),
      name: nameOf(alumnusName(c, i), lang),
    }),
    '/api/article/news': () => (row, c) => ({
      ...row,
      id: copyId(row.id, c),
      title: `${row.title} (${c + 1})`,
      publishDate: earlier(row.publishDate, c * 41),
    }),
    '/api/special/partners': () => (row, c) => ({ ...row, id: copyId(row.id, c), name: `${row.name} (${c + 1})` }),
    '/api/out/list': () => (row, c) => ({ ...row, id: copyId(row.id, c), name: `${row.name} (${c + 1})` }),
    '/api/special/careers': () => (row, c) => ({ ...row, id: copyId(row.id, c), title: `${row.title} (${c + 1})` }),
  };
  const times = (rows: Row[], copy: Copy) =>
    rows.concat(...Array.from({ length: k - 1 }, (_, j) => rows.map((row, i) => copy(row, j + 1, i))));
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const req = new Request(input, init);
      const url = new URL(req.url);
      const lang = (req.headers.get('lang') ?? 'tc') as Lang;
      const copier = copiers[url.pathname];
      if (copier && PAGED.has(url.pathname)) {
        const all = times(await allRows(url.pathname, url.searchParams, req.headers), copier(lang));
        if (url.pathname === '/api/article/news')
          all.sort((a, b) => String(b.publishDate).localeCompare(String(a.publishDate)));
        const pageNum = Number(url.searchParams.get('pageNum') ?? 1);
        const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
        const totalPage = Math.ceil(all.length / pageSize);
        return envelope({
          rows: all.slice((pageNum - 1) * pageSize, pageNum * pageSize),
          total: all.length,
          hasPrev: pageNum > 1,
          hasNext: pageNum < totalPage,
          totalPage,
          pageSize,
          currentPage: pageNum,
        });
      }
      if (copier) {
        const body = await demo(url.pathname, url.searchParams, req.headers);
        return envelope(times(body.data as Row[], copier(lang)));
      }
      if (url.pathname === '/api/menu/subject') {
        const body = await demo(url.pathname, url.searchParams, req.headers);
        const page = body.data as { articles: Row[] };
        return envelope({ ...page, articles: times(page.articles, (row, c) => ({ ...row, id: copyId(row.id, c) })) });
      }
      return (env.UPSTREAM as Fetcher).fetch(req);
    },
  } as unknown as Fetcher;
}
