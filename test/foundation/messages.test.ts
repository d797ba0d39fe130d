import rosetta from 'rosetta';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import sc from '../../locales/sc.json';
import tc from '../../locales/tc.json';
import { formatDate, type Messages, translator, translatorsOver } from '@/i18n/messages';

function keys(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  it('has the same keys in tc, sc and en', () => {
    const base = keys(en).sort();
    expect(keys(tc).sort()).toEqual(base);
    expect(keys(sc).sort()).toEqual(base);
  });

  it('has no empty message', () => {
    for (const table of [tc, sc, en]) {
      for (const key of keys(table)) {
        const value = key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], table);
        expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      }
    }
  });

  it('interpolates', () => {
    expect(translator('en')('error.notFound', { path: '/x' })).toBe('Page Not Found: /x');
    expect(translator('tc')('error.notFound', { path: '/x' })).toBe('找不到頁面：/x');
  });

  it('falls back to English for a key missing in a language, then to the key itself', () => {
    // The real tables, less one simplified Chinese message.
    const { notFound: _, ...error } = sc.error;
    const translator = translatorsOver({ tc, en, sc: { ...sc, error } as Messages });
    expect(translator('sc')('error.notFound', { path: '/x' })).toBe('Page Not Found: /x');
    expect(translator('sc')('error.notFoundTitle')).toBe(sc.error.notFoundTitle);
    expect(translator('tc')('error.notFound', { path: '/x' })).toBe('找不到頁面：/x');
    // A key built at run time that names no message renders itself.
    const built: string = ['no', 'such', 'key'].join('.');
    expect(translator('sc')(built)).toBe('no.such.key');
  });

  it('answers a message asked without parameters as the tables do, the second time as the first', () => {
    const i18n = rosetta<Messages>({ tc, sc, en });
    for (const locale of ['tc', 'sc', 'en'] as const) {
      const t = translator(locale);
      for (const key of keys(en)) {
        const expected = i18n.t(key, undefined, locale);
        expect(t(key as never), key).toBe(expected);
        expect(t(key as never), key).toBe(expected);
      }
      // What names no message (or only something on the way to one) still renders itself.
      for (const key of ['no.such.key', 'site', 'site.name.length']) {
        expect(t(key as never)).toBe(key);
        expect(t(key as never)).toBe(key);
      }
    }
  });

  it('takes only keys of the messages when they are written out (checked by tsc)', () => {
    const t = translator('en');
    const code = 'academic';
    expect(t(`careers.group.${code}`)).toBe(en.careers.group.academic);
    // @ts-expect-error a misspelt key is a type error
    expect(t('careers.gruop.academic')).toBe('careers.gruop.academic');
    // @ts-expect-error so is a built key whose fixed part names no message
    expect(t(`careers.gruop.${code}`)).toBe('careers.gruop.academic');
  });

  it('formats dates as MM-DD,YYYY', () => {
    expect(formatDate('2023-09-10')).toBe('09-10,2023');
    expect(formatDate('2026-01-02T10:00:00+08:00')).toBe('01-02,2026');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31)))).toBe('12-31,2024');
    expect(formatDate('not a date')).toBe('');
  });
});
