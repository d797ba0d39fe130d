// The query table of the site search: what each query in each language must find and must not.
import type { Locale } from '@/i18n/locales';
import { pathsFound } from './helpers';

interface Row {
  locale: Locale;
  query: string;
  finds: string[];
  not?: string[];
  why: string;
}

const TABLE: Row[] = [
  // Chinese by character pairs, in both scripts, in every language of the site.
  { locale: 'tc', query: '高考', finds: ['/admissions/mainland'], not: ['/admissions/hkdse'], why: 'a CJK word' },
  { locale: 'sc', query: '高考', finds: ['/admissions/mainland'], why: 'the same in sc' },
  {
    locale: 'tc',
    query: '入學要求',
    finds: ['/admissions/hkdse'],
    not: ['/admissions/subsidy'],
    why: 'inside 本科入學要求',
  },
  { locale: 'tc', query: '入学要求', finds: ['/admissions/hkdse'], why: 'simplified query, traditional page' },
  { locale: 'sc', query: '入學要求', finds: ['/admissions/hkdse'], why: 'traditional query, simplified page' },
  { locale: 'tc', query: '学费', finds: ['/admissions/subsidy'], why: 'cross-script pair 学费 / 學費' },
  { locale: 'sc', query: '學費', finds: ['/admissions/subsidy'], why: 'cross-script pair 學費 / 学费' },
  { locale: 'tc', query: '學費', finds: ['/admissions/subsidy'], not: ['/about'], why: 'same script' },
  {
    locale: 'tc',
    query: '要求入學',
    finds: [],
    not: ['/admissions/hkdse'],
    why: 'pairs out of order are not the word',
  },
  // Latin words inside Chinese pages.
  { locale: 'tc', query: 'IELTS', finds: ['/admissions/international'], why: 'an English word on a Chinese page' },
  { locale: 'sc', query: 'ielts', finds: ['/admissions/international'], why: 'case folded' },
  // English: case, diacritics, prefixes, typos.
  { locale: 'en', query: 'IELTS', finds: ['/admissions/international'], not: ['/admissions/mainland'], why: 'a word' },
  { locale: 'en', query: 'tuition', finds: ['/admissions/subsidy'], why: 'a word' },
  { locale: 'en', query: 'tution', finds: ['/admissions/subsidy'], why: 'one letter missing' },
  { locale: 'en', query: 'TUITION', finds: ['/admissions/subsidy'], why: 'upper case' },
  { locale: 'en', query: 'admis', finds: ['/admissions'], why: 'a word prefix' },
  { locale: 'en', query: 'gaokao', finds: ['/admissions/mainland'], not: ['/admissions/international'], why: 'a word' },
  { locale: 'en', query: 'Gāokǎo', finds: ['/admissions/mainland'], why: 'diacritics folded' },
  { locale: 'en', query: 'ＩＥＬＴＳ', finds: ['/admissions/international'], why: 'full-width letters (NFKC)' },
  { locale: 'en', query: 'deadline', finds: ['/admissions'], why: 'the admission deadline' },
  { locale: 'en', query: 'undergraduate entry requirements', finds: ['/admissions/hkdse'], why: 'every word' },
  {
    locale: 'en',
    query: 'gaokao ielts',
    finds: [],
    not: ['/admissions/mainland', '/admissions/international'],
    why: 'all words must match',
  },
  { locale: 'en', query: 'xylophone', finds: [], why: 'nothing like it' },
  { locale: 'en', query: '2024', finds: [], not: ['/admissions'], why: 'numbers are not fuzzy' },
];

describe('site search query table', () => {
  for (const row of TABLE) {
    it(`${row.locale} “${row.query}”: ${row.why}`, async () => {
      const found = await pathsFound(row.locale, row.query);
      for (const path of row.finds) expect(found, `${row.query} must find ${path}`).toContain(path);
      for (const path of row.not ?? []) expect(found, `${row.query} must not find ${path}`).not.toContain(path);
      if (row.finds.length === 0 && row.not === undefined) expect(found).toEqual([]);
    });
  }
});
