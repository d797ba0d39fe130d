// The demo's simplified-Chinese content as mainland readers write it, like the sc messages
// (test/foundation/sc-vocabulary.test.ts): no Hong Kong-only word of the reviewed list or of
// OpenCC's Hong Kong phrase table in any simplified-Chinese text of demo/src/data/.
import * as OpenCC from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { hongKongWords } from '../foundation/sc-vocabulary';

const SOURCES = import.meta.glob('/demo/src/data/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<
  string,
  string
>;

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'hk' });
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });

/**
 * Every string literal of a source that is simplified Chinese: converting it to simplified
 * leaves it as it is, and converting it to traditional does not (a literal holding both scripts
 * is neither, and is left out).
 */
function simplifiedTexts(source: string): string[] {
  const literals = source.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? [];
  return literals.filter((s) => /[\u4e00-\u9fff]/.test(s) && toSimplified(s) === s && toTraditional(s) !== s);
}

describe('the demo content in simplified Chinese', () => {
  it('reads every data file', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(20);
    expect(Object.values(SOURCES).flatMap(simplifiedTexts).length).toBeGreaterThan(200);
  });

  it.each(Object.keys(SOURCES))('%s uses no Hong Kong-only word', (file) => {
    const found = simplifiedTexts(SOURCES[file] ?? '').flatMap((text) =>
      hongKongWords(text).map((w) => `${w}: …${text.slice(0, 40)}`),
    );
    expect(found).toEqual([]);
  });
});
