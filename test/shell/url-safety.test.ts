import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_URL_ERROR,
  SCRIPT_PROTOCOL_ERROR,
  assertNavigable,
  checkUrl,
  hasScriptProtocol,
} from '@/security/urls';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'java%73cript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '\u200bjavascript:alert(1)',
  '\ufeffjavascript:alert(1)',
];

describe('URL safety (docs/REQUIREMENTS.md §2, §8)', () => {
  for (const url of HOSTILE) {
    it(`refuses ${JSON.stringify(url)}`, () => {
      expect(hasScriptProtocol(url)).toBe(true);
      expect(checkUrl(url)).toBeUndefined();
      expect(checkUrl(url, { allowExternal: true })).toBeUndefined();
      expect(() => assertNavigable(url, { allowExternal: true })).toThrow(SCRIPT_PROTOCOL_ERROR);
    });
  }

  it('keeps internal paths and anchors', () => {
    expect(checkUrl('/news/list?pageNum=2#top')).toEqual({ href: '/news/list?pageNum=2#top', kind: 'internal' });
    expect(checkUrl('#campus-life')).toEqual({ href: '#campus-life', kind: 'anchor' });
    expect(checkUrl('/學年曆')?.kind).toBe('internal');
  });

  it('refuses external URLs unless allowed, including disguised ones', () => {
    for (const url of [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
    ]) {
      expect(checkUrl(url), url).toBeUndefined();
    }
    expect(checkUrl('https://library.crescent-harbour.edu.example/', { allowExternal: true })).toEqual({
      href: 'https://library.crescent-harbour.edu.example/',
      kind: 'external',
    });
    expect(() => assertNavigable('https://evil.example/')).toThrow(EXTERNAL_URL_ERROR);
    expect(assertNavigable('https://ok.example/', { allowExternal: true })).toBe('https://ok.example/');
    expect(assertNavigable('/en/about')).toBe('/en/about');
  });

  it('refuses other non-web schemes and junk', () => {
    for (const url of ['file:///etc/passwd', 'blob:https://x/1', 'ftp://x.example/', '', '   ', 'x'.repeat(3000)]) {
      expect(checkUrl(url, { allowExternal: true }), url).toBeUndefined();
    }
    expect(checkUrl(undefined)).toBeUndefined();
  });
});
