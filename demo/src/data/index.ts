// Lookups over the fixture content: pages by id or alias, articles by type and id, search.
import { type Lang, stripTags, t3 } from '../lib';
import { type DemoArticle, articleSummary } from './article-model';
import { generalArticles, subjects } from './articles';
import { XSS_CORPUS } from './xss-corpus';
import { menuItems } from './menu';
import { LONG_READ, LONG_READ_ID } from './long-read';
import { FIXTURE_NEWS, news } from './news';
import type { DemoPage } from './page-model';
import { aboutPages } from './pages-about';
import { admissionPages } from './pages-admissions';
import { campusPages } from './pages-campus';
import { facultyPages } from './pages-faculties';
import { guidePages } from './pages-guides';
import { researchPages } from './pages-research';
import { severeWeatherPage } from './notices';

export const pages: DemoPage[] = [
  ...aboutPages,
  ...admissionPages,
  ...guidePages,
  ...facultyPages,
  ...campusPages,
  ...researchPages,
  severeWeatherPage,
];
const pageByAlias = new Map(pages.map((p) => [p.alias, p]));

/** The alias a menu item leads to: its own alias, or the last segment of an internal link. */
function menuTarget(m: (typeof menuItems)[number]): string | undefined {
  if (m.menuType === 1) return m.alias ?? undefined;
  if (m.menuType === 2 && m.url) return m.url.split('/').pop();
  return undefined;
}

function resolvePage(idOrAlias: string): DemoPage | undefined {
  const direct = pageByAlias.get(idOrAlias);
  if (direct) return direct;
  if (!/^\d+$/.test(idOrAlias)) return undefined;
  const id = Number(idOrAlias);
  const item = menuItems.find((m) => m.menuId === id);
  const alias = item ? menuTarget(item) : undefined;
  return alias ? pageByAlias.get(alias) : pages.find((p) => p.id === id);
}

export function findPage(idOrAlias: string, lang: Lang) {
  const page = resolvePage(idOrAlias);
  if (!page) return undefined;
  const item = menuItems.find((m) => menuTarget(m) === page.alias);
  return {
    menuId: item?.menuId ?? page.id,
    menuAlias: page.alias,
    menuName: (item?.name ?? page.title)[lang],
    title: page.title[lang],
    body: page.body[lang],
    sections: (page.sections ?? []).map((s) => ({ title: s.title[lang], body: s.body[lang] })),
    ...(page.articles === 'subject' ? { articles: newestFirst(subjects).map((a) => articleSummary(a, lang)) } : {}),
    ...(page.updated ? { updated: page.updated } : {}),
  };
}

export const allArticles: DemoArticle[] = [...news, ...generalArticles, ...subjects];

/**
 * The XSS corpus as articles, served by id only (never in a list or a search):
 * 'xss-corpus' holds every vector, 'xss-corpus-N' vector N alone.
 */
function xssCorpusArticle(id: string): DemoArticle | undefined {
  const m = /^xss-corpus(?:-(\d+))?$/.exec(id);
  if (!m) return undefined;
  const body = m[1] === undefined ? XSS_CORPUS.join('\n') : XSS_CORPUS[Number(m[1])];
  if (body === undefined) return undefined;
  const title = t3('內容安全測試', '内容安全测试', 'Content safety check');
  return { id, type: 'article', date: '2026-01-01', title, summary: t3('', '', ''), body: t3(body, body, body) };
}

export function findArticle(type: string, id: string): DemoArticle | undefined {
  if (type === 'article' && id.startsWith('xss-corpus')) return xssCorpusArticle(id);
  if (type === 'news' && id === String(FIXTURE_NEWS.id)) return FIXTURE_NEWS;
  if (type === 'news' && id === LONG_READ_ID) return LONG_READ;
  return allArticles.find((a) => a.type === type && (String(a.id) === id || (a.aliases ?? []).includes(id)));
}

export function newestFirst(list: readonly DemoArticle[]): DemoArticle[] {
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** Case-insensitive substring search over title, summary and body text in one language. */
export function searchArticles(keyword: string, lang: Lang) {
  const needle = keyword.trim().toLocaleLowerCase();
  const hits = needle
    ? allArticles.filter((a) =>
        [a.title[lang], a.summary[lang], stripTags(a.body[lang])].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
      )
    : [];
  return { rows: newestFirst(hits).map((a) => articleSummary(a, lang)), total: hits.length };
}
