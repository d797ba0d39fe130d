// Shared helpers for the demo upstream: trilingual text, language choice, paging, envelopes.

export type Lang = 'tc' | 'sc' | 'en';

/** One piece of text in the three languages the CMS serves. */
export interface T3 {
  tc: string;
  sc: string;
  en: string;
}

export const t3 = (tc: string, sc: string, en: string): T3 => ({ tc, sc, en });

/** The CMS calls simplified Chinese `cn`; anything it does not know falls back to tc. */
export function langFromHeader(value: string | null | undefined): Lang {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'en') return 'en';
  if (v === 'cn' || v === 'sc') return 'sc';
  return 'tc';
}

/** Join text pieces per language, so HTML bodies can be assembled from trilingual parts. */
export function join(parts: readonly T3[], sep = ''): T3 {
  return {
    tc: parts.map((p) => p.tc).join(sep),
    sc: parts.map((p) => p.sc).join(sep),
    en: parts.map((p) => p.en).join(sep),
  };
}

/** A tiny template over T3: `fill(t, { n: '3' })` replaces `{n}` in every language. */
export function fill(text: T3, values: Record<string, string | number | T3>): T3 {
  const out = { ...text };
  for (const lang of ['tc', 'sc', 'en'] as const) {
    out[lang] = out[lang].replace(/\{(\w+)\}/g, (all, key: string) => {
      const v = values[key];
      if (v === undefined) return all;
      return typeof v === 'object' ? v[lang] : String(v);
    });
  }
  return out;
}

export interface Paging<T> {
  rows: T[];
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  totalPage: number;
  pageSize: number;
  currentPage: number;
}

export function paginate<T>(all: readonly T[], pageNum: number, pageSize: number): Paging<T> {
  const total = all.length;
  const totalPage = Math.ceil(total / pageSize);
  const start = (pageNum - 1) * pageSize;
  return {
    rows: all.slice(start, start + pageSize),
    total,
    hasPrev: pageNum > 1,
    hasNext: pageNum < totalPage,
    totalPage,
    pageSize,
    currentPage: pageNum,
  };
}

/** One page of a list, only its rows turned into answers (the rest of the list is never mapped). */
export function paginateRows<T, R>(all: readonly T[], pageNum: number, pageSize: number, row: (item: T) => R) {
  const page = paginate(all, pageNum, pageSize);
  return { ...page, rows: page.rows.map(row) };
}

/** Bad input from the caller: answered as code 400 inside the envelope. */
export class BadRequest extends Error {}

/** Read a positive integer query parameter; absent gives the fallback. */
export function intParam(value: string | undefined, name: string, fallback: number, max = 1000): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new BadRequest(`${name} must be a positive integer`);
  const n = Number(value);
  if (n < 1 || n > max) throw new BadRequest(`${name} must be between 1 and ${max}`);
  return n;
}

/** The largest page number the CMS takes: a 32-bit integer (docs/UPSTREAM.md "Field conventions"). */
export const MAX_PAGE_NUM = 2 ** 31 - 1;

/** `pageNum`: 1 when absent; past the last page answers no rows with the real totals. */
export const pageNumParam = (value: string | undefined): number => intParam(value, 'pageNum', 1, MAX_PAGE_NUM);

/** Optional integer filter (deptId, userType, groupId): absent gives undefined. */
export function optIntParam(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value)) throw new BadRequest(`${name} must be an integer`);
  return Number(value);
}

export function ascParam(value: string | undefined, fallback: 'asc' | 'desc'): 'asc' | 'desc' {
  if (value === undefined || value === '') return fallback;
  const v = value.toLowerCase();
  if (v === 'asc' || v === 'true') return 'asc';
  if (v === 'desc' || v === 'false') return 'desc';
  throw new BadRequest('isAsc must be asc or desc');
}

/** Sort a copy by a key, ascending or descending, with a stable tie-break on the original order. */
export function sortBy<T>(list: readonly T[], key: (item: T) => string | number, dir: 'asc' | 'desc'): T[] {
  const sign = dir === 'asc' ? 1 : -1;
  return list
    .map((item, i) => ({ item, i, k: key(item) }))
    .sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : a.i - b.i))
    .map((x) => x.item);
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: 'ok', data });
export const fail = (code: number, msg: string): Envelope<null> => ({ code, msg, data: null });

export const stripTags = (html: string): string => html.replace(/<[^>]*>/g, ' ');

export const SITE_DOMAIN = 'www.crescent-harbour.edu.example';
export const MAIL_DOMAIN = 'crescent-harbour.edu.example';
/** The college's switchboard, in international format (docs/UPSTREAM.md §12). */
export const PHONE = '+852 3555 0100';
/** The same number as a link in CMS HTML. */
export const PHONE_LINK = `<a href="tel:${PHONE.replace(/\s/g, '')}">${PHONE}</a>`;

/** The only captcha token the demo accepts. */
export const DEMO_CAPTCHA_TOKEN = 'demo-captcha-pass';
