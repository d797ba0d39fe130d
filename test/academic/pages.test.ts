import { describe, expect, it } from 'vitest';
import { ADMISSIONS_PAGES } from '../helpers';
import { get, h1Of } from './helpers';

const PATHS = [
  '/faculties',
  '/faculties/fass',
  '/faculties/fb',
  '/faculties/fse',
  '/faculties/bri',
  '/Undergraduate',
  '/Postgraduate',
  '/HigherDiploma',
  ...ADMISSIONS_PAGES,
  '/administration',
  '/research',
  '/teacher',
  '/teacher/detail?id=3002',
  '/alumni',
  '/alumni/detail?id=5002',
  '/recruit',
];
const LANGS = [
  ['', 'zh-Hant-HK'],
  ['/sc', 'zh-Hans-CN'],
  ['/en', 'en'],
] as const;

describe('every academic page in every language', () => {
  for (const path of PATHS) {
    it(`${path} answers 200 with one h1, in tc, sc and en`, async () => {
      const titles: string[] = [];
      for (const [prefix, lang] of LANGS) {
        const { res, html } = await get(`${prefix}${path}`);
        expect(res.status, `${prefix}${path}`).toBe(200);
        expect(html).toContain(`<html lang="${lang}" dir="ltr">`);
        const h1 = h1Of(html);
        expect(h1, `${prefix}${path}`).toHaveLength(1);
        titles.push(h1[0]!);
        expect(html, `${prefix}${path}`).not.toContain('class="no-data');
        expect(html).not.toMatch(/<img(?![^>]*\bwidth="\d+")[^>]*>/);
      }
      // English differs from Chinese (a person's Chinese name is the same in tc and sc).
      expect(titles[2]).not.toBe(titles[0]);
    });
  }
});
