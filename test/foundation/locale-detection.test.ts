import { describe, expect, it } from 'vitest';
import app from '../../worker';
import { localeForTag } from '@/i18n/negotiate';
import { request } from '../helpers';

const root = (headers: Record<string, string>, path = '/') => request(app, path, { headers });

describe('root language detection (docs/REQUIREMENTS.md §4)', () => {
  const matrix: [string, Record<string, string>, string | null][] = [
    ['no cookie, no header → tc', {}, null],
    ['cookie sc', { Cookie: 'i18n_redirected=sc' }, '/sc'],
    ['cookie en', { Cookie: 'i18n_redirected=en' }, '/en'],
    ['cookie tc beats an English browser', { Cookie: 'i18n_redirected=tc', 'Accept-Language': 'en-US' }, null],
    ['cookie beats Accept-Language', { Cookie: 'i18n_redirected=en', 'Accept-Language': 'zh-CN' }, '/en'],
    [
      'invalid cookie value falls through to the header',
      { Cookie: 'i18n_redirected=fr', 'Accept-Language': 'en' },
      '/en',
    ],
    ['garbage cookie header', { Cookie: 'i18n_redirected=%E0%A4%A; =;;', 'Accept-Language': 'zh-Hans' }, '/sc'],
    ['en-US', { 'Accept-Language': 'en-US,en;q=0.9' }, '/en'],
    ['en-GB', { 'Accept-Language': 'en-GB' }, '/en'],
    ['zh-HK', { 'Accept-Language': 'zh-HK' }, null],
    ['zh-MO', { 'Accept-Language': 'zh-MO' }, null],
    ['zh-TW', { 'Accept-Language': 'zh-TW,zh;q=0.9' }, null],
    ['zh-Hant', { 'Accept-Language': 'zh-Hant' }, null],
    ['zh-Hant-HK', { 'Accept-Language': 'zh-Hant-HK' }, null],
    ['zh-Hant-CN is still traditional script', { 'Accept-Language': 'zh-Hant-CN' }, null],
    ['zh-CN', { 'Accept-Language': 'zh-CN' }, '/sc'],
    ['zh-SG', { 'Accept-Language': 'zh-SG' }, '/sc'],
    ['plain zh', { 'Accept-Language': 'zh' }, '/sc'],
    ['zh-Hans', { 'Accept-Language': 'zh-Hans' }, '/sc'],
    ['zh-Hans-HK is simplified script', { 'Accept-Language': 'zh-Hans-HK' }, '/sc'],
    ['q-values: en preferred over zh-CN', { 'Accept-Language': 'zh-CN;q=0.5, en;q=0.8' }, '/en'],
    ['q-values: zh-TW preferred over en', { 'Accept-Language': 'en;q=0.3, zh-TW;q=0.9' }, null],
    ['q=0 excludes a language', { 'Accept-Language': 'en;q=0, zh-CN;q=0.1' }, '/sc'],
    ['unsupported languages only → tc', { 'Accept-Language': 'fr-FR, de;q=0.8' }, null],
    ['unsupported first, supported later', { 'Accept-Language': 'fr, ja;q=0.9, en;q=0.5' }, '/en'],
    ['wildcard only → tc', { 'Accept-Language': '*' }, null],
    ['malformed header: the one well-formed tag still counts', { 'Accept-Language': ';;;q=abc,,,=,en;q=' }, '/en'],
    ['an unparsable q-value is ignored (weight 1), not fatal', { 'Accept-Language': 'en;q=abc, zh-CN;q=0.2' }, '/en'],
    ['nothing usable at all → tc', { 'Accept-Language': ';;;,,,=,;q=0.5' }, null],
    ['control characters', { 'Accept-Language': 'zh-CN\u0001\u0002, \u00ff' }, null],
    ['huge header', { 'Accept-Language': `${'x-'.repeat(4000)}en` }, null],
  ];
  for (const [name, headers, location] of matrix) {
    it(name, async () => {
      const res = await root(headers);
      if (location === null) {
        expect(res.status).not.toBe(301);
        expect(res.status).toBeLessThan(500);
      } else {
        expect(res.status).toBe(301);
        expect(res.headers.get('Location')).toBe(location);
      }
    });
  }

  it('keeps the query string on the redirect, less its tracking parameters', async () => {
    const res = await root({ 'Accept-Language': 'en' }, '/?utm_source=mail&x=%E4%B8%AD');
    expect(res.headers.get('Location')).toBe('/en?x=%E4%B8%AD');
  });

  it('marks the redirect private and varying on Cookie and Accept-Language', async () => {
    const res = await root({ 'Accept-Language': 'zh-CN' });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Vary')).toBe('Cookie, Accept-Language');
  });

  it('varies the tc answer at the root too', async () => {
    const res = await root({ 'Accept-Language': 'zh-HK' });
    expect(res.headers.get('Vary')).toContain('Accept-Language');
  });

  it('only detects at the root: other paths are never redirected by language', async () => {
    const res = await root({ 'Accept-Language': 'en', Cookie: 'i18n_redirected=en' }, '/news/list');
    expect(res.status).not.toBe(301);
    const sc = await root({ 'Accept-Language': 'en' }, '/sc');
    expect(sc.status).not.toBe(301);
  });

  it('maps tags to languages', () => {
    expect(localeForTag('ZH_hk')).toBe('tc');
    expect(localeForTag('zh-yue-HK')).toBe('tc');
    expect(localeForTag('en')).toBe('en');
    expect(localeForTag('ja')).toBeUndefined();
    expect(localeForTag('')).toBeUndefined();
  });
});
