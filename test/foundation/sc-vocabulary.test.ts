import { describe, expect, it } from 'vitest';
import sc from '../../locales/sc.json';
import { HONG_KONG_ONLY, openccPhrases, PROPER_NAMES } from './sc-vocabulary';

// Simplified Chinese as mainland readers write it: the sc messages use no Hong Kong-only word of
// the reviewed list or of OpenCC's Hong Kong phrase table (./sc-vocabulary.ts).

function messages(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => messages(v, path ? `${path}.${k}` : k));
}

const SC = messages(sc).map(([key, text]) => [key, PROPER_NAMES.reduce((t, n) => t.replaceAll(n, ''), text)] as const);

describe('simplified Chinese (sc) messages', () => {
  it('use no Hong Kong-only word of the reviewed list', () => {
    expect(SC.length).toBeGreaterThan(300);
    const found = SC.flatMap(([key, text]) =>
      Object.entries(HONG_KONG_ONLY)
        .filter(([hk]) => text.includes(hk))
        .map(([hk, mainland]) => `${key}: ${hk} (write ${mainland})`),
    );
    expect(found).toEqual([]);
  });

  it('use no Hong Kong phrase of OpenCC’s table', () => {
    const phrases = openccPhrases();
    expect(phrases.length).toBeGreaterThan(20);
    const found = SC.flatMap(([key, text]) =>
      phrases.filter(([hk]) => text.includes(hk)).map(([hk, mainland]) => `${key}: ${hk} (write ${mainland})`),
    );
    expect(found).toEqual([]);
  });
});
