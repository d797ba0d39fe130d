import { LANGS, localised, PAGE_TYPES } from '../e2e/pages.ts';

/** Beyond one URL of every route (e2e/pages.ts): second pages, filters, searches that hit and miss, the sent note. */
const MORE: Record<string, string> = {
  'news-list-2': '/news/list?pageNum=2',
  'news-search-miss': '/news/list?keyword=zzqqxx',
  'search-hit': '/search?keyword=%E6%A0%A1%E5%9C%92',
  'search-miss': '/search?keyword=zzqqxx',
  'teachers-2': '/teacher?pageNum=2',
  'teachers-filter': '/teacher?deptId=300',
  'alumni-2': '/alumni?pageNum=2',
  'alumni-filter': '/alumni?deptId=300',
  'contact-sent': '/page/contact-us?sent=1',
};

export interface AuditPage {
  key: string;
  lang: string;
  path: string;
  /** 404 for the not-found page, 200 for every other. */
  status: number;
}

/** Every page type in the three languages (the HTML validator and axe run over this set). */
export function auditPages(): AuditPage[] {
  const all = { ...PAGE_TYPES, ...MORE };
  return LANGS.flatMap(([lang, prefix]) =>
    Object.entries(all).map(([key, path]) => ({
      key,
      lang,
      path: localised(prefix, path),
      status: key === 'not-found' ? 404 : 200,
    })),
  );
}

/** The enquiry form, whose errors are a page of their own (a POST answered 422). */
export const contactPaths = (): string[] => LANGS.map(([, prefix]) => localised(prefix, '/page/contact-us'));
